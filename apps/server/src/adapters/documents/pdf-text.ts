import type { DocumentReader } from './document-reader.port.js';

/** The document reader over unpdf (pdf.js). */
export function createPdfTextReader(): DocumentReader {
  return {
    async pdfText(bytes, opts) {
      // The PDF reader loads on the first brand book, not with the server.
      const { extractText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      try {
        const { text, totalPages } = await extractText(pdf, { mergePages: true });
        return { text: text.replace(/\s+/g, ' ').trim().slice(0, opts.maxChars), pages: totalPages };
      } finally {
        await pdf.destroy();
      }
    },
  };
}
