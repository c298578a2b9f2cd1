import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModel } from '../image-model.port.js';
import { createSdkImageModel } from '../sdk/sdk-image-model.js';
import { createSdkTextModel } from '../sdk/sdk-text-model.js';
import type { TextModel } from '../text-model.port.js';

export interface OpenAiCompatibleConfig {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

function provider(cfg: OpenAiCompatibleConfig) {
  // Without supportsStructuredOutputs the SDK sends loose JSON mode instead of the schema.
  return createOpenAICompatible({ name: 'openai-compatible', baseURL: cfg.baseURL, apiKey: cfg.apiKey, supportsStructuredOutputs: true });
}

/** Any server speaking OpenAI's chat completions (Ollama, vLLM, LM Studio, LiteLLM…). */
export function createOpenAiCompatibleTextModel(cfg: OpenAiCompatibleConfig): TextModel {
  return createSdkTextModel({ provider: 'openai-compatible', model: provider(cfg).chatModel(cfg.model), timeoutMs: cfg.timeoutMs });
}

/**
 * Any server speaking OpenAI's /v1/images/generations. A render of the designer's space goes to
 * /v1/images/edits with the reference alone (many servers take one image only); other images stay text-only.
 */
export function createOpenAiCompatibleImageModel(cfg: OpenAiCompatibleConfig): ImageModel {
  return createSdkImageModel({
    provider: 'openai-compatible',
    modelId: cfg.model,
    model: provider(cfg).imageModel(cfg.model),
    timeoutMs: cfg.timeoutMs,
    inputs: { maxImages: 1, maxSide: 1536, maxBytes: 8 * 1024 * 1024, when: 'structure' },
  });
}
