import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createCostsService } from './costs.service.js';
import { configuredImageModel, imagePrice, priceTable, textPrice } from './prices.js';

const env = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', ...extra });

describe('price table', () => {
  it('has published defaults, and PRICE_TABLE_JSON replaces or adds entries', () => {
    expect(imagePrice(priceTable(), 'openai', 'gpt-image-1')).toBe(42_000);
    expect(imagePrice(priceTable(), 'google', 'gemini-2.5-flash-image')).toBe(39_000);
    const table = priceTable(
      env({ PRICE_TABLE_JSON: '{"openai/gpt-image-1":{"image":0.167},"comfyui/sdxl":{"image":0.002}}' }).PRICE_TABLE_JSON,
    );
    expect(imagePrice(table, 'openai', 'gpt-image-1')).toBe(167_000);
    expect(imagePrice(table, 'comfyui', 'sdxl')).toBe(2_000);
    expect(imagePrice(table, 'comfyui', 'other')).toBe(0);
    expect(textPrice(table, 'openai', 'gpt-4.1-mini', { input: 1_000_000, output: 500_000 })).toBe(400_000 + 800_000);
  });

  it('offline costs nothing, whatever the table says, and asks no budget', async () => {
    const table = priceTable({ 'offline/procedural-v1': { image: 1 } });
    expect(imagePrice(table, 'offline', 'procedural-v1')).toBe(0);
    expect(configuredImageModel(env({}))).toEqual({ provider: 'offline', model: 'procedural-v1' });
    const costs = createCostsService({
      db: undefined as never,
      image: { provider: 'offline', model: 'procedural-v1', microUsd: 0, offline: true },
    });
    // No database: free work never reads a budget.
    expect(await costs.estimate({ operation: 'generate-page', kind: 'topics' }, { workspaceId: 'w', userId: 'u' })).toMatchObject({
      offline: true,
      images: 8,
      micro_usd: 0,
      budget: null,
    });
  });

  it('refuses a bad PRICE_TABLE_JSON at start, naming the key', () => {
    expect(() => env({ PRICE_TABLE_JSON: '{not json' })).toThrow(/PRICE_TABLE_JSON/);
    expect(() => env({ PRICE_TABLE_JSON: '{"openai/gpt-image-1":{"imagee":1}}' })).toThrow(/PRICE_TABLE_JSON/);
    expect(() => env({ PRICE_TABLE_JSON: '{"gpt-image-1":{"image":1}}' })).toThrow(/PRICE_TABLE_JSON: gpt-image-1/);
  });
});
