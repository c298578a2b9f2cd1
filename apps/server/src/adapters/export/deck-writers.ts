import type { DeckWriter, DeckWriters } from './deck-writer.port.js';

/** PPTX (pptxgenjs) and PDF (pdf-lib) writers, each imported when first asked for. */
export function createDeckWriters(): DeckWriters {
  return {
    async writerFor(format): Promise<DeckWriter> {
      if (format === 'pptx') return (await import('./pptx-writer.js')).createPptxWriter();
      return (await import('./pdf-writer.js')).createPdfWriter();
    },
  };
}
