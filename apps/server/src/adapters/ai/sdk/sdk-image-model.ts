import { generateImage, type ImageModel as SdkImageModel } from 'ai';
import sharp from 'sharp';
import type { GeneratedImage, ImageEditRequest, ImageModel, ImageRequest } from '../image-model.port.js';
import type { InputImages } from '../input-images.js';
import { type InputImageLimits, inputImagesInstruction, prepareInputImages } from '../input-images.js';
import { maskToAlphaPng } from '../offline/region/region-masks.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import { toProviderError } from '../provider-error.js';
import { type FrameSize, fitIntoFrame } from '../render-frame.js';

export interface SdkImageModelConfig {
  provider: string;
  modelId: string;
  model: SdkImageModel;
  /** Sizes the provider accepts; the request is snapped to the closest aspect ratio. */
  sizes?: readonly `${number}x${number}`[];
  /** Aspect ratios the provider takes instead of sizes (Gemini, Imagen); the closest one is sent and no size. */
  aspectRatios?: readonly `${number}:${number}`[];
  /** The pixel size the model draws at each aspect ratio (for the frame preview); else 1024 px on the long side. */
  aspectPixels?: Readonly<Record<string, readonly [number, number]>>;
  timeoutMs?: number;
  /**
   * Input images (the reference, then moodboard images) as the model accepts them. Without it the
   * model is prompted with text only. `when: 'structure'` sends them only for a render of the designer's space.
   */
  inputs?: InputImageLimits & { when: 'always' | 'structure' };
  /** Vendor options for one request, e.g. OpenAI's `inputFidelity` when the reference must be kept strictly. */
  providerOptions?: (inputs: InputImages | undefined) => Parameters<typeof generateImage>[0]['providerOptions'];
  /**
   * How the model changes one part of an image (issue #46): `mask`, the provider's own mask (OpenAI
   * images/edits: a PNG transparent where the image changes); `image`, the mask as a second image
   * with the part described in words (Gemini). Omitted: the model cannot.
   */
  edits?: 'mask' | 'image';
}

const defaultSizes = ['1024x1024', '1536x1024', '1024x1536'] as const;

/** The supported size whose aspect ratio is closest to the request's. */
export function snapSize<S extends `${number}x${number}` | `${number}:${number}`>(width: number, height: number, sizes: readonly S[]): S {
  const want = width / height;
  const ratio = (s: string) => {
    const [w, h] = s.split(/[x:]/).map(Number);
    return Math.abs(Math.log(w / h / want));
  };
  return [...sizes].sort((a, b) => ratio(a) - ratio(b))[0];
}

/** The pixel size a model with these sizes or aspect ratios draws for a `width × height` reference. */
export function sdkFrame(
  cfg: Pick<SdkImageModelConfig, 'sizes' | 'aspectRatios' | 'aspectPixels'>,
  width: number,
  height: number,
): FrameSize {
  if (!cfg.aspectRatios) {
    const [w, h] = snapSize(width, height, cfg.sizes ?? defaultSizes)
      .split('x')
      .map(Number);
    return { width: w, height: h };
  }
  const ratio = snapSize(width, height, cfg.aspectRatios);
  const known = cfg.aspectPixels?.[ratio];
  if (known) return { width: known[0], height: known[1] };
  const [a, b] = ratio.split(':').map(Number);
  return a >= b ? { width: 1024, height: Math.round((1024 * b) / a) } : { width: Math.round((1024 * a) / b), height: 1024 };
}

function paletteText(palette: string[] | undefined): string {
  return palette?.length ? ` Colour palette: ${palette.join(', ')}.` : '';
}

/** The words sent with an edit: where the part is and what it becomes, and that the rest stays. */
export function editInstruction(req: Pick<ImageEditRequest, 'prompt' | 'region'>, maskAs: 'mask' | 'image'): string {
  const part = req.region ? `the ${req.region} of the room` : 'the painted part';
  const where =
    maskAs === 'image'
      ? `Image 1 is a render of a room; image 2 is its mask: white marks the part to change (${part}), black what stays.`
      : `Change only the masked part of this render of a room (${part}).`;
  return `${where} That part becomes: ${req.prompt.replace(/[.!?]+$/, '')}. Keep everything else exactly as it is: the same room, light, viewpoint and framing. Answer with the whole render, edited. No text, no logos, no watermark.`;
}

/** An ImageModel over any Vercel AI SDK image model; slider settings become prompt modifiers. */
export function createSdkImageModel(cfg: SdkImageModelConfig): ImageModel {
  return {
    provider: cfg.provider,
    offline: false,
    frame: (width, height) => sdkFrame(cfg, width, height),
    async generate(req: ImageRequest): Promise<GeneratedImage> {
      const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])];
      const text = `${withSliderModifiers(req.prompt, req.microMacro, req.photoStyled)}${paletteText(req.palette)} No text, no logos, no watermark.`;
      try {
        const wantsInputs = cfg.inputs && (cfg.inputs.when === 'always' || req.structure);
        const inputs = wantsInputs && cfg.inputs ? await prepareInputImages(req, cfg.inputs, cfg.provider) : undefined;
        // A render of the designer's space keeps its framing: the size follows the reference's aspect,
        // and a reference whose aspect the model cannot draw is letterboxed into the nearest one, never cropped.
        const [w, h] = inputs?.structure ? [inputs.structure.width, inputs.structure.height] : [req.width, req.height];
        if (inputs?.structure && cfg.inputs) {
          const fitted = await fitIntoFrame(inputs.structure, sdkFrame(cfg, w, h), cfg.inputs.maxSide);
          inputs.structure = { ...fitted, strength: inputs.structure.strength };
          inputs.images[0] = inputs.structure;
        }
        const prompt = inputs?.images.length
          ? { text: `${inputImagesInstruction(inputs)} ${text}`, images: inputs.images.map((i) => new Uint8Array(i.bytes)) }
          : text;
        const { image } = await generateImage({
          model: cfg.model,
          prompt,
          ...(cfg.aspectRatios ? { aspectRatio: snapSize(w, h, cfg.aspectRatios) } : { size: snapSize(w, h, cfg.sizes ?? defaultSizes) }),
          maxRetries: 0, // the generation service owns retries
          ...(cfg.providerOptions ? { providerOptions: cfg.providerOptions(inputs) } : {}),
          ...(req.seed === undefined ? {} : { seed: req.seed }),
          abortSignal: AbortSignal.any(signals),
        });
        return {
          bytes: Buffer.from(image.uint8Array),
          contentType: image.mediaType || 'image/png',
          provider: cfg.provider,
          model: cfg.modelId,
        };
      } catch (err) {
        throw toProviderError(err, cfg.provider);
      }
    },
    ...(cfg.edits ? { edit: (req: ImageEditRequest) => editPart(cfg, cfg.edits as 'mask' | 'image', req) } : {}),
  };
}

/** One part of an image changed: the image and its mask, in the form the provider takes (see `edits`). */
async function editPart(cfg: SdkImageModelConfig, maskAs: 'mask' | 'image', req: ImageEditRequest): Promise<GeneratedImage> {
  const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])];
  try {
    const image = new Uint8Array(await sharp(req.image).removeAlpha().png().toBuffer());
    const text = editInstruction(req, maskAs);
    const prompt =
      maskAs === 'mask'
        ? { text, images: [image], mask: new Uint8Array(await maskToAlphaPng(req.mask)) }
        : { text, images: [image, new Uint8Array(await sharp(req.mask).png().toBuffer())] };
    const { image: out } = await generateImage({
      model: cfg.model,
      prompt,
      ...(cfg.aspectRatios
        ? { aspectRatio: snapSize(req.width, req.height, cfg.aspectRatios) }
        : { size: snapSize(req.width, req.height, cfg.sizes ?? defaultSizes) }),
      maxRetries: 0,
      abortSignal: AbortSignal.any(signals),
    });
    return { bytes: Buffer.from(out.uint8Array), contentType: out.mediaType || 'image/png', provider: cfg.provider, model: cfg.modelId };
  } catch (err) {
    throw toProviderError(err, cfg.provider);
  }
}
