import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SliderStep } from '../text-model.port.js';
import { createOfflineImageModel, renderOfflineImage } from './offline-image-model.js';

const base = {
  prompt: 'Azulejo Tiles in Lisbon, Portugal, weathered patina',
  width: 256,
  height: 256,
  microMacro: 1 as SliderStep,
  photoStyled: 1 as SliderStep,
};

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).raw().toBuffer();
}

/** Share of bytes that differ by more than a small tolerance. */
function differingShare(a: Buffer, b: Buffer): number {
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 8) diff++;
  return diff / a.length;
}

describe('offline image model', () => {
  it('returns a PNG of the requested size, square or not', async () => {
    const out = await createOfflineImageModel().generate({ ...base, width: 384, height: 256 });
    expect(out.contentType).toBe('image/png');
    expect(out.provider).toBe('offline');
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 384, 256]);
  });

  it('is byte-identical for the same request', () => {
    expect(renderOfflineImage(base).equals(renderOfflineImage(base))).toBe(true);
  });

  it('differs by prompt', async () => {
    const a = await pixels(renderOfflineImage(base));
    const b = await pixels(renderOfflineImage({ ...base, prompt: 'Market Stalls in Nairobi, Kenya, people gathering at dusk' }));
    expect(differingShare(a, b)).toBeGreaterThan(0.2);
  });

  it('gives neighbouring slots of one board clearly different images', async () => {
    const labels = ['Stone Arcades', 'Market Counters', 'Craft Workshops', 'River Terraces'];
    const seen: Buffer[] = [];
    for (const label of labels) {
      const px = await pixels(renderOfflineImage({ ...base, prompt: `${label} in Lisbon, Portugal, warm natural light` }));
      for (const other of seen) expect(differingShare(px, other)).toBeGreaterThan(0.3);
      seen.push(px);
    }
  });

  it('differs for every slider setting', async () => {
    const seen: Buffer[] = [];
    for (const microMacro of [0, 1, 2] as const) {
      for (const photoStyled of [0, 1, 2] as const) {
        const px = await pixels(renderOfflineImage({ ...base, microMacro, photoStyled }));
        for (const other of seen) expect(differingShare(px, other)).toBeGreaterThan(0.02);
        seen.push(px);
      }
    }
  });

  it('uses brand colours when given', async () => {
    const plain = await pixels(renderOfflineImage({ ...base, microMacro: 2, photoStyled: 2 }));
    const branded = await pixels(renderOfflineImage({ ...base, microMacro: 2, photoStyled: 2, palette: ['#ff0000'] }));
    const reds = (px: Buffer) => {
      let count = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i] > 230 && px[i + 1] < 30 && px[i + 2] < 30) count++;
      return count;
    };
    expect(reds(branded)).toBeGreaterThan(reds(plain));
  });

  it('honours an aborted signal', async () => {
    await expect(createOfflineImageModel().generate({ ...base, signal: AbortSignal.abort() })).rejects.toThrow();
  });
});

describe('simulated latency', () => {
  it('waits at least latencyMs per image and stops when the request is aborted', async () => {
    const { createOfflineImageModel } = await import('./offline-image-model.js');
    const model = createOfflineImageModel({ latencyMs: 5_000 });
    const controller = new AbortController();
    const pending = model.generate({ prompt: 'arcade', width: 64, height: 64, microMacro: 1, photoStyled: 1, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    const quick = createOfflineImageModel({ latencyMs: 20 });
    const image = await quick.generate({ prompt: 'arcade', width: 64, height: 64, microMacro: 1, photoStyled: 1 });
    expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
  });
});
