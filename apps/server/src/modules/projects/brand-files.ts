import { createHash } from 'node:crypto';
import { ErrorCode, type FormFile } from '@loci/shared';
import type { DocumentReader } from '../../adapters/documents/document-reader.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import { fileBytes } from '../../lib/multipart.js';
import type { AssetService } from '../assets/index.js';
import { brandBookKey, extractPalette } from '../assets/index.js';
import { readBrandBookText } from './brand-book.js';
import { type ProjectFields, usesBrandBook } from './projects.repository.js';

/** The Instructions form's uploads: a logo (image) and a brand book (PDF). */
export interface BrandUploads {
  logo?: FormFile;
  brandBook?: FormFile;
}

interface BrandBook {
  sha: string;
  name: string;
  text: string;
  bytes: Buffer;
}

/** Checks a brand book and reads its text, writing nothing. */
async function readBrandBook(documents: DocumentReader, file: FormFile, maxBytes: number): Promise<BrandBook> {
  const bytes = fileBytes(file);
  if (file.bytes.length > maxBytes) throw new AppError(ErrorCode.PayloadTooLarge, 'The brand book is too large.');
  const text = await readBrandBookText(documents, bytes);
  const sha = createHash('sha256').update(bytes).digest('hex');
  return { sha, name: file.filename.slice(0, 200) || 'brand-book.pdf', text, bytes };
}

/**
 * Stores the form's logo and brand book, then runs `write` (the project row) with their fields.
 * Nothing is written until every upload has been checked (an unreadable brand book leaves no
 * logo behind); if a write fails half-way, what this request stored is removed again — unless
 * another row uses it (assets are shared by content, and so are brand books).
 */
export function createBrandFiles(deps: { assets: AssetService; storage: Storage; documents: DocumentReader; maxBytes: number }) {
  const { assets, storage } = deps;

  async function removeBrandBookIfUnused(sha: string): Promise<void> {
    if (!(await usesBrandBook(assets.db, sha))) await storage.delete(brandBookKey(sha));
  }

  return {
    async storeWith<T>(uploads: BrandUploads, write: (fields: ProjectFields) => Promise<T>): Promise<T> {
      const book = uploads.brandBook ? await readBrandBook(deps.documents, uploads.brandBook, deps.maxBytes) : null;
      const undo: (() => Promise<unknown>)[] = [];
      try {
        const fields: ProjectFields = {};
        if (uploads.logo) {
          // storeUpload decodes and checks the image before it writes anything.
          const stored = await assets.storeUpload(fileBytes(uploads.logo));
          undo.push(() => assets.removeIfUnreferenced([stored.sha256]));
          fields.logo_sha = stored.sha256;
          fields.brand_palette = await extractPalette(fileBytes(uploads.logo)).catch(() => []);
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
