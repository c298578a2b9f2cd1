import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageRequest } from './image-model.port.js';
import { clampStrength, inputImagesInstruction, prepareInputImages, strengthWords } from './input-images.js';

const limits = { maxImages: 3, maxSide: 512, maxBytes: 4 * 1024 * 1024 };
const solid = (background: string, width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background } });
const base: ImageRequest = { prompt: 'p', width: 1024, height: 1024, microMacro: 1, photoStyled: 0 };

describe('prepareInputImages', () => {
  it('puts the reference first as PNG, then as many moodboard images as fit, skipping unreadable ones', async () => {
    const req: ImageRequest = {
      ...base,
      structure: { image: await solid('#ddd').webp().toBuffer(), contentType: 'image/webp', strength: 0.8 },
      references: [
        Buffer.from('broken'),
        await solid('#123').gif().toBuffer(),
        await solid('#456').avif().toBuffer(),
        await solid('#789').jpeg().toBuffer(),
      ],
    };
    const out = await prepareInputImages(req, limits, 'test');
    expect(out.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg', 'image/jpeg']);
    expect(out.images[0]).toBe(out.structure);
    expect(out.structure).toMatchObject({ width: 512, height: 384, strength: 0.8 });
    expect(out.moodboard).toHaveLength(2);
  });

  it('applies EXIF orientation, so a phone photo keeps its upright geometry', async () => {
    const sideways = await solid('#aaa', 400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await prepareInputImages(
      { ...base, structure: { image: sideways, contentType: 'image/jpeg', strength: 1 } },
      limits,
      'test',
    );
    expect([out.structure?.width, out.structure?.height]).toEqual([300, 400]);
  });

  it('sends a reference whose PNG is over the byte limit as JPEG', async () => {
    const noise = await sharp(randomBytes(256 * 256 * 3), { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
    const out = await prepareInputImages(
      { ...base, structure: { image: noise, contentType: 'image/png', strength: 1 } },
      { ...limits, maxBytes: 60_000 },
      'test',
    );
    expect(out.structure?.contentType).toBe('image/jpeg');
  });

  it('refuses an unreadable reference as a rejected ProviderError', async () => {
    await expect(
      prepareInputImages({ ...base, structure: { image: Buffer.from('x'), contentType: 'image/png', strength: 1 } }, limits, 'test'),
    ).rejects.toMatchObject({ name: 'ProviderError', kind: 'rejected', provider: 'test' });
  });
});

describe('strength in words', () => {
  it('clamps and names three bands', () => {
    expect([clampStrength(Number.NaN), clampStrength(-1), clampStrength(2)]).toEqual([0.5, 0, 1]);
    expect(strengthWords(0)).toMatch(/^loosely/);
    expect(strengthWords(0.5)).toMatch(/^closely/);
    expect(strengthWords(1)).toMatch(/^strictly/);
  });

  it('tells which image is which', () => {
    const img = { bytes: Buffer.alloc(0), contentType: 'image/png' as const, width: 1, height: 1 };
    expect(inputImagesInstruction({ images: [img], structure: { ...img, strength: 1 }, moodboard: [] })).not.toContain('moodboard');
    expect(inputImagesInstruction({ images: [img, img], structure: { ...img, strength: 1 }, moodboard: [img] })).toContain(
      'Image 2 is the moodboard',
    );
    expect(inputImagesInstruction({ images: [img], moodboard: [img] })).toContain('The input image is the moodboard');
    expect(inputImagesInstruction({ images: [], moodboard: [] })).toBe('');
  });
});
