import { materialColour } from '../procedural/palette.js';

/** How a material's surface is drawn: its grain, over its colour. */
export type Grain = 'terrazzo' | 'wood' | 'veined' | 'stone' | 'tiles' | 'brick' | 'plain';

const GRAINS: [Grain, RegExp][] = [
  ['terrazzo', /^terrazzo$/],
  ['wood', /^(oak|walnut|timber|wood|cedar|bamboo|hinoki|parquet|teak|ash|cherry|pine|maple|cork)$/],
  ['veined', /^(marble|travertine|granite|onyx|quartzite)$/],
  ['stone', /^(limestone|concrete|stone|slate|bluestone|sandstone|plaster|tadelakt|microcement|lime|chalk|clay|earth)$/],
  ['tiles', /^(tiles?|tiled|azulejo|zellige|terracotta|ceramic|porcelain|mosaic|linoleum)$/],
  ['brick', /^(brick|bricks|brownstone)$/],
];

/** Colour words that tint a material ("white terrazzo", "grey oak") rather than name one. */
const TINTS: Record<string, string> = { grey: '#8e8c88', gray: '#8e8c88' };
const TINT_WORDS =
  /^(white|black|red|blue|green|pink|charcoal|indigo|teal|sage|olive|coral|cobalt|ochre|rust|sand|chalk|grey|gray|cream|jade)$/;

/** The material a description names ("white terrazzo floor"): its colour and grain, or undefined when none is known. */
export function materialOf(prompt: string): { word: string; colour: string; grain: Grain } | undefined {
  const words = prompt.toLowerCase().match(/\p{L}+/gu) ?? [];
  const colourOf = (w: string) => TINTS[w] ?? materialColour(w);
  const grainOf = (w: string) => GRAINS.find(([, re]) => re.test(w) || re.test(w.replace(/s$/, '')))?.[0];
  const named = words.find((w) => grainOf(w) && colourOf(w)) ?? words.find((w) => colourOf(w));
  if (!named) return undefined;
  const tint = words.find((w) => w !== named && TINT_WORDS.test(w) && colourOf(w));
  const colour = (tint ? colourOf(tint) : undefined) ?? colourOf(named);
  return colour ? { word: named, colour, grain: grainOf(named) ?? 'plain' } : undefined;
}

/** A repeatable number in [0, 1) for integer coordinates. */
function hash(x: number, y: number, salt = 0): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(salt, 2147483647)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth noise in [0, 1): a grid of hashed values, interpolated. */
function noise(x: number, y: number, salt = 0): number {
  const [ix, iy] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - ix, y - iy];
  const [sx, sy] = [fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)];
  const a = hash(ix, iy, salt) + (hash(ix + 1, iy, salt) - hash(ix, iy, salt)) * sx;
  const b = hash(ix, iy + 1, salt) + (hash(ix + 1, iy + 1, salt) - hash(ix, iy + 1, salt)) * sx;
  return a + (b - a) * sy;
}

/** Terrazzo's chips: marble and stone pieces in the binder, one colour each. */
const CHIPS: [number, number, number][] = [
  [62, 60, 56],
  [181, 83, 46],
  [246, 243, 236],
  [111, 125, 106],
  [140, 134, 124],
];

/**
 * The material's colour at one pixel, RGB 0–255, drawn at `scale` pixels a unit (larger near the
 * viewer, so a floor's grain recedes); `base` its own colour.
 */
export function grainAt(grain: Grain, base: [number, number, number], x: number, y: number, scale: number): [number, number, number] {
  const tone = (k: number): [number, number, number] => [base[0] * k, base[1] * k, base[2] * k];
  const [u, v] = [x / scale, y / scale];
  switch (grain) {
    case 'terrazzo': {
      const [cx, cy] = [Math.floor(u / 1.8), Math.floor(v / 1.8)];
      const chance = hash(cx, cy, 1);
      if (chance < 0.55) {
        const [ox, oy] = [(cx + 0.25 + hash(cx, cy, 2) * 0.5) * 1.8, (cy + 0.25 + hash(cx, cy, 3) * 0.5) * 1.8];
        const r = 0.2 + hash(cx, cy, 4) ** 2 * 0.6;
        // Seen at a low angle, a round chip is wider than it is deep.
        if ((u - ox) ** 2 + ((v - oy) * 1.6) ** 2 < r * r) return CHIPS[Math.floor(hash(cx, cy, 5) * CHIPS.length)];
      }
      return tone(0.97 + hash(x, y, 6) * 0.06);
    }
    case 'wood': {
      const board = Math.floor(v / 3.2);
      const joint = Math.floor((u + hash(board, 0, 7) * 40) / 40);
      const seam = v / 3.2 - board < 0.06 || (u + hash(board, 0, 7) * 40) / 40 - joint < 0.008;
      const plank = 0.9 + hash(board, joint, 8) * 0.18;
      const streak = 0.94 + 0.08 * noise(u * 0.15, v * 3 + board * 7, 9);
      return tone(seam ? 0.72 : plank * streak);
    }
    case 'veined': {
      const cloud = 0.94 + 0.08 * noise(u / 9, v / 9, 10);
      const vein = Math.abs(Math.sin((u + v * 0.7) / 6 + noise(u / 7, v / 7, 11) * 6));
      return tone(vein < 0.05 ? cloud * 0.8 : cloud);
    }
    case 'stone':
      return tone(0.93 + 0.06 * noise(u / 5, v / 5, 12) + 0.04 * hash(x, y, 13));
    case 'tiles': {
      const [tu, tv] = [u / 6 - Math.floor(u / 6), v / 6 - Math.floor(v / 6)];
      if (tu < 0.05 || tv < 0.05) return tone(0.75);
      return tone(0.92 + hash(Math.floor(u / 6), Math.floor(v / 6), 14) * 0.14);
    }
    case 'brick': {
      const course = Math.floor(v / 2.4);
      const offset = course % 2 ? 3 : 0;
      const [bu, bv] = [(u + offset) / 6 - Math.floor((u + offset) / 6), v / 2.4 - course];
      if (bu < 0.04 || bv < 0.1) return tone(1.2);
      return tone(0.88 + hash(Math.floor((u + offset) / 6), course, 15) * 0.2);
    }
    case 'plain':
      return tone(0.97 + hash(x, y, 16) * 0.05);
  }
}
