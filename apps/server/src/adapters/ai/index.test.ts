import { describe, expect, it } from 'vitest';
import { createAiProviders } from './index.js';

const libraryLookup = async () => [];

describe('createAiProviders', () => {
  it('defaults to the offline providers', async () => {
    const ai = await createAiProviders({ textProvider: 'offline', imageProvider: 'offline', photoSource: 'offline', libraryLookup });
    expect(ai.offline).toEqual({ text: true, image: true, photos: true });
    expect([ai.text.provider, ai.image.provider, ai.photos.provider]).toEqual(['offline', 'offline', 'library']);
  });

  it('builds the configured real providers', async () => {
    const ai = await createAiProviders({
      textProvider: 'openai-compatible',
      imageProvider: 'openai',
      photoSource: 'openverse',
      libraryLookup,
      openaiCompatible: { baseURL: 'http://127.0.0.1:9/v1', textModel: 'llama3.1' },
      openai: { apiKey: 'k', textModel: 'gpt-4.1-mini', imageModel: 'gpt-image-1' },
      openverseBaseUrl: 'http://127.0.0.1:9',
    });
    expect(ai.offline).toEqual({ text: false, image: false, photos: false });
    expect([ai.text.provider, ai.image.provider, ai.photos.provider]).toEqual(['openai-compatible', 'openai', 'openverse']);
  });

  it('fails fast naming the missing setting', async () => {
    await expect(
      createAiProviders({ textProvider: 'openai', imageProvider: 'offline', photoSource: 'offline', libraryLookup }),
    ).rejects.toThrow(/OPENAI_API_KEY/);
  });
});
