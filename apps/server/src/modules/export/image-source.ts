import sharp from 'sharp';
import type { ContentCredentials } from '../../adapters/credentials/credentials.port.js';
import type { Box } from '../../adapters/export/deck.js';
import type { DeckImageSource, PreparedImage } from '../../adapters/export/deck-writer.port.js';

/** Print resolution for the box an image fills, and the cap on either side. */
export const PRINT_DPI = 300;
export const MAX_SIDE_PX = 2000;
export const JPEG_QUALITY = 90;

/** Pixel size for a box at print resolution, the longer side capped at MAX_SIDE_PX. */
export function targetPixels(box: Box): { width: number; height: number } {
  const scale = Math.min(PRINT_DPI, MAX_SIDE_PX / Math.max(box.w, box.h));
  return { width: Math.max(1, Math.round(box.w * scale)), height: Math.max(1, Math.round(box.h * scale)) };
}

/** Output size for `cover`: the box's aspect, never larger than the source's largest crop of that aspect. */
function coverSize(box: Box, src: { width: number; height: number }) {
  const want = targetPixels(box);
  const aspect = want.width / want.height;
  const cropW = Math.min(src.width, src.height * aspect);
  const s = Math.min(1, cropW / want.width);
  return { width: Math.max(1, Math.round(want.width * s)), height: Math.max(1, Math.round(want.height * s)) };
}

/**
 * Downscales and re-encodes one image: JPEG q90 (PNG when it has transparency, e.g. a logo).
 * `cover` crops towards the bottom-left so a generated image's visible AI mark stays whole.
 */
export async function prepareImage(bytes: Buffer, target: { box: Box; fit: 'cover' | 'contain' }): Promise<PreparedImage> {
  const meta = await sharp(bytes).metadata();
  const src = { width: meta.width ?? 1, height: meta.height ?? 1 };
  let pipeline = sharp(bytes);
  if (target.fit === 'cover') {
    pipeline = pipeline.resize({ ...coverSize(target.box, src), fit: 'cover', position: 'southwest' });
  } else {
    pipeline = pipeline.resize({ ...targetPixels(target.box), fit: 'inside', withoutEnlargement: true });
  }
  const encoded = meta.hasAlpha ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, format: meta.hasAlpha ? 'png' : 'jpeg', width: info.width, height: info.height };
}

/** Image source over the asset store: one asset read, resized and encoded per call. */
export function createImageSource(readBytes: (sha: string) => Promise<Buffer | null>, credentials?: ContentCredentials): DeckImageSource {
  return {
    async load(ref, target) {
      const bytes = await readBytes(ref.sha);
      if (!bytes) return null;
      const prepared = await prepareImage(bytes, target);
      if (!credentials?.hasManifest(bytes)) return prepared;
      // Resizing drops the manifest: the deck's copy is signed again, with the stored image (and its lineage) as parent.
      const signed = await credentials.sign({
        bytes: prepared.bytes,
        contentType: prepared.format === 'png' ? 'image/png' : 'image/jpeg',
        edit: 'Loci resized the image for the deck.',
        ingredients: [{ bytes, title: ref.sha.slice(0, 12), relationship: 'parentOf' }],
      });
      return { ...prepared, bytes: signed };
    },
  };
}
