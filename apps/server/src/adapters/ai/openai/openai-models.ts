import { createOpenAI } from '@ai-sdk/openai';
import type { ImageModel } from '../image-model.port.js';
import { createSdkImageModel } from '../sdk/sdk-image-model.js';
import { createSdkTextModel } from '../sdk/sdk-text-model.js';
import type { TextModel } from '../text-model.port.js';

export interface OpenAiConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** OpenAI chat model with strict structured outputs (Chat Completions API). */
export function createOpenAiTextModel(cfg: OpenAiConfig): TextModel {
  const openai = createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  return createSdkTextModel({ provider: 'openai', model: openai.chat(cfg.model), timeoutMs: cfg.timeoutMs });
}

/**
 * GPT Image edits take up to 16 PNG/JPEG/WebP images under 50 MB each; Loci sends the reference and
 * at most 4 moodboard images, at most 1536 px and 8 MB each (40 MB a request).
 */
export const OPENAI_INPUT_LIMITS = { maxImages: 5, maxSide: 1536, maxBytes: 8 * 1024 * 1024 } as const;

/**
 * OpenAI image model (gpt-image-1, dall-e-3): /v1/images/generations for a prompt alone, /v1/images/edits
 * (multipart, `image[]`: the designer's reference first, then moodboard images) when the request has images.
 */
export function createOpenAiImageModel(cfg: OpenAiConfig): ImageModel {
  const openai = createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  // DALL·E 3 has no edits endpoint and DALL·E 2 edits one square PNG: both stay text-only.
  const edits = !/^dall-e/.test(cfg.model);
  return createSdkImageModel({
    provider: 'openai',
    modelId: cfg.model,
    model: openai.image(cfg.model),
    timeoutMs: cfg.timeoutMs,
    ...(edits ? { inputs: { ...OPENAI_INPUT_LIMITS, when: 'always' as const }, edits: 'mask' as const } : {}),
    // High input fidelity keeps the first image's detail (the reference); gpt-image-1-mini does not take it.
    ...(edits && !/mini/.test(cfg.model)
      ? {
          providerOptions: (inputs) =>
            inputs?.structure && inputs.structure.strength >= 0.5 ? { openai: { inputFidelity: 'high' } } : undefined,
        }
      : {}),
  });
}
