import type { ExportFormat } from '@loci/shared';
import type { DeckWriter } from '../../adapters/export/deck-writer.port.js';

/** The writer for a format; vendor libraries load on the first export that needs them. */
export async function loadWriter(format: ExportFormat): Promise<DeckWriter> {
  if (format === 'pptx') return (await import('../../adapters/export/pptx-writer.js')).createPptxWriter();
  return (await import('../../adapters/export/pdf-writer.js')).createPdfWriter();
}
