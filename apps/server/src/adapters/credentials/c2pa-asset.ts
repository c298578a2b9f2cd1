import { createHash } from 'node:crypto';
import { type Asset, JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { checkMetadata, MetadataBoundsError } from '../../lib/image-metadata/index.js';

/** An image's manifest store, and the image it was read from (to validate against). */
export interface FoundStore {
  store: ManifestStore;
  asset: Asset;
}

/** The image as c2pa-ts reads and writes it; null when it is neither JPEG nor PNG. */
export function openAsset(bytes: Uint8Array): Asset | null {
  if (JPEG.canRead(bytes)) return new JPEG(bytes);
  if (PNG.canRead(bytes)) return new PNG(bytes);
  return null;
}

/**
 * The manifest store an image carries; null when it carries none (or none that can be read). The
 * store's box tree and CBOR are walked within bounds first (c2pa-ts copies each superbox's content,
 * so a store nested thousands deep costs its size squared).
 * @throws MetadataBoundsError when the store crosses a bound (depth, box count, bytes, work, time).
 */
export function readStore(bytes: Uint8Array): FoundStore | null {
  const asset = openAsset(bytes);
  const jumbf = asset?.getManifestJUMBF();
  if (!asset || !jumbf) return null;
  checkMetadata('JUMBF', jumbf);
  try {
    return { store: ManifestStore.read(SuperBox.fromBuffer(jumbf as Uint8Array<ArrayBuffer>)), asset };
  } catch {
    return null;
  }
}

/** `readStore`, with a store past a bound taken as none: the image goes on without that manifest. */
export function readStoreWithinBounds(bytes: Uint8Array): FoundStore | null {
  try {
    return readStore(bytes);
  } catch (err) {
    if (err instanceof MetadataBoundsError) return null;
    throw err;
  }
}

export function formatOf(bytes: Uint8Array): string {
  return PNG.canRead(bytes) ? 'image/png' : 'image/jpeg';
}

export function digest(...parts: (Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest('hex');
}

/** `xmp:iid:` from a hash, formatted like a UUID (deterministic). */
export function instanceId(hex: string): string {
  return `xmp:iid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
