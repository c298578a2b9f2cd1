/** Reads the documents people upload (brand books). */
export interface DocumentReader {
  /** Text of a PDF (all pages merged, whitespace collapsed), trimmed to `maxChars`. Throws on a file that is not a readable PDF. */
  pdfText(bytes: Buffer, opts: { maxChars: number }): Promise<{ text: string; pages: number }>;
}
