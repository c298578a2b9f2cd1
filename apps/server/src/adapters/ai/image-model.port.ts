import type { Shot } from './shot/shot.js';
import type { SliderStep } from './text-model.port.js';

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  /** 0 material close-up, 1 street/room scale, 2 macro/aerial. */
  microMacro: SliderStep;
  /** 0 photographic, 1 balanced, 2 styled/graphic. */
  photoStyled: SliderStep;
  /** Brand colours as hex strings. */
  palette?: string[];
  /** What the picture shows, when the caller holds it; otherwise the offline model reads it from the prompt. */
  shot?: Shot;
  /** Reference images (e.g. a moodboard's images for a render). */
  references?: Buffer[];
  /** The designer's own space (a site photo, sketch or model view) whose geometry the image keeps; strength 0 loose … 1 strict. */
  structure?: { image: Buffer; contentType: string; strength: number };
  /**
   * Materials a room's surfaces are made of, when a variant sets them (issue #46): the prompt says
   * it for a model ("Surfaces: terrazzo floor."); the offline renderer colours those surfaces.
   */
  surfaces?: { floor?: string; walls?: string };
  /**
   * A variant's set (issue #46): the prompt of the render the set varies. The offline renderer
   * draws every variant of a set from it (one room); a model reads `prompt`.
   */
  variantOf?: string;
  /** A new one for each regeneration, so the same prompt gives a new image (offline, and providers that take one). */
  seed?: number;
  signal?: AbortSignal;
}

/**
 * One part of an image changed (issue #46 "Change one part"): the image, a mask of its size and
 * what the part becomes. The caller keeps the image outside the mask as it was.
 */
export interface ImageEditRequest {
  image: Buffer;
  /** A PNG of the image's size: white where the image changes, black where it stays. */
  mask: Buffer;
  /** What the part becomes ("terrazzo floor"). */
  prompt: string;
  width: number;
  height: number;
  /** The part's name when the segmenter found it ("floor"), for models that read a described region. */
  region?: string;
  signal?: AbortSignal;
}

/** A print-size copy of an image (issue #46 "Upscale"): exactly `width × height`, the image's own shape enlarged. */
export interface ImageUpscaleRequest {
  image: Buffer;
  factor: number;
  width: number;
  height: number;
  signal?: AbortSignal;
}

export interface GeneratedImage {
  bytes: Buffer;
  contentType: string;
  provider: string;
  model: string;
}

/** Turns a prompt and slider settings into an image. Images are unmarked: watermarking is done after. */
export interface ImageModel {
  readonly provider: string;
  readonly offline: boolean;
  /** Generates one image at the requested size (providers may snap to their nearest supported size). */
  generate(req: ImageRequest): Promise<GeneratedImage>;
  /** Changes the masked part of an image (inpainting); omitted when the model cannot. */
  edit?(req: ImageEditRequest): Promise<GeneratedImage>;
  /** Enlarges an image with the provider's own upscaler; omitted when it has none (Loci then upscales it itself). */
  upscale?(req: ImageUpscaleRequest): Promise<GeneratedImage>;
  /**
   * The pixel size this model draws for a reference of `width × height` (its nearest supported size).
   * Omitted: the model draws any size, so a render keeps the reference's aspect (see render-frame.ts).
   */
  frame?(width: number, height: number): { width: number; height: number };
}
