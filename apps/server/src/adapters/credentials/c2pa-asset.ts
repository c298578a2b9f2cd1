import { createHash } from 'node:crypto';
import { type Asset, JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore } from '@trustnxt/c2pa-ts/manifest';

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

/** The manifest store an image carries; null when it carries none (or none that can be read). */
export function readStore(bytes: Uint8Array): FoundStore | null {
  const asset = openAsset(bytes);
  const jumbf = asset?.getManifestJUMBF();
  if (!asset || !jumbf) return null;
  try {
    return { store: ManifestStore.read(SuperBox.fromBuffer(jumbf as Uint8Array<ArrayBuffer>)), asset };
  } catch {
    return null;
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
