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
  // Enlarged smoothly, then cut at half: a slanted edge stays a straight line, not a staircase.
  const regions = await Promise.all(
    found.map(async (r) => {
      if (w === width && h === height) return r;
      const big = await sharp(Buffer.from(r.mask), { raw: { width: w, height: h, channels: 1 } })
        .resize(width, height, { fit: 'fill', kernel: 'cubic' })
        // One channel out, as in (sharp widens a one-channel raw image to three unless told).
        .toColourspace('b-w')
        .extractChannel(0)
        .raw()
        .toBuffer();
      const mask = new Uint8Array(width * height);
      for (let i = 0; i < mask.length; i++) mask[i] = big[i] > 127 ? 255 : 0;
      return { ...r, mask };
    }),
  );
  return { width, height, regions };
}
