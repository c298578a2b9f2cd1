import sharp from 'sharp';
import type { ImageModel } from './image-model.port.js';
import type { InputImage } from './input-images.js';

/** The pixel size an image model draws. */
export interface FrameSize {
  width: number;
  height: number;
}

/** The frame a render will have, and whether the reference is fitted (padded) into it because the aspects differ. */
export interface RenderFrame extends FrameSize {
  fitted: boolean;
}

/** Long side of a render from a model that draws any size (offline, ComfyUI's default): the default render's long side. */
export const RENDER_LONG_SIDE = 1536;

/** Aspects closer than this (as a share) count as the same: the reference is sent as it is. */
export const FIT_TOLERANCE = 0.03;

/** The reference's aspect with its long side at `longSide` (even sides). */
export function keepAspect(width: number, height: number, longSide = RENDER_LONG_SIDE): FrameSize {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const scale = longSide / Math.max(w, h);
  const even = (v: number) => Math.max(16, Math.round((v * scale) / 2) * 2);
  return { width: even(w), height: even(h) };
}

/** True when two aspects differ by more than FIT_TOLERANCE. */
export function aspectsDiffer(a: FrameSize, b: FrameSize): boolean {
  return Math.abs(Math.log(a.width / a.height / (b.width / b.height))) > Math.log(1 + FIT_TOLERANCE);
}

/**
 * The frame a render of a `width × height` reference will have with this model: the model's own
 * nearest size when it has a fixed set, otherwise the reference's aspect at RENDER_LONG_SIDE.
 */
export function renderFrameFor(model: Pick<ImageModel, 'frame'>, width: number, height: number): RenderFrame {
  const frame = model.frame?.(width, height) ?? keepAspect(width, height);
  return { width: frame.width, height: frame.height, fitted: aspectsDiffer(frame, { width, height }) };
}

/**
 * The reference letterboxed into the frame's aspect (white bands on the short sides), never cropped,
 * then kept within `maxSide`: the provider draws the whole of the drawing. Unchanged when the aspects agree.
 */
export async function fitIntoFrame(image: InputImage, frame: FrameSize, maxSide: number): Promise<InputImage> {
  if (!aspectsDiffer(image, frame)) return image;
  const target = frame.width / frame.height;
  const width = Math.max(image.width, Math.round(image.height * target));
  const height = Math.max(image.height, Math.round(image.width / target));
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  const padded = await sharp(image.bytes)
    .extend({ left, right: width - image.width - left, top, bottom: height - image.height - top, background: '#ffffff' })
    .toBuffer();
  const out = sharp(padded).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded = image.contentType === 'image/png' ? out.png({ compressionLevel: 9 }) : out.jpeg({ quality: 88, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: image.contentType, width: info.width, height: info.height };
}

/** A stored image's upright size (EXIF orientation applied), or null when it cannot be read. */
export async function uprightSize(bytes: Buffer): Promise<FrameSize | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    if (!meta.width || !meta.height) return null;
    return swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
