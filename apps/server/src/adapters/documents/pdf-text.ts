/** Text of a PDF (all pages merged), trimmed to `maxChars`. Throws on a file that is not a readable PDF. */
export async function extractPdfText(bytes: Buffer, opts: { maxChars: number }): Promise<{ text: string; pages: number }> {
  // The PDF reader loads on the first brand book, not with the server.
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    return { text: text.replace(/\s+/g, ' ').trim().slice(0, opts.maxChars), pages: totalPages };
  } finally {
    await pdf.destroy();
  }
}
