import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOfflineImage } from '../offline-image-model.js';
import { edgeIou } from './edge-iou.js';
import { renderStructureStudy } from './structure-study.js';

const FIXTURES = join(import.meta.dirname, '../../../../../test/fixtures/space');
const fixtures = readdirSync(FIXTURES).filter((f) => /\.(png|jpg)$/.test(f));
const moodboard = ['terracotta tiles and oak', 'linen and a brass lamp', 'green marble and walnut'].map((prompt) =>
  renderOfflineImage({ prompt, width: 256, height: 256, microMacro: 0, photoStyled: 0 }),
);
const palette = ['#b5653e', '#e8dcc4', '#3e5b4a', '#c9a66b', '#2b2622'];

/** One study of a fixture at a strength, and how many of the reference's edges it keeps. */
async function iouAt(file: string, strength: number): Promise<number> {
  const image = readFileSync(join(FIXTURES, file));
  const png = await renderStructureStudy({
    prompt: 'warm evening light, terracotta and oak',
    width: 768,
    height: 512,
    structure: { image, strength },
    palette,
    references: moodboard,
  });
  return edgeIou(image, png);
}

describe('structure study keeps the geometry of the designer space', () => {
  it('has at least eight references to measure on', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures)(
    '%s: strict ≥ 0.5, balanced ≥ 0.3, loose below balanced',
    async (file) => {
      const [strict, balanced, loose] = [await iouAt(file, 0.9), await iouAt(file, 0.6), await iouAt(file, 0.3)];
      expect(strict).toBeGreaterThanOrEqual(0.5);
      expect(balanced).toBeGreaterThanOrEqual(0.3);
      expect(loose).toBeLessThan(balanced);
    },
    60_000,
  );

  it('paints in the moodboard palette, not the reference colours', async () => {
    const image = readFileSync(join(FIXTURES, 'massing-grey.png'));
    const png = await renderStructureStudy({ prompt: 'noon', width: 384, height: 256, structure: { image, strength: 0.9 }, palette });
    const { channels } = await sharp(png).stats();
    // The grey massing becomes warm: red clearly above blue on average.
    expect(channels[0].mean - channels[2].mean).toBeGreaterThan(10);
  });

  it('an unrelated picture shares few edges (the metric can fail)', async () => {
    const image = readFileSync(join(FIXTURES, 'street-photo.jpg'));
    const other = readFileSync(join(FIXTURES, 'shop-interior.jpg'));
    expect(await edgeIou(image, other)).toBeLessThan(0.3);
  });
});
