import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto, makePngBombHeader, makeSolid } from '../../../test/images.js';
import { assetKeys, ImageInputError, isAllOpaque, makeThumbnails, normaliseImage, sha256Hex } from './asset-processing.js';

const LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };

async function refusal(promise: Promise<unknown>): Promise<ImageInputError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageInputError);
  return err as ImageInputError;
}

describe('isAllOpaque', () => {
  it('finds a non-opaque byte anywhere, aligned or not', () => {
    const bytes = new Uint8Array(1 + 4 * 9 + 3).fill(255);
    expect(isAllOpaque(bytes)).toBe(true);
    for (const offset of [0, 1]) {
      for (const at of [0, 4, 35, 38]) {
        const view = bytes.subarray(offset);
        view[at] = 0;
        expect(isAllOpaque(view), `offset ${offset}, byte ${at}`).toBe(false);
        view[at] = 255;
      }
    }
    expect(isAllOpaque(new Uint8Array(0))).toBe(true);
  });
});

describe('normaliseImage', () => {
  it('re-encodes a photo as JPEG with its size and a sha256 of the output', async () => {
    const out = await normaliseImage(await makePhoto(300, 200), LIMITS);
    expect(out.contentType).toBe('image/jpeg');
    expect([out.width, out.height]).toEqual([300, 200]);
    expect(out.sha256).toBe(sha256Hex(out.bytes));
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  });

  it('gives the same bytes, sha and keys for the same input (dedupe by hash)', async () => {
    const input = await makePhoto(120, 90);
    const a = await normaliseImage(input, LIMITS);
    const b = await normaliseImage(Buffer.from(input), LIMITS);
    expect(b.sha256).toBe(a.sha256);
    expect(assetKeys(b.sha256, b.contentType)).toEqual(assetKeys(a.sha256, a.contentType));
    const other = await normaliseImage(await makePhoto(121, 90), LIMITS);
    expect(other.sha256).not.toBe(a.sha256);
  });

  it('strips EXIF (description and GPS) and applies the orientation', async () => {
    const input = await sharp(await makePhoto(40, 20))
      .withExif({
        IFD0: { ImageDescription: 'SECRET-HOME' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('SECRET-HOME')).toBe(true);

    const out = await normaliseImage(input, LIMITS);
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.bytes.includes('SECRET-HOME')).toBe(false);
    expect(out.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    // Orientation 6 is a quarter turn: 40×20 becomes 20×40.
    expect([out.width, out.height]).toEqual([20, 40]);
  });

  it('keeps PNG with visible transparency, and stores opaque RGBA as JPEG', async () => {
    const transparent = await sharp({
      create: { width: 16, height: 16, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.3 } },
    })
      .png()
      .toBuffer();
    const a = await normaliseImage(transparent, LIMITS);
    expect(a.contentType).toBe('image/png');
    expect((await sharp(a.bytes).metadata()).hasAlpha).toBe(true);

    const opaque = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff0000ff' } })
      .png()
      .toBuffer();
    expect((await normaliseImage(opaque, LIMITS)).contentType).toBe('image/jpeg');
  });

  it('keeps PNG when a single pixel, the last one, is not opaque (8- and 16-bit)', async () => {
    const pixels = Buffer.alloc(33 * 17 * 4, 255);
    pixels[pixels.length - 1] = 254;
    const png = await sharp(pixels, { raw: { width: 33, height: 17, channels: 4 } })
      .png()
      .toBuffer();
    expect((await normaliseImage(png, LIMITS)).contentType).toBe('image/png');
    const deep = await sharp(pixels, { raw: { width: 33, height: 17, channels: 4 } })
      .png()
      .toColourspace('rgb16')
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect((await normaliseImage(deep, LIMITS)).contentType).toBe('image/png');
    pixels[pixels.length - 1] = 255;
    const opaque = await sharp(pixels, { raw: { width: 33, height: 17, channels: 4 } })
      .png()
      .toBuffer();
    expect((await normaliseImage(opaque, LIMITS)).contentType).toBe('image/jpeg');
  });

  it.each(['webp', 'gif', 'avif'] as const)('accepts %s and re-encodes it', async (format) => {
    const out = await normaliseImage(await makeSolid(32, 24, format), LIMITS);
    expect(out.contentType).toBe('image/jpeg');
    expect([out.width, out.height]).toEqual([32, 24]);
  });

  it('refuses a decompression bomb from its header, without decoding', async () => {
    const bomb = makePngBombHeader(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);
    const err = await refusal(normaliseImage(bomb, LIMITS));
    expect(err.code).toBe('too_many_pixels');
    expect(err.message).toContain('30000×30000');
  });

  it('refuses a real, well-compressed image over the pixel limit', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const err = await refusal(normaliseImage(big, { ...LIMITS, maxPixels: 1_000_000 }));
    expect(err.code).toBe('too_many_pixels');
  });

  it('refuses bytes that are not an image', async () => {
    const err = await refusal(normaliseImage(Buffer.from('{"not":"an image"}'), LIMITS));
    expect(err.code).toBe('not_an_image');
    expect(err.message).toMatch(/not an image we can read/);
  });

  it('refuses files over the byte limit before looking at them', async () => {
    const photo = await makePhoto(200, 200);
    const err = await refusal(normaliseImage(photo, { ...LIMITS, maxBytes: photo.length - 1 }));
    expect(err.code).toBe('too_large');
    expect((await normaliseImage(photo, { ...LIMITS, maxBytes: photo.length })).width).toBe(200);
  });

  it('refuses a truncated image as corrupt', async () => {
    const photo = await makePhoto(200, 200);
    const err = await refusal(normaliseImage(photo.subarray(0, Math.floor(photo.length / 2)), LIMITS));
    expect(err.code).toBe('corrupt');
  });
});

describe('makeThumbnails', () => {
  it('makes WebP thumbnails that fit inside 256 and 768', async () => {
    const thumbs = await makeThumbnails(await makePhoto(1600, 900));
    const small = await sharp(thumbs[256]).metadata();
    const large = await sharp(thumbs[768]).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 256, 144]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 768, 432]);
  });

  it('never enlarges a small image', async () => {
    const thumbs = await makeThumbnails(await makePhoto(100, 300));
    const small = await sharp(thumbs[256]).metadata();
    const large = await sharp(thumbs[768]).metadata();
    expect([small.width, small.height]).toEqual([85, 256]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 100, 300]);
  });
});

describe('assetKeys', () => {
  it('shards by hash and names thumbnails by size', () => {
    const sha = sha256Hex(Buffer.from('x'));
    const keys = assetKeys(sha, 'image/jpeg');
    expect(keys.original).toBe(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}.jpg`);
    expect(keys.thumbnails[256]).toBe(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}-256.webp`);
    expect(keys.thumbnails[768]).toMatch(/-768\.webp$/);
    expect(assetKeys(sha, 'image/png').original).toMatch(/\.png$/);
  });

  it('refuses anything that is not a sha256 or a known type', () => {
    expect(() => assetKeys('../../etc', 'image/png')).toThrow();
    expect(() => assetKeys(sha256Hex(Buffer.from('x')), 'text/html')).toThrow();
  });
});
