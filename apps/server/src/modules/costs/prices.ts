import type { Env } from '../../config/env.js';

/** One model's prices in USD: per image, or per 1M input / output tokens for text models. */
export interface Price {
  image?: number;
  input_per_1m?: number;
  output_per_1m?: number;
}

/** Prices keyed `provider/model`. */
export type PriceTable = Record<string, Price>;

/**
 * Built-in prices, from the providers' published price lists (USD, November 2025). OpenAI's
 * gpt-image-1 at 1024×1024, medium quality (Loci asks for square images and leaves quality to the
 * model; a studio on "high" sets 0.167 through PRICE_TABLE_JSON). The offline providers and
 * ComfyUI (your own machine) cost nothing; an OpenAI-compatible server is free unless configured.
 */
export const DEFAULT_PRICES: PriceTable = {
  'openai/gpt-image-1': { image: 0.042 },
  'openai/gpt-image-1-mini': { image: 0.011 },
  'openai/dall-e-3': { image: 0.04 },
  'openai/gpt-4.1-mini': { input_per_1m: 0.4, output_per_1m: 1.6 },
  'openai/gpt-4.1': { input_per_1m: 2, output_per_1m: 8 },
  'google/gemini-2.5-flash-image': { image: 0.039 },
  'google/gemini-2.5-flash': { input_per_1m: 0.3, output_per_1m: 2.5 },
};

/** The built-in table with PRICE_TABLE_JSON's entries over it (an entry replaces the built-in one whole). */
export function priceTable(overrides: PriceTable = {}): PriceTable {
  return { ...DEFAULT_PRICES, ...overrides };
}

/** Micro-USD for one image of `provider/model`: 0 offline, for ComfyUI and for any model the table does not name. */
export function imagePrice(table: PriceTable, provider: string, model: string): number {
  if (provider === 'offline') return 0;
  return Math.round((table[`${provider}/${model}`]?.image ?? 0) * 1_000_000);
}

/** Micro-USD for a text call's tokens (0 when the provider reports none or the table does not name the model). */
export function textPrice(table: PriceTable, provider: string, model: string, tokens: { input: number; output: number }): number {
  if (provider === 'offline') return 0;
  const p = table[`${provider}/${model}`];
  if (!p) return 0;
  return Math.round(tokens.input * (p.input_per_1m ?? 0) + tokens.output * (p.output_per_1m ?? 0));
}

/** The image model the configured provider calls, as the price table names it. */
export function configuredImageModel(env: Env): { provider: string; model: string } {
  switch (env.AI_IMAGE_PROVIDER) {
    case 'offline':
      return { provider: 'offline', model: 'procedural-v1' };
    case 'openai':
      return { provider: 'openai', model: env.OPENAI_IMAGE_MODEL };
    case 'openai-compatible':
      return { provider: 'openai-compatible', model: env.OPENAI_COMPATIBLE_IMAGE_MODEL ?? '' };
    case 'google':
      return { provider: 'google', model: env.GOOGLE_IMAGE_MODEL };
    case 'comfyui':
      return { provider: 'comfyui', model: env.COMFYUI_CHECKPOINT };
  }
}

/** The text model the configured provider calls, as the price table names it. */
export function configuredTextModel(env: Env): { provider: string; model: string } {
  switch (env.AI_TEXT_PROVIDER) {
    case 'offline':
      return { provider: 'offline', model: 'place-and-website-v1' };
    case 'openai':
      return { provider: 'openai', model: env.OPENAI_TEXT_MODEL };
    case 'openai-compatible':
      return { provider: 'openai-compatible', model: env.OPENAI_COMPATIBLE_TEXT_MODEL };
    case 'google':
      return { provider: 'google', model: env.GOOGLE_TEXT_MODEL };
  }
}
