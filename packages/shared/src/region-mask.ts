/**
 * Masks of one part of a picture, shared by the server's segmenter and the web's "Select similar
 * colour" tool: one byte a pixel (255 inside, 0 outside), row by row.
 */

/** How far two colours are apart: the largest difference of one channel (0–255). */
function distance(rgba: Uint8ClampedArray | Uint8Array, a: number, b: number): number {
  return Math.max(Math.abs(rgba[a] - rgba[b]), Math.abs(rgba[a + 1] - rgba[b + 1]), Math.abs(rgba[a + 2] - rgba[b + 2]));
}

export interface SimilarColourOptions {
  /** Largest difference from the clicked pixel's colour (0–255). */
  tolerance: number;
  /** Largest difference between neighbouring pixels (an edge stops the fill); defaults to `tolerance`. */
  step?: number;
  /** Pixels no fill may enter (already taken). */
  blocked?: Uint8Array;
}

/**
 * The connected pixels of a colour similar to the one at (x, y): a flood fill over RGBA pixels,
 * 4-connected, within `tolerance` of the seed and `step` of each neighbour.
 */
export function selectSimilarColour(
  rgba: Uint8ClampedArray | Uint8Array,
  size: { width: number; height: number },
  at: { x: number; y: number },
  opts: SimilarColourOptions,
): Uint8Array {
  const { width, height } = size;
  const mask = new Uint8Array(width * height);
  const x0 = Math.min(width - 1, Math.max(0, Math.floor(at.x)));
  const y0 = Math.min(height - 1, Math.max(0, Math.floor(at.y)));
  const start = y0 * width + x0;
  if (opts.blocked?.[start]) return mask;
  const step = opts.step ?? opts.tolerance;
  const stack = new Int32Array(width * height);
  let top = 0;
  stack[top++] = start;
  mask[start] = 255;
  while (top > 0) {
    const p = stack[--top];
    const x = p % width;
    const near = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
    for (const q of near) {
      if (q < 0 || q >= mask.length || mask[q] || opts.blocked?.[q]) continue;
      if (distance(rgba, q * 4, p * 4) > step || distance(rgba, q * 4, start * 4) > opts.tolerance) continue;
      mask[q] = 255;
      stack[top++] = q;
    }
  }
  return mask;
}

/** Share of the pixels inside a mask (0–1). */
export function maskCoverage(mask: Uint8Array): number {
  let inside = 0;
  for (const v of mask) if (v) inside++;
  return mask.length ? inside / mask.length : 0;
}
