import sharp from 'sharp';
import { featherRings } from './restyle-region.js';

/**
 * A model's edit laid over the original inside the mask only (feathered over two pixels inside
 * its edge): whatever a model redrew elsewhere, outside the part the picture stays as it was.
 * The edit is resized to the original's size first (models draw at their own sizes).
 */
export async function keepOutside(original: Buffer, edited: Buffer, mask: Uint8Array): Promise<Buffer> {
  const { data, info } = await sharp(original).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const redrawn = await sharp(edited).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const weight = featherRings(mask, width, height);
  const out = Buffer.from(data);
  for (let p = 0; p < mask.length; p++) {
    const w = weight[p];
    if (!w) continue;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = Math.round(data[p * 3 + c] + (redrawn[p * 3 + c] - data[p * 3 + c]) * w);
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
