import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeSolid } from '../../../test/images.js';
import { decodeDataUrl, ImageInputError, sniffImage } from './image-input.js';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ImageInputError) return err.code;
    throw err;
  }
  return 'accepted';
}

describe('sniffImage', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)('accepts %s by its magic bytes', async (format) => {
    const bytes = await makeSolid(8, 8, format);
    const { mime } = await sniffImage(bytes);
    expect(mime).toBe(`image/${format}`);
  });

  it('refuses text, empty input and PDFs as not an image', async () => {
    expect(await codeOf(sniffImage(Buffer.from('hello, this is not an image at all')))).toBe('not_an_image');
    expect(await codeOf(sniffImage(Buffer.alloc(0)))).toBe('not_an_image');
    expect(await codeOf(sniffImage(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')))).toBe('not_an_image');
  });

  it('refuses SVG with a message saying why', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    ]) {
      const err = await sniffImage(Buffer.from(svg)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImageInputError);
      expect((err as ImageInputError).code).toBe('unsupported_type');
      expect((err as ImageInputError).message).toMatch(/SVG files cannot be uploaded/);
    }
  });

  it('refuses other image types (TIFF) as unsupported', async () => {
    const tiff = await sharp(await makeSolid(8, 8, 'png'))
      .tiff()
      .toBuffer();
    const err = (await sniffImage(tiff).catch((e: unknown) => e)) as ImageInputError;
    expect(err.code).toBe('unsupported_type');
    expect(err.message).toContain('TIF');
  });
});

describe('decodeDataUrl', () => {
  it('decodes a base64 image data URL to the original bytes', async () => {
    const png = await makeSolid(4, 4, 'png');
    expect(decodeDataUrl(`data:image/png;base64,${png.toString('base64')}`)).toEqual(png);
  });

  it('tolerates parameters, whitespace and missing padding', () => {
    expect(decodeDataUrl('data:image/jpeg;name=a.jpg;base64,aGVs\nbG8')).toEqual(Buffer.from('hello'));
  });

  it.each([
    ['plain text', 'hello'],
    ['not base64 encoded', 'data:image/svg+xml;utf8,<svg/>'],
    ['not an image type', 'data:text/html;base64,PGI+'],
    ['bad characters', 'data:image/png;base64,ab$cd'],
    ['empty body', 'data:image/png;base64,'],
    ['padding in the middle', 'data:image/png;base64,ab==cd'],
    ['impossible length', 'data:image/png;base64,abcde'],
  ])('refuses %s as malformed', (_label, input) => {
    expect(() => decodeDataUrl(input)).toThrow(ImageInputError);
    try {
      decodeDataUrl(input);
    } catch (err) {
      expect((err as ImageInputError).code).toBe('malformed_data_url');
    }
  });

  it('refuses an oversize payload before decoding it', () => {
    const body = Buffer.alloc(3000).toString('base64');
    expect(decodeDataUrl(`data:image/png;base64,${body}`, { maxBytes: 3000 })).toHaveLength(3000);
    const err = (() => {
      try {
        decodeDataUrl(`data:image/png;base64,${body}`, { maxBytes: 2999 });
      } catch (e) {
        return e as ImageInputError;
      }
    })();
    expect(err?.code).toBe('too_large');
  });
});
