import { createHash } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import { extractPdfText } from '../../adapters/documents/pdf-text.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { AssetService } from '../assets/assets.service.js';
import { extractPalette } from '../assets/palette.js';
import { type ProjectFields, usesBrandBook } from './projects.repository.js';

const BRAND_BOOK_MAX_CHARS = 200_000;

/** Storage key of a brand book PDF (documents are not images: no asset row, no thumbnails). */
export function brandBookKey(sha: string): string {
  return `documents/${sha.slice(0, 2)}/${sha}.pdf`;
}

/** The Instructions form's uploads: a logo (image) and a brand book (PDF). */
export interface BrandUploads {
  logo?: UploadedFile;
  brandBook?: UploadedFile;
}

interface BrandBook {
  sha: string;
  name: string;
  text: string;
  bytes: Buffer;
}

/** Checks a brand book and reads its text, writing nothing. */
async function readBrandBook(file: UploadedFile, maxBytes: number): Promise<BrandBook> {
  if (file.bytes.length > maxBytes) throw new AppError(ErrorCode.PayloadTooLarge, 'The brand book is too large.');
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
  // A PDF may carry NULs and other control characters in its text; PostgreSQL refuses NUL in text.
  const clean = text.replace(/[^\P{Cc}\t\n\r]/gu, ' ');
  return { sha, name: file.filename.slice(0, 200) || 'brand-book.pdf', text: clean, bytes: file.bytes };
}

/**
 * Stores the form's logo and brand book, then runs `write` (the project row) with their fields.
 * Nothing is written until every upload has been checked (an unreadable brand book leaves no
 * logo behind); if a write fails half-way, what this request stored is removed again — unless
 * another row uses it (assets are shared by content, and so are brand books).
 */
export function createBrandFiles(deps: { assets: AssetService; storage: Storage; maxBytes: number }) {
  const { assets, storage } = deps;

  async function removeBrandBookIfUnused(sha: string): Promise<void> {
    if (!(await usesBrandBook(assets.db, sha))) await storage.delete(brandBookKey(sha));
  }

  return {
    async storeWith<T>(uploads: BrandUploads, write: (fields: ProjectFields) => Promise<T>): Promise<T> {
      const book = uploads.brandBook ? await readBrandBook(uploads.brandBook, deps.maxBytes) : null;
      const undo: (() => Promise<unknown>)[] = [];
      try {
        const fields: ProjectFields = {};
        if (uploads.logo) {
          // storeUpload decodes and checks the image before it writes anything.
          const stored = await assets.storeUpload(uploads.logo.bytes);
          undo.push(() => assets.removeIfUnreferenced([stored.sha256]));
          fields.logo_sha = stored.sha256;
          fields.brand_palette = await extractPalette(uploads.logo.bytes).catch(() => []);
        }
        if (book) {
          const key = brandBookKey(book.sha);
          // A file that was there before this request belongs to another project: never undo it.
          if (!(await storage.exists(key))) undo.push(() => removeBrandBookIfUnused(book.sha));
          await storage.put(key, book.bytes, 'application/pdf');
          Object.assign(fields, { brand_book_sha: book.sha, brand_book_name: book.name, brand_book_text: book.text });
        }
        return await write(fields);
      } catch (err) {
        for (const step of undo.reverse()) await step().catch(() => undefined);
        throw err;
      }
    },
  };
}

export type BrandFiles = ReturnType<typeof createBrandFiles>;
