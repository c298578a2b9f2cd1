import sharp from 'sharp';
import { grainAt, materialOf } from './material-grain.js';

/** Feathering inside the edge of the part: weights of the first two rings, then the full change. */
const FEATHER = [0.4, 0.75];

/**
 * Each pixel's distance (in rings, 1–3) from the outside of the mask, 0 outside: the feather is
 * drawn inside the part, so no pixel outside it changes.
 */
function rings(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (mask[i]) out[i] = 3;
  for (let ring = 1; ring <= FEATHER.length; ring++) {
    const next = out.slice();
    for (let i = 0; i < mask.length; i++) {
      if (out[i] !== 3) continue;
      const [x, y] = [i % width, Math.floor(i / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const outside = nx < 0 || ny < 0 || nx >= width || ny >= height ? false : out[ny * width + nx] < ring;
          if (outside) next[i] = ring;
        }
    }
    out.set(next);
  }
  return out;
}

/** How much of a change each pixel takes: 1 well inside the part, less over its two edge rings, 0 outside. */
export function featherRings(mask: Uint8Array, width: number, height: number): Float32Array {
  const r = rings(mask, width, height);
  const out = new Float32Array(mask.length);
  for (let p = 0; p < mask.length; p++) out[p] = r[p] === 3 ? 1 : r[p] ? FEATHER[r[p] - 1] : 0;
  return out;
}

const luma = (d: Uint8Array | Buffer, i: number) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];

/**
 * The offline "Change one part" (issue #46): inside the mask, the named material's colour and
 * grain under the picture's own light (each pixel's brightness against the part's mean, so sun
 * patches and shadows stay), feathered over two pixels inside the edge; outside it every pixel is
 * left as it was. Returns a PNG, or undefined when the description names no material the offline
 * renderer knows.
 */
export async function restyleRegion(image: Buffer, mask: Uint8Array, prompt: string): Promise<Buffer | undefined> {
  const material = materialOf(prompt);
  if (!material) return undefined;
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const weights = featherRings(mask, width, height);
  let [sum, n] = [0, 0];
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    sum += luma(data, p * 3);
    n++;
  }
  const mean = n ? sum / n : 128;
  const hex = Number.parseInt(material.colour.slice(1), 16);
  const base: [number, number, number] = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
  const unit = (5 * Math.min(width, height)) / 1024;
  const out = Buffer.from(data);
  for (let p = 0; p < mask.length; p++) {
    const weight = weights[p];
    if (!weight) continue;
    const [x, y] = [p % width, Math.floor(p / width)];
    // Nearer the foot of the picture is nearer the viewer: the grain grows.
    const colour = grainAt(material.grain, base, x, y, unit * (0.45 + 0.75 * (y / height)));
    const light = Math.min(1.6, Math.max(0.35, luma(data, p * 3) / mean));
    for (let c = 0; c < 3; c++) {
      const was = data[p * 3 + c];
      out[p * 3 + c] = Math.round(was + (Math.min(255, colour[c] * light) - was) * weight);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
