import { fileTypeFromBuffer } from 'file-type';

/** Why an incoming image was refused. The lead's error handler maps these to HTTP statuses. */
export type ImageInputErrorCode = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'corrupt' | 'malformed_data_url';

/** A refused image, with a message fit to show to the person who sent it. */
export class ImageInputError extends Error {
  override readonly name = 'ImageInputError';
  constructor(
    readonly code: ImageInputErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Image types accepted as input. SVG is refused on purpose: it can carry scripts and links. */
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const READABLE_LIST = 'PNG, JPEG, WebP, GIF or AVIF';

export const IMAGE_MESSAGES = {
  notAnImage: `The file is not an image we can read (${READABLE_LIST}).`,
  svg: 'SVG files cannot be uploaded. Please export the image as PNG or JPEG.',
  unsupported: (ext: string) => `${ext.toUpperCase()} images are not supported. Please use ${READABLE_LIST}.`,
  tooLarge: (maxBytes: number) => `The image is larger than the ${formatMegabytes(maxBytes)} limit.`,
  tooManyPixels: (w: number, h: number, max: number) =>
    `The image is too large (${w}×${h} pixels); the limit is ${(max / 1e6).toFixed(0)} megapixels.`,
  corrupt: 'The image appears to be damaged and cannot be read.',
  malformedDataUrl: 'The image data is not a valid base64 image data URL.',
} as const;

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg');
}

/**
 * Identifies an image by its magic bytes (never by name or declared type).
 * @returns the MIME type and canonical extension of an allowed image.
 * @throws ImageInputError `unsupported_type` for SVG and for images of other types (TIFF, HEIC, BMP…),
 *   `not_an_image` for anything else.
 */
export async function sniffImage(bytes: Buffer): Promise<{ mime: AllowedImageType; ext: string }> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) {
    if (looksLikeSvg(bytes)) throw new ImageInputError('unsupported_type', IMAGE_MESSAGES.svg);
    throw new ImageInputError('not_an_image', IMAGE_MESSAGES.notAnImage);
  }
  if ((ALLOWED_IMAGE_TYPES as readonly string[]).includes(found.mime)) {
    return { mime: found.mime as AllowedImageType, ext: found.ext === 'jpeg' ? 'jpg' : found.ext };
  }
  if (found.mime === 'application/xml' && looksLikeSvg(bytes)) {
    throw new ImageInputError('unsupported_type', IMAGE_MESSAGES.svg);
  }
  if (found.mime.startsWith('image/')) {
    throw new ImageInputError('unsupported_type', IMAGE_MESSAGES.unsupported(found.ext));
  }
  throw new ImageInputError('not_an_image', IMAGE_MESSAGES.notAnImage);
}

const DATA_URL = /^data:(image\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a `data:image/…;base64,…` URL (how the spec's client sends selected images).
 * The declared type is not trusted: run the result through `sniffImage`/`normaliseImage`.
 * @param options.maxBytes refuses, before decoding, a payload that would exceed this size.
 * @throws ImageInputError `malformed_data_url` (not a base64 image data URL, bad base64, empty)
 *   or `too_large`.
 */
export function decodeDataUrl(value: string, options: { maxBytes?: number } = {}): Buffer {
  const match = DATA_URL.exec(value.slice(0, 512));
  if (!match) throw new ImageInputError('malformed_data_url', IMAGE_MESSAGES.malformedDataUrl);
  // Whitespace and URL-encoded padding show up in copied data URLs; both are harmless.
  const body = value.slice(match[0].length).replace(/\s+/g, '').replace(/%3D/gi, '=');
  if (body.length === 0 || body.length % 4 === 1 || !BASE64_BODY.test(body)) {
    throw new ImageInputError('malformed_data_url', IMAGE_MESSAGES.malformedDataUrl);
  }
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((body.length * 3) / 4) - padding;
  if (options.maxBytes !== undefined && decodedLength > options.maxBytes) {
    throw new ImageInputError('too_large', IMAGE_MESSAGES.tooLarge(options.maxBytes));
  }
  return Buffer.from(body, 'base64');
}
