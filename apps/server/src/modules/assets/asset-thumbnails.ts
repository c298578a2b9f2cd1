import type { AssetVariant } from '@loci/shared';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { assetKeys, makeThumbnails } from './asset-processing.js';

type Stored = { sha256: string; content_type: string };

/** Thumbnails being made in this process, by sha: one encode however many ask at once. */
const making = new Map<string, Promise<boolean>>();

/**
 * Makes an image's thumbnails from its original when the store has none: an image imported from a
 * project file is stored with its original alone (an import of thousands of images would otherwise
 * spend most of its time encoding thumbnails nobody has asked for yet); they are made the first
 * time one is asked for, or by `warmThumbnails` after the import. False when the original is gone.
 */
export function ensureThumbnails(storage: Storage, row: Stored): Promise<boolean> {
  const pending = making.get(row.sha256);
  if (pending) return pending;
  const made = (async () => {
    const keys = assetKeys(row.sha256, row.content_type);
    if ((await storage.exists(keys.thumbnails[256])) && (await storage.exists(keys.thumbnails[768]))) return true;
    const original = await storage.get(keys.original);
    if (!original) return false;
    const thumbs = await makeThumbnails(original);
    await storage.put(keys.thumbnails[256], thumbs[256], 'image/webp');
    await storage.put(keys.thumbnails[768], thumbs[768], 'image/webp');
    return true;
  })().finally(() => making.delete(row.sha256));
  making.set(row.sha256, made);
  return made;
}

/** The storage key of one variant of an image. */
export function variantKey(row: Stored, variant: AssetVariant): string {
  const keys = assetKeys(row.sha256, row.content_type);
  return variant === 'original' ? keys.original : keys.thumbnails[variant];
}

/** A stream of one variant of an image; a thumbnail not made yet is made first. Null when the file is gone. */
export async function openVariant(storage: Storage, row: Stored, variant: AssetVariant): Promise<NodeJS.ReadableStream | null> {
  const key = variantKey(row, variant);
  const stream = await storage.stream(key);
  if (stream || variant === 'original') return stream;
  return (await ensureThumbnails(storage, row)) ? storage.stream(key) : null;
}

/** The bytes of one variant of an image; a thumbnail not made yet is made first. Null when the file is gone. */
export async function readVariant(storage: Storage, row: Stored, variant: AssetVariant): Promise<Buffer | null> {
  const key = variantKey(row, variant);
  const bytes = await storage.get(key);
  if (bytes || variant === 'original') return bytes;
  return (await ensureThumbnails(storage, row)) ? storage.get(key) : null;
}

/**
 * Makes the missing thumbnails of these images one at a time, in the background (after a project
 * file's import): by the time the project is opened most are there. A failure is left for the first
 * request of that thumbnail to meet again.
 */
export async function warmThumbnails(storage: Storage, rows: Stored[], log: (err: unknown) => void): Promise<void> {
  for (const row of rows) await ensureThumbnails(storage, row).catch(log);
}
