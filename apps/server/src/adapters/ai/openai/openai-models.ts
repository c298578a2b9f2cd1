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

/** OpenAI image model (gpt-image-1, dall-e-3) through /v1/images/generations. */
export function createOpenAiImageModel(cfg: OpenAiConfig): ImageModel {
  const openai = createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  return createSdkImageModel({ provider: 'openai', modelId: cfg.model, model: openai.image(cfg.model), timeoutMs: cfg.timeoutMs });
}
