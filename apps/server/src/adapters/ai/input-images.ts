import sharp from 'sharp';
import type { ImageRequest } from './image-model.port.js';
import { ProviderError } from './provider-error.js';

/** What one provider accepts as input images (an edit or a multi-image prompt). */
export interface InputImageLimits {
  /** Images in one request, the reference included. */
  maxImages: number;
  /** Longest side in pixels; larger images are downscaled (never enlarged). */
  maxSide: number;
  /** Bytes per encoded image; a PNG over it is sent as JPEG instead. */
  maxBytes: number;
}

export interface InputImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface InputImages {
  /** The reference (the designer's space) first when there is one, then the moodboard images. */
  images: InputImage[];
  structure?: InputImage & { strength: number };
  moodboard: InputImage[];
}

/** Decoding guard: Loci's own uploads stop at 40 MP; anything far beyond is not a reference. */
const MAX_INPUT_PIXELS = 100_000_000;

async function encode(bytes: Buffer, limits: InputImageLimits, lossless: boolean): Promise<InputImage> {
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // EXIF orientation, so a phone photo keeps its upright geometry
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true });
  if (lossless) {
    const { data, info } = await base.clone().png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true });
    if (data.length <= limits.maxBytes) return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
  }
  for (const quality of [88, 75, 60]) {
    const { data, info } = await base
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= limits.maxBytes || quality === 60)
      return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  }
  throw new Error('unreachable');
}

/**
 * The request's reference and moodboard images, re-encoded for a provider: orientation applied,
 * downscaled to `maxSide`, the reference as PNG (its lines stay crisp) and moodboard images as JPEG,
 * whatever came in (WebP, GIF, AVIF, HEIC…). At most `maxImages`, the reference first.
 * An unreadable reference is a `rejected` ProviderError; an unreadable moodboard image is left out.
 */
export async function prepareInputImages(req: ImageRequest, limits: InputImageLimits, provider: string): Promise<InputImages> {
  let structure: InputImages['structure'];
  if (req.structure) {
    try {
      structure = { ...(await encode(req.structure.image, limits, true)), strength: clampStrength(req.structure.strength) };
    } catch (err) {
      throw new ProviderError('rejected', provider, `${provider}: the reference image could not be read`, { cause: err });
    }
  }
  const room = Math.max(0, limits.maxImages - (structure ? 1 : 0));
  const moodboard: InputImage[] = [];
  for (const ref of req.references ?? []) {
    if (moodboard.length >= room) break;
    const image = await encode(ref, limits, false).catch(() => undefined);
    if (image) moodboard.push(image);
  }
  return { images: [...(structure ? [structure] : []), ...moodboard], structure, moodboard };
}

export function clampStrength(strength: number): number {
  return Number.isFinite(strength) ? Math.min(1, Math.max(0, strength)) : 0.5;
}

/** How closely the image keeps the reference, in words a multimodal model follows. */
export function strengthWords(strength: number): string {
  const s = clampStrength(strength);
  if (s < 0.34)
    return 'loosely: keep its overall layout, main volumes and viewpoint, and feel free to reinterpret details, furniture and openings';
  if (s < 0.67)
    return 'closely: keep its walls, floor and ceiling planes, openings, proportions and camera viewpoint; restyle surfaces, materials, furniture and light';
  return 'strictly: keep every wall, edge, opening, proportion and the exact camera viewpoint and framing unchanged; change only materials, colours, finishes and light';
}

/** The instruction that tells a multi-image model which input is which. */
export function inputImagesInstruction(inputs: InputImages): string {
  const n = inputs.moodboard.length;
  if (inputs.structure) {
    const mood =
      n === 0
        ? ''
        : ` ${n === 1 ? 'Image 2 is' : `Images 2–${n + 1} are`} the moodboard: take materials, colours, textures and mood from ${n === 1 ? 'it' : 'them'}, do not copy ${n === 1 ? 'it' : 'them'}.`;
    return `Image 1 is the designer's own space (a site photo, sketch or model view). Render that same space and keep its geometry ${strengthWords(inputs.structure.strength)}.${mood}`;
  }
  if (n === 0) return '';
  return `The input image${n === 1 ? ' is' : 's are'} the moodboard: take materials, colours, textures and mood from ${n === 1 ? 'it' : 'them'}; make a new image, do not copy ${n === 1 ? 'it' : 'them'}.`;
}
