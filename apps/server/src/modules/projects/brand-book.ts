import { ErrorCode } from '@loci/shared';
import type { DocumentReader } from '../../adapters/documents/document-reader.port.js';
import { AppError } from '../../errors.js';

const BRAND_BOOK_MAX_CHARS = 200_000;

/**
 * The one check of an uploaded brand book, wherever it is sent (the project form, keyword
 * generation): a PDF by its magic bytes (else 415), whose text can be read (else 400). Returns the
 * text with control characters (NUL included, which PostgreSQL refuses in text) made spaces.
 */
export async function readBrandBookText(documents: DocumentReader, bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError(ErrorCode.UnsupportedMedia, 'The brand book must be a PDF file.');
  }
  let text: string;
  try {
    text = (await documents.pdfText(bytes, { maxChars: BRAND_BOOK_MAX_CHARS })).text;
  } catch {
    throw new AppError(ErrorCode.BadRequest, 'The brand book could not be read. Please upload a valid PDF.');
  }
  return text.replace(/[^\P{Cc}\t\n\r]/gu, ' ');
}
