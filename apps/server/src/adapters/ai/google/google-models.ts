import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { ImageModel } from '../image-model.port.js';
import { ProviderError } from '../provider-error.js';
import { createSdkImageModel } from '../sdk/sdk-image-model.js';
import { createSdkTextModel } from '../sdk/sdk-text-model.js';
import type { TextModel } from '../text-model.port.js';

export interface GoogleConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** Gemini text model with structured output (`:generateContent` with `responseSchema`); see google-contract.test.ts. */
export function createGoogleTextModel(cfg: GoogleConfig): TextModel {
  const google = createGoogleGenerativeAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  return createSdkTextModel({ provider: 'google', model: google(cfg.model), timeoutMs: cfg.timeoutMs });
}

/**
 * Gemini 2.5 Flash Image takes at most 3 input images of at most 7 MB inline (20 MB a request):
 * Loci sends the reference and 2 moodboard images, at most 1536 px and 4 MB each, as inlineData parts after the text.
 */
export const GEMINI_INPUT_LIMITS = { maxImages: 3, maxSide: 1536, maxBytes: 4 * 1024 * 1024 } as const;

const GEMINI_ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;
const IMAGEN_ASPECT_RATIOS = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
/** The pixel size Gemini 2.5 Flash Image draws at each aspect ratio (Google's published table). */
const GEMINI_ASPECT_PIXELS: Record<string, readonly [number, number]> = {
  '1:1': [1024, 1024],
  '2:3': [832, 1248],
  '3:2': [1248, 832],
  '3:4': [864, 1184],
  '4:3': [1184, 864],
  '4:5': [896, 1152],
  '5:4': [1152, 896],
  '9:16': [768, 1344],
  '16:9': [1344, 768],
  '21:9': [1536, 672],
};

/**
 * Google image model. The request's aspect (the reference's, for a render of the designer's space) goes as the closest
 * aspect ratio the model takes. Gemini "-image" models (the default, e.g. "gemini-2.5-flash-image") go through
 * `:generateContent` with an IMAGE response part; Imagen models (e.g. "imagen-4.0-generate-001") through `:predict`.
 */
export function createGoogleImageModel(cfg: GoogleConfig): ImageModel {
  const google = createGoogleGenerativeAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  const gemini = cfg.model.startsWith('gemini');
  const sdk = createSdkImageModel({
    provider: 'google',
    modelId: cfg.model,
    model: google.image(cfg.model),
    aspectRatios: gemini ? GEMINI_ASPECT_RATIOS : IMAGEN_ASPECT_RATIOS,
    ...(gemini ? { aspectPixels: GEMINI_ASPECT_PIXELS } : {}),
    timeoutMs: cfg.timeoutMs,
    ...(gemini ? { inputs: { ...GEMINI_INPUT_LIMITS, when: 'always' as const }, edits: 'image' as const } : {}),
  });
  if (gemini) return sdk;
  return {
    ...sdk,
    // Imagen takes no input image on the Gemini API: moodboard images are left out, a render of the designer's space is refused.
    async generate(req) {
      if (req.structure) {
        throw new ProviderError(
          'rejected',
          'google',
          `google: ${cfg.model} cannot render from a reference image; choose a Gemini image model`,
        );
      }
      return sdk.generate(req);
    },
  };
}
