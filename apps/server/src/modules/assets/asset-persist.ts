import { ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import { boundImageMetadata } from '../../lib/image-metadata/index.js';
import { assetKeys, ImageInputError, makeThumbnails, normaliseImage, sha256Hex } from './asset-processing.js';
import { type AssetRow, assetExists, upsertAsset } from './assets.repository.js';
import { type ContentCredentials, normalisedLineage, withCredentials } from './content-credentials.js';

export interface AssetServiceDeps {
  db: Kysely<DatabaseSchema>;
  storage: Storage;
  limits: { maxBytes: number; maxPixels: number };
  /** Signs a C2PA manifest into every stored image; left out, images are stored unsigned. */
  credentials?: ContentCredentials;
}

export interface StoredAsset {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
}

/** What an asset row says of where an image came from (the rest of the row is read from the bytes). */
export type AssetMeta = Omit<AssetRow, 'sha256' | 'content_type' | 'byte_size' | 'width' | 'height'>;

/**
 * Stores the bytes once by SHA-256 with their thumbnails, then the row; a half-done write takes back
 * its own files. `thumbnails: 'later'` stores the original alone: its thumbnails are made when first
 * asked for (`ensureThumbnails`; an image imported from a project file).
 */
export async function persist(
  deps: AssetServiceDeps,
  bytes: Buffer,
  image: { contentType: string; width: number; height: number },
  meta: AssetMeta,
  opts: { thumbnails?: 'now' | 'later' } = {},
): Promise<StoredAsset> {
  const { db, storage } = deps;
  const sha = sha256Hex(bytes);
  const keys = assetKeys(sha, image.contentType);
  // Files first, then the row: a row never points at a missing file.
  const fresh = !(await storage.exists(keys.original));
  try {
    if (fresh) {
      if (opts.thumbnails !== 'later') {
        const thumbs = await makeThumbnails(bytes);
        await storage.put(keys.thumbnails[256], thumbs[256], 'image/webp');
        await storage.put(keys.thumbnails[768], thumbs[768], 'image/webp');
      }
      await storage.put(keys.original, bytes, image.contentType);
    }
    await upsertAsset(db, {
      sha256: sha,
      content_type: image.contentType,
      byte_size: bytes.length,
      width: image.width,
      height: image.height,
      ...meta,
    });
  } catch (err) {
    // A store or row write failed half-way: take back the objects this call wrote, unless a
    // concurrent upload of the same bytes has meanwhile given them a row.
    if (fresh && !(await assetExists(db, sha).catch(() => true))) await removeFiles(storage, sha).catch(() => undefined);
    throw err;
  }
  return { sha256: sha, contentType: image.contentType, width: image.width, height: image.height };
}

/** An image that is not AI-made: re-encoded, signed with the original as its parent (titled `title`), then stored. */
export async function storeNormalised(
  deps: AssetServiceDeps,
  bytes: Buffer,
  opts: { title: string; meta: AssetMeta },
): Promise<StoredAsset> {
  // Metadata past its parse bounds (a foreign manifest nested thousands deep, looping EXIF…) is
  // cut before anything reads it: the image is stored, and signed, without it.
  const bounded = boundImageMetadata(bytes).bytes;
  const image = await normalise(bounded, deps.limits);
  const signed = await withCredentials(deps.credentials, image, normalisedLineage(bounded, opts.title));
  return persist(deps, signed, image, opts.meta);
}

/** `normaliseImage` with its input errors as the right 4xx. */
export async function normalise(bytes: Buffer, limits: AssetServiceDeps['limits']) {
  try {
    return await normaliseImage(bytes, limits);
  } catch (err) {
    throw toAppError(err);
  }
}

/** ImageInputError → the right 4xx with its readable message. */
export function toAppError(err: unknown): unknown {
  if (!(err instanceof ImageInputError)) return err;
  const code =
    err.code === 'too_large'
      ? ErrorCode.PayloadTooLarge
      : err.code === 'unsupported_type' || err.code === 'not_an_image'
        ? ErrorCode.UnsupportedMedia
        : ErrorCode.BadRequest;
  return new AppError(code, err.message);
}

/** Deletes every stored file of an asset (its original and thumbnails). */
export async function removeFiles(storage: Storage, sha: string): Promise<void> {
  for await (const key of storage.list(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`)) await storage.delete(key);
}
