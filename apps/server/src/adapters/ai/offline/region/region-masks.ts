import sharp from 'sharp';

/** A mask as Loci passes it around: one byte a pixel, 255 inside the part, and its size. */
export interface Mask {
  mask: Uint8Array;
  width: number;
  height: number;
}

/** A mask as a black-and-white PNG (white inside: the form the port and the web use). */
export function maskToPng({ mask, width, height }: Mask): Promise<Buffer> {
  return sharp(Buffer.from(mask), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
}

/** A mask read from an image: inside where a pixel is bright and opaque (white on black, or painted on transparent). */
export async function maskFromImage(image: Buffer): Promise<Mask> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(info.width * info.height);
  const transparent = hasTransparency(data);
  for (let p = 0; p < mask.length; p++) {
    const i = p * 4;
    const light = (0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]) * (data[i + 3] / 255);
    // Painted on a transparent canvas, a stroke of any colour counts; on an opaque mask, white does.
    const painted = data[i + 3] > 127 && (light > 127 || transparent);
    mask[p] = painted ? 255 : 0;
  }
  return { mask, width: info.width, height: info.height };
}

function hasTransparency(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] < 128) return true;
  return false;
}

/**
 * The mask the OpenAI images/edits endpoint takes: the image's size, transparent (alpha 0) where
 * the image changes, opaque black where it stays.
 */
export async function maskToAlphaPng(png: Buffer): Promise<Buffer> {
  const { mask, width, height } = await maskFromImage(png);
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0; p < mask.length; p++) rgba[p * 4 + 3] = mask[p] ? 0 : 255;
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
