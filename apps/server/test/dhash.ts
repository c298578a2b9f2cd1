import sharp from 'sharp';

/**
 * A 9×8 difference hash of an image (64 bits, one per left/right neighbour pair of a greyscale
 * thumbnail): two drawings of the same picture are a few bits apart, different ones many.
 * `mirror`: of the image flipped left to right; `normalise`: contrast stretched first, so a
 * recoloured copy of a drawing hashes like the drawing.
 */
export async function dHash(png: Buffer, { mirror = false, normalise = false } = {}): Promise<bigint> {
  let image = sharp(png).greyscale();
  if (mirror) image = image.flop();
  if (normalise) image = image.normalise();
  const px = await image.resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x] > px[y * 9 + x + 1] ? 1n : 0n);
  return hash;
}

/** How many bits two hashes differ in. */
export function hamming(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  for (; x; x >>= 1n) count += Number(x & 1n);
  return count;
}
