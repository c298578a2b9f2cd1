import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { ALLOWED_IMAGE_TYPES, assetKeys } from './asset-processing.js';
import { assetExists, listAssetShas } from './assets.repository.js';

type Db = Kysely<DatabaseSchema>;

/** Storage key of a brand book PDF (documents are not images: no asset row, no thumbnails). */
export function brandBookKey(sha: string): string {
  return `documents/${sha.slice(0, 2)}/${sha}.pdf`;
}

/**
 * One kind of file the store holds: how its keys look and which rows keep it. The orphan sweep
 * only ever removes a key that one of these kinds recognises; anything else is left alone.
 */
export interface StoredFileKind {
  name: string;
  /** The sha256 a key of this kind is named after, or null when the key is not of this kind. */
  shaOf(key: string): string | null;
  /** Every sha of this kind that a row references (read once per sweep). */
  referenced(db: Db): Promise<Set<string>>;
  /** Whether a row references the sha now (asked again just before a delete). */
  isReferenced(db: Db, sha: string): Promise<boolean>;
}

const SHA_IN_KEY = /([0-9a-f]{64})[^/]*$/;

/** The sha a key ends with, when `keysOf(sha)` gives back exactly that key (so the layout is ours). */
function shaWhenKeyIsOwn(key: string, keysOf: (sha: string) => string[]): string | null {
  const sha = SHA_IN_KEY.exec(key)?.[1];
  return sha && keysOf(sha).includes(key) ? sha : null;
}

/** Images: an original and its 256/768 WebP thumbnails per asset row. */
export const imageFiles: StoredFileKind = {
  name: 'image',
  shaOf: (key) =>
    shaWhenKeyIsOwn(key, (sha) =>
      ALLOWED_IMAGE_TYPES.flatMap((type) => {
        const keys = assetKeys(sha, type);
        return [keys.original, ...Object.values(keys.thumbnails)];
      }),
    ),
  referenced: listAssetShas,
  isReferenced: assetExists,
};

/** Brand book PDFs (`documents/…`): kept while a project names them (no asset row, no thumbnails). */
export const brandBookFiles: StoredFileKind = {
  name: 'brand-book',
  shaOf: (key) => shaWhenKeyIsOwn(key, (sha) => [brandBookKey(sha)]),
  referenced: async (db) => {
    const rows = await db.selectFrom('project').select('brand_book_sha').distinct().where('brand_book_sha', 'is not', null).execute();
    return new Set(rows.map((r) => r.brand_book_sha as string));
  },
  isReferenced: async (db, sha) =>
    Boolean(await db.selectFrom('project').select('id').where('brand_book_sha', '=', sha).limit(1).executeTakeFirst()),
};

/** Every kind of file Loci writes to the store. A new kind of file must be added here. */
export const STORED_FILE_KINDS: readonly StoredFileKind[] = [imageFiles, brandBookFiles];
