import sharp from 'sharp';
import { boundImageMetadata } from '../../lib/image-metadata/index.js';
import { type AssetMeta, type AssetServiceDeps, persist, type StoredAsset } from './asset-persist.js';
import { ImageInputError, sha256Hex, sniffImage } from './asset-processing.js';

/** What a stored original may be: Loci keeps PNG and JPEG (see `normaliseImage`). */
const STORED_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * An image from a project file (`.loci`), stored byte for byte (its Content Credentials stay valid):
 * it must be the image its hash names, a PNG or JPEG as Loci stores them, within the size and pixel
 * limits, with metadata inside its parse bounds. Nothing is re-encoded, and no thumbnail is made yet.
 */
export async function storeImported(
  deps: AssetServiceDeps,
  bytes: Buffer,
  expected: { sha256: string; meta: AssetMeta },
): Promise<StoredAsset> {
  if (sha256Hex(bytes) !== expected.sha256)
    throw new ImageInputError('corrupt', `The image ${expected.sha256.slice(0, 12)}… does not match its hash.`);
  if (bytes.length > deps.limits.maxBytes)
    throw new ImageInputError('too_large', `The image ${expected.sha256.slice(0, 12)}… is too large.`);
  const { mime } = await sniffImage(bytes);
  if (!STORED_TYPES.has(mime))
    throw new ImageInputError('unsupported_type', `The image ${expected.sha256.slice(0, 12)}… is not a PNG or JPEG.`);
  const bounded = boundImageMetadata(bytes);
  if (bounded.unreadable || bounded.bytes.length !== bytes.length)
    throw new ImageInputError('corrupt', `The image ${expected.sha256.slice(0, 12)}… carries metadata Loci does not read.`);
  const meta = await sharp(bytes, { limitInputPixels: deps.limits.maxPixels })
    .metadata()
    .catch(() => null);
  const { width = 0, height = 0 } = meta ?? {};
  if (!width || !height || width * height > deps.limits.maxPixels)
    throw new ImageInputError('corrupt', `The image ${expected.sha256.slice(0, 12)}… cannot be read.`);
  // Its thumbnails are made when first asked for, or in the background once the import is in.
  return persist(deps, bytes, { contentType: mime, width, height }, expected.meta, { thumbnails: 'later' });
}
