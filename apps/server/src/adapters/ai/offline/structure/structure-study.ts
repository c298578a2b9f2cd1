import sharp from 'sharp';
import { type TimeOfDay, timeOf } from '../procedural/composition.js';
import { hashString } from '../seed.js';
import { type FillPlan, planFills } from './fills.js';
import { boxBlur, cannyLite, greyOf, quantile } from './raster.js';
import { segment } from './regions.js';

export interface StructureStudyInput {
  prompt: string;
  width: number;
  height: number;
  /** The designer's space and how strictly to keep it (0 loose … 1 strict). */
  structure: { image: Buffer; strength: number };
  /** Moodboard colours (hex); the regions are painted in these. */
  palette?: string[];
  /** Moodboard images: their fine texture becomes the regions' materials. */
  references?: Buffer[];
  seed?: number;
}

const REGIONS = 6;
const TEXTURE = 160;
/** The longer side the study is painted at. */
const WORKING_SIDE = 768;

/** How the strength shapes the study: strict keeps every line crisp and in place; loose simplifies, blurs and moves them. */
function looseness(strength: number) {
  const s = Math.max(0, Math.min(1, Number.isFinite(strength) ? strength : 0.6));
  const l = 1 - s;
  return {
    s,
    /** Blur (half-res px) before segmenting: loose regions are fewer and rounder. */
    segmentBlur: 1.5 + l * l * 14,
    /** Displacement amplitude as a share of the width. */
    wobble: l < 0.3 ? 0 : (l - 0.3) * 0.11,
    inkOpacity: 0.04 + 0.86 * s * s,
    /** Edges drawn from the blurred picture when loose (only its big lines survive). */
    edgeBlur: l * l * 9,
    shading: 0.35 + 0.45 * s,
  };
}

/** A smooth displacement field: bilinear value noise on a coarse grid, ±1 per axis, written into `out`. */
function wobbleField(seed: number, cols = 7, rows = 5) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
  const grid = Float32Array.from({ length: (cols + 1) * (rows + 1) * 2 }, next);
  return (u: number, v: number, out: Float32Array): void => {
    const x = u * cols;
    const y = v * rows;
    const x0 = Math.min(cols - 1, Math.floor(x));
    const y0 = Math.min(rows - 1, Math.floor(y));
    const fx = x - x0;
    const fy = y - y0;
    for (let axis = 0; axis < 2; axis++) {
      const i = (y0 * (cols + 1) + x0) * 2 + axis;
      const j = i + (cols + 1) * 2;
      const top = grid[i] * (1 - fx) + grid[i + 2] * fx;
      const bottom = grid[j] * (1 - fx) + grid[j + 2] * fx;
      out[axis] = top * (1 - fy) + bottom * fy;
    }
  };
}

/**
 * The material of each moodboard image: the fine grain (high-pass grey, small radius, clamped)
 * of its centre — away from the corner marks and from the scene's own objects — tiled mirrored
 * so no seam shows.
 */
async function materialTiles(references: Buffer[]): Promise<Float32Array[]> {
  const tiles: Float32Array[] = [];
  for (const bytes of references.slice(0, REGIONS)) {
    try {
      const meta = await sharp(bytes).metadata();
      const side = Math.max(16, Math.round(Math.min(meta.width ?? 0, meta.height ?? 0) * 0.35));
      const left = Math.max(0, Math.round(((meta.width ?? side) - side) / 2));
      const top = Math.max(0, Math.round(((meta.height ?? side) - side) / 2));
      const raw = await sharp(bytes)
        .extract({ left, top, width: side, height: side })
        .resize(TEXTURE, TEXTURE)
        .removeAlpha()
        .raw()
        .toBuffer();
      const grey = greyOf(raw, TEXTURE, TEXTURE);
      const low = boxBlur(grey, 2, 2);
      tiles.push(grey.v.map((v, i) => Math.max(-0.08, Math.min(0.08, v - low.v[i]))));
    } catch {
      // An unreadable moodboard image gives no material; the region keeps its flat colour.
    }
  }
  return tiles;
}

/** Mirrored tiling: 0 1 … n-1 n-1 … 1 0 0 1 …, so a tile meets its own mirror image and no seam shows. */
const mirror = (v: number, n: number) => {
  const m = v % (2 * n);
  return m < n ? m : 2 * n - 1 - m;
};

/** Light of the time of day as per-channel gains across the frame (u, v in 0–1), plus how much bright patches glow. */
function lightOf(time: TimeOfDay): { gains: (u: number, v: number) => [number, number, number]; glow: number } {
  switch (time) {
    case 'morning':
      return { gains: (u) => [1.04 - 0.1 * u, 1.03 - 0.08 * u, 1.0 - 0.04 * u], glow: 0 };
    case 'noon':
      return { gains: () => [1.05, 1.05, 1.04], glow: 0 };
    case 'evening':
      return {
        gains: (u, v) => {
          const k = 0.82 + 0.22 * u - 0.05 * v;
          return [k * 1.1, k * 0.95, k * 0.78];
        },
        glow: 0,
      };
    case 'night':
      // Dark and blue, with the picture's brightest patches (windows, lamps) glowing warm.
      return { gains: () => [0.42, 0.44, 0.6], glow: 3.2 };
  }
}

/** Light changes slowly across a frame: the gains on a coarse grid, read by the pixel loop. */
const LIGHT_GRID = 48;

function lightTable(time: TimeOfDay): Float32Array {
  const { gains } = lightOf(time);
  const table = new Float32Array(LIGHT_GRID * LIGHT_GRID * 3);
  for (let y = 0; y < LIGHT_GRID; y++) {
    for (let x = 0; x < LIGHT_GRID; x++) table.set(gains(x / LIGHT_GRID, y / LIGHT_GRID), (y * LIGHT_GRID + x) * 3);
  }
  return table;
}

/**
 * An honest study of the designer's own space in the moodboard's palette and materials: the
 * reference's large regions (k-means on colour, majority-filtered) each painted in a moodboard
 * colour matched by lightness, its shading kept, a moodboard texture as material, the light of the
 * prompt's time of day, and its edges (Canny-style) drawn over — crisp and in place at strict,
 * fewer, softer and displaced at loose. PNG bytes at `width × height`.
 */
export async function renderStructureStudy(input: StructureStudyInput): Promise<Buffer> {
  const W = input.width;
  const H = input.height;
  // Painted at a working size and enlarged once: regions and lines lose nothing a study needs, and
  // the time stays flat whatever size is asked for.
  const scale = Math.min(1, WORKING_SIDE / Math.max(W, H));
  const w = Math.max(16, Math.round(W * scale));
  const h = Math.max(16, Math.round(H * scale));
  const k = looseness(input.structure.strength);
  const crisp = await sharp(input.structure.image, { limitInputPixels: 70_000_000 })
    .rotate()
    .resize(w, h, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  // Regions are found at half the working size (large shapes need no more; the lines come from full size).
  const sw = Math.ceil(w / 2);
  const sh = Math.ceil(h / 2);
  const soft = await sharp(crisp, { raw: { width: w, height: h, channels: 3 } })
    .resize(sw, sh)
    .blur(Math.max(0.3, k.segmentBlur / 2))
    .raw()
    .toBuffer();
  const grey = greyOf(crisp, w, h);
  // Loose: a wide majority window, so thin bands (a sketch's blurred lines) fold into their neighbours.
  const regions = segment(soft, sw, sh, { k: REGIONS, radius: 2 + Math.round((1 - k.s) * 6), passes: 2 });
  const seed = input.seed ?? hashString(input.prompt);
  const time = timeOf(input.prompt, (seed % 1000) / 1000);
  const plan: FillPlan = planFills({
    regions,
    grey: greyOf(soft, sw, sh),
    rgb: soft,
    palette: input.palette ?? [],
    prompt: input.prompt,
    sky: SKIES[time],
  });
  const tiles = await materialTiles(input.references ?? []);
  const shade = boxBlur(grey, 2, 2);
  const edgeSource = boxBlur(grey, Math.max(1, k.edgeBlur), k.edgeBlur >= 1 ? 2 : 1);
  // Lines are drawn as strong as they are in the reference: a faint seam stays faint.
  let high = 0;
  let gradient: Float32Array = new Float32Array(0);
  const edges = cannyLite(edgeSource, (mag) => {
    gradient = mag;
    high = Math.max(0.2, quantile(mag, 0.82));
    return { low: high * 0.45, high };
  });
  const lines = new Float32Array(w * h);
  for (let i = 0; i < lines.length; i++) if (edges[i]) lines[i] = Math.min(1, gradient[i] / (high * 3)) ** 1.5;
  const ink = boxBlur({ w, h, v: lines }, 1, 1).v;
  const light = lightTable(time);
  const glow = lightOf(time).glow;
  const shift = displacement(seed, w, h, k.wobble * w);
  const out = Buffer.alloc(w * h * 3);
  const inkAlpha = Math.min(1, k.inkOpacity * 1.6);
  for (let y = 0; y < h; y++) {
    const lightRow = Math.floor((y / h) * LIGHT_GRID) * LIGHT_GRID;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const li = (lightRow + Math.floor((x / w) * LIGHT_GRID)) * 3;
      const src = shift ? shift[i] : i;
      const sy = (src / w) | 0;
      const region = regions.labels[(sy >> 1) * sw + ((src - sy * w) >> 1)];
      const tile = tiles.length ? tiles[region % tiles.length] : null;
      const grain = tile ? tile[mirror(y, TEXTURE) * TEXTURE + mirror(x, TEXTURE)] * plan.texture[region] : 0;
      const detail = ((shade.v[src] - plan.meanLum[region]) * k.shading + grain) * 255;
      const a = Math.min(1, ink[src] * inkAlpha);
      const lamp = glow ? Math.max(0, shade.v[src] - 0.72) * glow : 0;
      const fill = plan.colours[region];
      for (let c = 0; c < 3; c++) {
        const lit = (fill[c] + detail) * (light[li + c] + lamp * LAMP[c]);
        out[i * 3 + c] = Math.max(0, Math.min(255, lit * (1 - a) + plan.ink[c] * a));
      }
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .resize(W, H, { kernel: 'cubic' })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** The sky at each hour (the light of the prompt's time of day). */
const SKIES: Record<TimeOfDay, string> = { morning: '#cfdcea', noon: '#b9d0e8', evening: '#efc6a2', night: '#2b3253' };

/** Warm lamp light added to bright patches at night, per channel. */
const LAMP = [0.7, 0.55, 0.25] as const;

/** Where each pixel takes its region and line from: itself when strict, a smoothly displaced pixel when loose. */
function displacement(seed: number, w: number, h: number, amplitude: number): Int32Array | null {
  if (amplitude < 0.5) return null;
  const field = wobbleField(seed ^ 0x9e3779b9);
  const map = new Int32Array(w * h);
  const d = new Float32Array(2);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      field(x / w, y / h, d);
      const sx = Math.min(w - 1, Math.max(0, Math.round(x + d[0] * amplitude)));
      const sy = Math.min(h - 1, Math.max(0, Math.round(y + d[1] * amplitude)));
      map[y * w + x] = sy * w + sx;
    }
  }
  return map;
}
