import sharp from 'sharp';
import { pixelsOf } from './asset-processing.js';
import { imageWork } from './image-work.js';

/**
 * The dominant colours of an image (e.g. a logo), most frequent first, as #rrggbb.
 * Pixels are quantised to 4 bits per channel; transparent and near-white/near-black
 * background pixels count less so the brand colours come first.
 */
export async function extractPalette(bytes: Buffer, count = 5): Promise<string[]> {
  const { data, info } = await imageWork.run(await pixelsOf(bytes), () =>
    sharp(bytes).resize(48, 48, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  );
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
    if (a < 128) continue;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const neutral = max - min < 16 && (max > 235 || max < 20);
    const entry = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    const weight = neutral ? 0.25 : 1;
    entry.n += weight;
    entry.r += r * weight;
    entry.g += g * weight;
    entry.b += b * weight;
    buckets.set(key, entry);
  }
  const ranked = [...buckets.values()].sort((x, y) => y.n - x.n);
  const picked: [number, number, number][] = [];
  for (const e of ranked) {
    const rgb: [number, number, number] = [e.r / e.n, e.g / e.n, e.b / e.n].map(Math.round) as [number, number, number];
    if (picked.every((p) => distance(p, rgb) > 48)) picked.push(rgb);
    if (picked.length === count) break;
  }
  return picked.map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
}

function distance(a: number[], b: number[]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
