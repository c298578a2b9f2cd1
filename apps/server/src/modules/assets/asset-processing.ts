import { createHash } from 'node:crypto';
import { ASSET_SHA_PATTERN } from '@loci/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { boundImageMetadata } from '../../lib/image-metadata/index.js';
import { IMAGE_MESSAGES, ImageInputError, sniffImage } from './image-input.js';
import { imageWork } from './image-work.js';

// Every image Loci processes is new bytes, so libvips' operation cache never hits; off, it saves
// ~90 MB of RSS while a board generates (bench:generation).
sharp.cache(false);
// One libvips thread per pipeline: how many pipelines run at once is the image queue's call
// (image-work.ts), so a burst of uploads cannot take every core from the event loop.
sharp.concurrency(1);

export type { AllowedImageType, ImageInputErrorCode } from './image-input.js';
export { ALLOWED_IMAGE_TYPES, decodeDataUrl, ImageInputError, sniffImage } from './image-input.js';

/** Content types that `normaliseImage` produces. */
export type StoredImageType = 'image/png' | 'image/jpeg';

/** A re-encoded, metadata-free image ready to store. `sha256` is of `bytes` and names the asset. */
export interface NormalisedImage {
  bytes: Buffer;
  contentType: StoredImageType;
  width: number;
  height: number;
  sha256: string;
}

/** Thumbnail long-side bounds, in pixels. */
export const THUMBNAIL_SIZES = [256, 768] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/**
 * Encoder settings. JPEG for photos: pdf-lib and PowerPoint embed it natively, WebP they do not.
 * Plain libjpeg with optimised Huffman tables: mozjpeg was 13× slower here for ~1% smaller files.
 */
export const ENCODING = {
  jpeg: { quality: 88, chromaSubsampling: '4:4:4', optimiseCoding: true },
  png: { compressionLevel: 6, adaptiveFiltering: true },
  // effort 2: a third faster than the default 4 for thumbnails within 1% of the size (bench).
  thumbnail: { quality: 80, effort: 2 },
} as const;

/** SHA-256 of the bytes, lower-case hex. */
export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * Storage keys for an asset, sharded by the first two byte pairs of its hash:
 * `ab/cd/<sha>.jpg`, `ab/cd/<sha>-256.webp`, `ab/cd/<sha>-768.webp`.
 * Same bytes → same sha → same keys, which is how identical uploads are deduplicated.
 */
export function assetKeys(sha: string, contentType: string): { original: string; thumbnails: Record<ThumbnailSize, string> } {
  if (!ASSET_SHA_PATTERN.test(sha)) throw new Error(`Not a sha256 hex digest: ${sha}`);
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`No storage extension for content type ${contentType}`);
  const stem = `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`;
  return {
    original: `${stem}.${ext}`,
    thumbnails: { 256: `${stem}-256.webp`, 768: `${stem}-768.webp` },
  };
}

/** Options for `normaliseImage`; the server passes `UPLOAD_MAX_BYTES` and `UPLOAD_MAX_PIXELS`. */
export interface NormaliseOptions {
  maxBytes: number;
  maxPixels: number;
}

async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    // metadata() parses the header only, nothing is decoded, so it is safe without a limit;
    // with one, sharp would throw before telling us the dimensions to put in the message.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError('corrupt', IMAGE_MESSAGES.corrupt);
  }
}

/**
 * Decoding an alpha image once more is the price of storing opaque "RGBA" screenshots as JPEG.
 * Only the alpha channel is read, 8 bits a pixel: sharp's `stats()` answers the same question
 * but also measures entropy and sharpness of every channel, 67 ms for a 1024² image against 6.
 */
async function hasVisibleAlpha(pipeline: Sharp, meta: Metadata): Promise<boolean> {
  if (!meta.hasAlpha) return false;
  const alpha = await pipeline.clone().extractChannel('alpha').raw({ depth: 'uchar' }).toBuffer();
  return !isAllOpaque(alpha);
}

/** True when every byte is 255 (read four at a time when the bytes are aligned for it). */
export function isAllOpaque(alpha: Uint8Array): boolean {
  let from = 0;
  if (alpha.byteOffset % 4 === 0) {
    const words = new Uint32Array(alpha.buffer, alpha.byteOffset, alpha.length >>> 2);
    for (let i = 0; i < words.length; i++) if (words[i] !== 0xffffffff) return false;
    from = words.length * 4;
  }
  for (let i = from; i < alpha.length; i++) if (alpha[i] !== 255) return false;
  return true;
}

/**
 * Validates and re-encodes an untrusted image.
 *
 * 1. Refuses more than `maxBytes`, non-images and disallowed types (see `sniffImage`), and cuts
 *    JUMBF, XMP, EXIF and ICC blocks that cross their parse bounds (`boundImageMetadata`).
 * 2. Reads the header and refuses more than `maxPixels` before any pixel is decoded
 *    (decompression bombs); sharp's `limitInputPixels` backs this up during decoding.
 * 3. Applies the EXIF orientation, drops all metadata (EXIF incl. GPS, XMP, IPTC, comments),
 *    converts to sRGB and keeps only the first frame of animations.
 * 4. Encodes images with visible transparency as PNG (lossless, keeps logos crisp) and
 *    everything else as JPEG q88 4:4:4, which every export path can embed.
 *    Encoding is deterministic, so the same input always gives the same sha256.
 * @throws ImageInputError with code `too_large`, `not_an_image`, `unsupported_type`,
 *   `too_many_pixels` or `corrupt`.
 */
export async function normaliseImage(input: Buffer, options: NormaliseOptions): Promise<NormalisedImage> {
  const { maxBytes, maxPixels } = options;
  if (input.length > maxBytes) throw new ImageInputError('too_large', IMAGE_MESSAGES.tooLarge(maxBytes));
  await sniffImage(input);
  // libvips parses EXIF (libexif) and ICC (lcms) as it loads: blocks past their bounds are cut first.
  const bounded = boundImageMetadata(input);
  if (bounded.unreadable) throw new ImageInputError('corrupt', IMAGE_MESSAGES.corrupt);
  const { bytes } = bounded;
  const meta = await readHeader(bytes);
  const { width, height } = meta;
  if (!width || !height) throw new ImageInputError('corrupt', IMAGE_MESSAGES.corrupt);
  if (width * height > maxPixels) {
    throw new ImageInputError('too_many_pixels', IMAGE_MESSAGES.tooManyPixels(width, height, maxPixels));
  }
  return imageWork.run(width * height, () => encodeNormalised(bytes, meta, maxPixels));
}

/** The decode and re-encode of `normaliseImage`, run in the image queue. */
async function encodeNormalised(bytes: Buffer, meta: Metadata, maxPixels: number): Promise<NormalisedImage> {
  const { width = 0, height = 0 } = meta;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).autoOrient();
    const keepAlpha = await hasVisibleAlpha(pipeline, meta);
    const encoded = keepAlpha ? pipeline.png(ENCODING.png) : pipeline.flatten({ background: '#ffffff' }).jpeg(ENCODING.jpeg);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: keepAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
      sha256: sha256Hex(data),
    };
  } catch (err) {
    if (err instanceof ImageInputError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new ImageInputError('too_many_pixels', IMAGE_MESSAGES.tooManyPixels(width, height, maxPixels));
    }
    throw new ImageInputError('corrupt', IMAGE_MESSAGES.corrupt);
  }
}

/** Pixels of an image by its header (nothing decoded); 0 when unreadable. */
export async function pixelsOf(bytes: Buffer): Promise<number> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return (meta?.width ?? 0) * (meta?.height ?? 0);
}

/**
 * Makes WebP thumbnails that fit inside 256×256 and 768×768 without enlarging.
 * Input is trusted (already normalised or marked). XMP is carried over, so thumbnails of an
 * AI image keep its provenance metadata as well as the visible mark they were resized from.
 */
export async function makeThumbnails(bytes: Buffer): Promise<Record<ThumbnailSize, Buffer>> {
  return imageWork.run(await pixelsOf(bytes), () => encodeThumbnails(bytes));
}

async function encodeThumbnails(bytes: Buffer): Promise<Record<ThumbnailSize, Buffer>> {
  const source = sharp(bytes).autoOrient();
  const [small, large] = await Promise.all(
    THUMBNAIL_SIZES.map((size) =>
      source
        .clone()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .keepXmp()
        .webp(ENCODING.thumbnail)
        .toBuffer(),
    ),
  );
  return { 256: small, 768: large };
}
