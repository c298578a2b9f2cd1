import sharp from 'sharp';
import { type RegionMask, segmentRoom } from './segment-room.js';

/** The segmenter works at most this wide: a plane's edge is found as well, four times faster. */
const WORK_WIDTH = 768;

/**
 * The parts of a room (floor, walls, ceiling, openings) found in an image, each as a mask of the
 * image's own size (found on a smaller copy, then enlarged pixel for pixel).
 */
export async function segmentImage(image: Buffer): Promise<{ width: number; height: number; regions: RegionMask[] }> {
  const meta = await sharp(image).metadata();
  const [width, height] = [meta.width ?? 0, meta.height ?? 0];
  const small = Math.min(1, WORK_WIDTH / width);
  const [w, h] = [Math.max(1, Math.round(width * small)), Math.max(1, Math.round(height * small))];
  const { data } = await sharp(image)
    .resize(w, h, { fit: 'fill', kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = segmentRoom({ rgba: new Uint8Array(data), width: w, height: h });
  const regions = found.map((r) => {
    if (w === width && h === height) return r;
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      const sy = Math.min(h - 1, Math.floor((y * h) / height)) * w;
      for (let x = 0; x < width; x++) mask[y * width + x] = r.mask[sy + Math.min(w - 1, Math.floor((x * w) / width))];
    }
    return { ...r, mask };
  });
  return { width, height, regions };
}
