import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { ImageModel } from '../image-model.port.js';
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
 * Google image model. Gemini "-image" models (the default, e.g. "gemini-2.5-flash-image") go through
 * `:generateContent` with an IMAGE response part; Imagen models (e.g. "imagen-4.0-generate-001") through `:predict`.
 */
export function createGoogleImageModel(cfg: GoogleConfig): ImageModel {
  const google = createGoogleGenerativeAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL });
  return createSdkImageModel({
    provider: 'google',
    modelId: cfg.model,
    model: google.image(cfg.model),
    sizes: ['1024x1024'],
    timeoutMs: cfg.timeoutMs,
  });
}
