import { describe, expect, it } from 'vitest';
import { createPhotoSource } from '../photos/index.js';
import { createAiProviders } from './index.js';

const libraryLookup = async () => [];
const photos = (photoSource: string) => createPhotoSource({ photoSource, libraryLookup, openverseBaseUrl: 'http://127.0.0.1:9' });

describe('createAiProviders', () => {
  it('defaults to the offline providers', async () => {
    const ai = await createAiProviders({ textProvider: 'offline', imageProvider: 'offline' }, await photos('offline'));
    expect(ai.offline).toEqual({ text: true, image: true, photos: true });
    expect([ai.text.provider, ai.image.provider, ai.photos.provider]).toEqual(['offline', 'offline', 'library']);
  });

  it('builds the configured real providers', async () => {
    const ai = await createAiProviders(
      {
        textProvider: 'openai-compatible',
        imageProvider: 'openai',
        openaiCompatible: { baseURL: 'http://127.0.0.1:9/v1', textModel: 'llama3.1' },
        openai: { apiKey: 'k', textModel: 'gpt-4.1-mini', imageModel: 'gpt-image-1' },
      },
      await photos('openverse'),
    );
    expect(ai.offline).toEqual({ text: false, image: false, photos: false });
    expect([ai.text.provider, ai.image.provider, ai.photos.provider]).toEqual(['openai-compatible', 'openai', 'openverse']);
  });

  it('fails fast naming the missing setting', async () => {
    await expect(createAiProviders({ textProvider: 'openai', imageProvider: 'offline' }, await photos('offline'))).rejects.toThrow(
      /OPENAI_API_KEY/,
    );
  });

  it('builds ComfyUI from its settings with the shipped workflows, and fails fast on a bad workflow file', async () => {
    const comfyui = { url: 'http://127.0.0.1:9', checkpoint: 'sd_xl_base_1.0.safetensors', controlnet: 'union.safetensors' };
    const ai = await createAiProviders({ textProvider: 'offline', imageProvider: 'comfyui', comfyui }, await photos('offline'));
    expect(ai.image).toMatchObject({ provider: 'comfyui', offline: false });
    expect(ai.offline.image).toBe(false);
    await expect(
      createAiProviders(
        { textProvider: 'offline', imageProvider: 'comfyui', comfyui: { ...comfyui, workflow: '/nonexistent/workflow.json' } },
        await photos('offline'),
      ),
    ).rejects.toThrow(/ENOENT/);
  });
});
