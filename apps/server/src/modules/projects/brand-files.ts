import { createHash } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import { extractPdfText } from '../../adapters/documents/pdf-text.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { AssetService } from '../assets/assets.service.js';
import { extractPalette } from '../assets/palette.js';

const BRAND_BOOK_MAX_CHARS = 200_000;

/** Storage key of a brand book PDF (documents are not images: no asset row, no thumbnails). */
export function brandBookKey(sha: string): string {
  return `documents/${sha.slice(0, 2)}/${sha}.pdf`;
}

/** The Instructions screen's uploads: a logo (image → asset + palette) and a brand book (PDF → text). */
export function createBrandFiles(deps: { assets: AssetService; storage: Storage; maxBytes: number }) {
  return {
    async storeLogo(file: UploadedFile): Promise<{ sha: string; palette: string[] }> {
      const stored = await deps.assets.storeUpload(file.bytes);
      const palette = await extractPalette(file.bytes).catch(() => []);
      return { sha: stored.sha256, palette };
    },

    async storeBrandBook(file: UploadedFile): Promise<{ sha: string; name: string; text: string }> {
      if (file.bytes.length > deps.maxBytes) throw new AppError(ErrorCode.PayloadTooLarge, 'The brand book is too large.');
      if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new AppError(ErrorCode.UnsupportedMedia, 'The brand book must be a PDF file.');
      }
      let text: string;
      try {
        text = (await extractPdfText(file.bytes, { maxChars: BRAND_BOOK_MAX_CHARS })).text;
      } catch {
        throw new AppError(ErrorCode.BadRequest, 'The brand book could not be read. Please upload a valid PDF.');
      }
      const sha = createHash('sha256').update(file.bytes).digest('hex');
      await deps.storage.put(brandBookKey(sha), file.bytes, 'application/pdf');
      return { sha, name: file.filename.slice(0, 200) || 'brand-book.pdf', text };
    },
  };
}

export type BrandFiles = ReturnType<typeof createBrandFiles>;
