import type { Box, Deck, DeckImageRef } from './deck.js';

/** Pixels ready to embed: already sized (and, for `cover`, cropped) for their box. */
export interface PreparedImage {
  bytes: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/** Where writers get image pixels, one image at a time, so a deck never holds every original. */
export interface DeckImageSource {
  /**
   * Reads, downscales and re-encodes one image for a box (print resolution, capped).
   * Resolves null when the asset is missing; the writer then leaves the box empty.
   */
  load(ref: DeckImageRef, target: { box: Box; fit: 'cover' | 'contain' }): Promise<PreparedImage | null>;
}

/** Turns a deck into a file. Implementations: PPTX (pptxgenjs) and PDF (pdf-lib). */
export interface DeckWriter {
  /** Renders every slide in order and returns the file's bytes. */
  write(deck: Deck, images: DeckImageSource): Promise<Buffer>;
}

/** The writer of each export format; a format's vendor library loads on the first export that needs it. */
export interface DeckWriters {
  writerFor(format: 'pptx' | 'pdf'): Promise<DeckWriter>;
}
