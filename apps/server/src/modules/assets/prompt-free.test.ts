import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../../test/images.js';
import { makeThumbnails } from './asset-processing.js';
import { withoutPrompt } from './prompt-free.js';
import { markAiGenerated, readProvenance, TRAINED_ALGORITHMIC_MEDIA } from './provenance.js';

const PROMPT = 'A quiet <lounge> & "garden" in Lyon at dusk';
const ORIGIN = { prompt: PROMPT, provider: 'openai', model: 'gpt-image-1' };

/** Whether the prompt is in the bytes as they are, or in any metadata as sharp reads it (a PNG may compress its XMP). */
async function holdsPrompt(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const texts = [
    bytes.toString('latin1'),
    meta.xmpAsString ?? '',
    meta.exif?.toString('latin1') ?? '',
    JSON.stringify(meta.comments ?? []),
  ];
  return texts.some((text) => ['Lyon at dusk', 'quiet &lt;lounge'].some((s) => text.includes(s)));
}

async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp(await makePhoto(width, height))
    .toFormat(format)
    .toBuffer();
}

async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

describe('withoutPrompt', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('drops the prompt of a %s, keeps its provenance and its pixels', async (format) => {
    const marked = await markAiGenerated(await photo(320, 240, format), ORIGIN);
    expect(await holdsPrompt(marked)).toBe(true);
    const copy = await withoutPrompt(marked);
    expect(await holdsPrompt(copy)).toBe(false);
    expect(await readProvenance(copy)).toEqual({ digitalSourceType: TRAINED_ALGORITHMIC_MEDIA, creatorTool: 'Loci (openai gpt-image-1)' });
    expect((await sharp(copy).metadata()).format).toBe(format);
    expect((await pixels(copy)).equals(await pixels(marked))).toBe(true);
    expect((await withoutPrompt(copy)).equals(copy)).toBe(true);
  });

  it('drops it from the WebP thumbnails too', async () => {
    const thumbnails = await makeThumbnails(await markAiGenerated(await photo(900, 600, 'png'), ORIGIN));
    for (const thumbnail of Object.values(thumbnails)) {
      expect(await holdsPrompt(thumbnail)).toBe(true);
      const copy = await withoutPrompt(thumbnail);
      expect(await holdsPrompt(copy)).toBe(false);
      expect((await readProvenance(copy))?.digitalSourceType).toBe(TRAINED_ALGORITHMIC_MEDIA);
      expect((await pixels(copy)).equals(await pixels(thumbnail))).toBe(true);
    }
  });

  it('drops text of other kinds as well: EXIF descriptions, PNG text chunks, JPEG comments', async () => {
    const exif = { IFD0: { ImageDescription: 'Lyon at dusk, secret prompt' } };
    for (const format of ['jpeg', 'webp', 'png'] as const) {
      const tagged = await sharp(await photo(200, 200, format))
        .withExif(exif)
        .toFormat(format)
        .toBuffer();
      expect(await holdsPrompt(tagged), format).toBe(true);
      const copy = await withoutPrompt(tagged);
      expect(await holdsPrompt(copy), format).toBe(false);
      expect(await readProvenance(copy)).toBeNull();
      expect((await pixels(copy)).equals(await pixels(tagged))).toBe(true);
    }
  });

  it('re-encodes what it cannot read as a container, without metadata', async () => {
    const gif = await sharp(await photo(64, 64, 'png'))
      .gif()
      .toBuffer();
    const copy = await withoutPrompt(gif);
    expect((await sharp(copy).metadata()).width).toBe(64);
  });
});
