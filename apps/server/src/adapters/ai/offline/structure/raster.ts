/** Small raster helpers on Float32 grey maps (row-major, `w × h`): blur, Sobel, thinning, dilation. */

export interface GreyMap {
  w: number;
  h: number;
  v: Float32Array;
}

/** Perceived luminance (0–1) of an interleaved RGB(A) buffer. */
export function greyOf(rgb: Uint8Array, w: number, h: number, channels = 3): GreyMap {
  const v = new Float32Array(w * h);
  for (let i = 0, p = 0; i < v.length; i++, p += channels) v[i] = (0.299 * rgb[p] + 0.587 * rgb[p + 1] + 0.114 * rgb[p + 2]) / 255;
  return { w, h, v };
}

/** A separable box blur run `passes` times (three passes ≈ a Gaussian of sigma ≈ radius). */
export function boxBlur(map: GreyMap, radius: number, passes = 2): GreyMap {
  if (radius < 1) return map;
  const { w, h } = map;
  let src = Float32Array.from(map.v);
  let dst = new Float32Array(w * h);
  const r = Math.round(radius);
  const norm = 1 / (2 * r + 1);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < h; y++) {
      const row = y * w;
      let acc = 0;
      for (let k = -r; k <= r; k++) acc += src[row + Math.min(w - 1, Math.max(0, k))];
      for (let x = 0; x < w; x++) {
        dst[row + x] = acc * norm;
        acc += src[row + Math.min(w - 1, x + r + 1)] - src[row + Math.max(0, x - r)];
      }
    }
    [src, dst] = [dst, src];
    for (let x = 0; x < w; x++) {
      let acc = 0;
      for (let k = -r; k <= r; k++) acc += src[Math.min(h - 1, Math.max(0, k)) * w + x];
      for (let y = 0; y < h; y++) {
        dst[y * w + x] = acc * norm;
        acc += src[Math.min(h - 1, y + r + 1) * w + x] - src[Math.max(0, y - r) * w + x];
      }
    }
    [src, dst] = [dst, src];
  }
  return { w, h, v: src };
}

/** Sobel gradient: magnitude and components per pixel; the border is zero. */
export function sobel(map: GreyMap): { mag: Float32Array; gx: Float32Array; gy: Float32Array } {
  const { w, h, v } = map;
  const mag = new Float32Array(w * h);
  const gxs = new Float32Array(w * h);
  const gys = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const a = v[i - w - 1];
      const c = v[i - w + 1];
      const g = v[i + w - 1];
      const k = v[i + w + 1];
      const gx = c + 2 * v[i + 1] + k - a - 2 * v[i - 1] - g;
      const gy = g + 2 * v[i + w] + k - a - 2 * v[i - w] - c;
      mag[i] = Math.sqrt(gx * gx + gy * gy);
      gxs[i] = gx;
      gys[i] = gy;
    }
  }
  return { mag, gx: gxs, gy: gys };
}

/** The value below which `q` (0–1) of the non-zero entries fall (a histogram over 0…max). */
export function quantile(values: Float32Array, q: number): number {
  let max = 0;
  for (const x of values) if (x > max) max = x;
  if (max === 0) return 0;
  const bins = new Uint32Array(1024);
  let n = 0;
  for (const x of values) {
    if (x <= 0) continue;
    bins[Math.min(1023, Math.floor((x / max) * 1023))]++;
    n++;
  }
  let seen = 0;
  for (let b = 0; b < 1024; b++) {
    seen += bins[b];
    if (seen >= q * n) return ((b + 1) / 1024) * max;
  }
  return max;
}

/** Hysteresis thresholds in gradient units (a unit step of grey gives 4). */
export interface Thresholds {
  low: number;
  high: number;
}

/**
 * A thin edge map in the manner of Canny: Sobel magnitude, non-maximum suppression along the
 * gradient, then hysteresis between `low` and `high` (absolute gradient units).
 */
export function cannyLite(map: GreyMap, limits: Thresholds | ((mag: Float32Array) => Thresholds)): Uint8Array {
  const { w, h } = map;
  const { mag, gx, gy } = sobel(map);
  const thresholds = typeof limits === 'function' ? limits(mag) : limits;
  const thin = new Float32Array(w * h);
  const TAN22 = 0.41421356;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const m = mag[i];
      if (m < thresholds.low) continue;
      // The gradient direction quantised to 0°, 45°, 90°, 135°: keep local maxima along it only.
      const ax = Math.abs(gx[i]);
      const ay = Math.abs(gy[i]);
      const step = ay <= ax * TAN22 ? 1 : ax <= ay * TAN22 ? w : gx[i] * gy[i] > 0 ? w + 1 : w - 1;
      if (m >= mag[i - step] && m >= mag[i + step]) thin[i] = m;
    }
  }
  const out = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const around = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  for (let i = 0; i < thin.length; i++) {
    if (thin[i] < thresholds.high || out[i]) continue;
    out[i] = 1;
    let top = 0;
    stack[top++] = i;
    while (top > 0) {
      const j = stack[--top];
      for (let n = 0; n < 8; n++) {
        const q = j + around[n];
        if (q >= 0 && q < out.length && !out[q] && thin[q] >= thresholds.low) {
          out[q] = 1;
          stack[top++] = q;
        }
      }
    }
  }
  return out;
}

/** Grows a binary mask by `radius` pixels (square structuring element, separable). */
export function dilate(mask: Uint8Array, w: number, h: number, radius: number): Uint8Array {
  if (radius < 1) return mask;
  const tmp = new Uint8Array(w * h);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    // Two sweeps per row (left→right, right→left) mark pixels within radius of a set pixel.
    let last = -1e9;
    for (let x = 0; x < w; x++) {
      if (mask[y * w + x]) last = x;
      if (x - last <= radius) tmp[y * w + x] = 1;
    }
    last = 1e9;
    for (let x = w - 1; x >= 0; x--) {
      if (mask[y * w + x]) last = x;
      if (last - x <= radius) tmp[y * w + x] = 1;
    }
  }
  for (let x = 0; x < w; x++) {
    let last = -1e9;
    for (let y = 0; y < h; y++) {
      if (tmp[y * w + x]) last = y;
      if (y - last <= radius) out[y * w + x] = 1;
    }
    last = 1e9;
    for (let y = h - 1; y >= 0; y--) {
      if (tmp[y * w + x]) last = y;
      if (last - y <= radius) out[y * w + x] = 1;
    }
  }
  return out;
}
