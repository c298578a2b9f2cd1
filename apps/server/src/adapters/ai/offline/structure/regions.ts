/** Segmentation of a picture into a few large regions: k-means on colour, then a majority filter. */

export interface Regions {
  w: number;
  h: number;
  /** Region index per pixel. */
  labels: Uint8Array;
  k: number;
}

/** Initial centres spread over the luminance range (deterministic: the same picture gives the same regions). */
function seedCentres(rgb: Uint8Array, n: number, k: number): Float32Array {
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = 0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2];
  const order = Array.from(lum.keys()).sort((a, b) => lum[a] - lum[b]);
  const centres = new Float32Array(k * 3);
  for (let c = 0; c < k; c++) {
    const i = order[Math.min(n - 1, Math.floor(((c + 0.5) / k) * n))];
    centres.set([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]], c * 3);
  }
  return centres;
}

function nearest(centres: Float32Array, k: number, r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let c = 0; c < k; c++) {
    const dr = r - centres[c * 3];
    const dg = g - centres[c * 3 + 1];
    const db = b - centres[c * 3 + 2];
    const d = dr * dr + dg * dg + db * db;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** k-means centres of an RGB picture, fitted on every `stride`-th pixel. */
export function kmeans(rgb: Uint8Array, pixels: number, k: number, stride = 7, rounds = 8): Float32Array {
  const sample = new Uint8Array(Math.ceil(pixels / stride) * 3);
  let n = 0;
  for (let i = 0; i < pixels; i += stride, n++) sample.set(rgb.subarray(i * 3, i * 3 + 3), n * 3);
  const centres = seedCentres(sample, n, k);
  const sums = new Float64Array(k * 4);
  for (let round = 0; round < rounds; round++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const c = nearest(centres, k, sample[i * 3], sample[i * 3 + 1], sample[i * 3 + 2]);
      sums[c * 4] += sample[i * 3];
      sums[c * 4 + 1] += sample[i * 3 + 1];
      sums[c * 4 + 2] += sample[i * 3 + 2];
      sums[c * 4 + 3] += 1;
    }
    for (let c = 0; c < k; c++) {
      const count = sums[c * 4 + 3];
      if (count) centres.set([sums[c * 4] / count, sums[c * 4 + 1] / count, sums[c * 4 + 2] / count], c * 3);
    }
  }
  return centres;
}

/** Each pixel's nearest centre, then `passes` of a (2r+1)² majority filter so regions are large and clean. */
export function segment(rgb: Uint8Array, w: number, h: number, opts: { k: number; radius: number; passes: number }): Regions {
  const { k } = opts;
  const centres = kmeans(rgb, w * h, k);
  let labels: Uint8Array = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) labels[i] = nearest(centres, k, rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
  for (let p = 0; p < opts.passes; p++) labels = majority(labels, w, h, k, opts.radius);
  return { w, h, labels, k };
}

/**
 * A majority filter: for each region, the count of its pixels in the (2r+1)² window by two running
 * sums (rows, then columns); each pixel takes the region counted most. Cost k × 4 adds per pixel.
 */
function majority(src: Uint8Array, w: number, h: number, k: number, r: number): Uint8Array {
  const best = new Uint16Array(w * h);
  const out = new Uint8Array(w * h);
  const rows = new Uint16Array(w * h);
  for (let c = 0; c < k; c++) {
    for (let y = 0; y < h; y++) {
      const row = y * w;
      let acc = 0;
      for (let x = 0; x <= Math.min(w - 1, r); x++) acc += src[row + x] === c ? 1 : 0;
      for (let x = 0; x < w; x++) {
        rows[row + x] = acc;
        if (x + r + 1 < w && src[row + x + r + 1] === c) acc++;
        if (x - r >= 0 && src[row + x - r] === c) acc--;
      }
    }
    for (let x = 0; x < w; x++) {
      let acc = 0;
      for (let y = 0; y <= Math.min(h - 1, r); y++) acc += rows[y * w + x];
      for (let y = 0; y < h; y++) {
        const i = y * w + x;
        if (acc > best[i]) {
          best[i] = acc;
          out[i] = c;
        }
        if (y + r + 1 < h) acc += rows[(y + r + 1) * w + x];
        if (y - r >= 0) acc -= rows[(y - r) * w + x];
      }
    }
  }
  return out;
}
