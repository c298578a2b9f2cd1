import { generateImage, type ImageModel as SdkImageModel } from 'ai';
import type { GeneratedImage, ImageModel, ImageRequest } from '../image-model.port.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import { toProviderError } from '../provider-error.js';

export interface SdkImageModelConfig {
  provider: string;
  modelId: string;
  model: SdkImageModel;
  /** Sizes the provider accepts; the request is snapped to the closest aspect ratio. */
  sizes?: readonly `${number}x${number}`[];
  timeoutMs?: number;
}

const defaultSizes = ['1024x1024', '1536x1024', '1024x1536'] as const;

/** The supported size whose aspect ratio is closest to the request's. */
export function snapSize(width: number, height: number, sizes: readonly `${number}x${number}`[]): `${number}x${number}` {
  const want = width / height;
  const ratio = (s: string) => {
    const [w, h] = s.split('x').map(Number);
    return Math.abs(Math.log(w / h / want));
  };
  return [...sizes].sort((a, b) => ratio(a) - ratio(b))[0];
}

function paletteText(palette: string[] | undefined): string {
  return palette?.length ? ` Colour palette: ${palette.join(', ')}.` : '';
}

/** An ImageModel over any Vercel AI SDK image model; slider settings become prompt modifiers. */
export function createSdkImageModel(cfg: SdkImageModelConfig): ImageModel {
  return {
    provider: cfg.provider,
    offline: false,
    async generate(req: ImageRequest): Promise<GeneratedImage> {
      const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])];
      const prompt = `${withSliderModifiers(req.prompt, req.microMacro, req.photoStyled)}${paletteText(req.palette)} No text, no logos, no watermark.`;
      try {
        const { image } = await generateImage({
          model: cfg.model,
          prompt,
          size: snapSize(req.width, req.height, cfg.sizes ?? defaultSizes),
          maxRetries: 0, // the generation service owns retries
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
  };
}
