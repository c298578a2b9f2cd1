import type { ImageModel } from './image-model.port.js';
import { createOfflineImageModel } from './offline/offline-image-model.js';
import { createLibraryPhotoSource } from './offline/offline-photo-source.js';
import { createOfflineTextModel } from './offline/offline-text-model.js';
import type { PhotoCandidate, PhotoSource } from './photo-source.port.js';
import type { TextModel } from './text-model.port.js';

export type AiProviderName = 'offline' | 'openai' | 'openai-compatible' | 'google';

export interface AiProvidersConfig {
  textProvider: AiProviderName;
  imageProvider: AiProviderName;
  /** 'offline' searches the user's library; other sources not implemented here fall back to it. */
  /** Offline renderer: minimum time per image (simulated provider latency). */
  offlineImageLatencyMs?: number;
  photoSource: 'offline' | 'openverse' | 'wikimedia' | 'unsplash' | 'pexels' | (string & {});
  openai?: { apiKey?: string; baseURL?: string; textModel: string; imageModel: string };
  openaiCompatible?: { baseURL?: string; apiKey?: string; textModel: string; imageModel?: string };
  google?: { apiKey?: string; baseURL?: string; textModel: string; imageModel: string };
  openverseBaseUrl?: string;
  /** `contact` (the deployment's public URL) goes into the User-Agent, as Wikimedia's policy asks. */
  wikimedia?: { baseUrl?: string; contact?: string };
  unsplash?: { accessKey?: string; baseUrl?: string };
  pexels?: { apiKey?: string; baseUrl?: string };
  /** Candidate photos from the user's own library for a query. */
  libraryLookup: (query: string) => Promise<PhotoCandidate[]>;
}

export interface AiProviders {
  text: TextModel;
  image: ImageModel;
  photos: PhotoSource;
  offline: { text: boolean; image: boolean; photos: boolean };
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined || value === '') throw new Error(`AI provider configuration: ${what} is required`);
  return value;
}

/** Vendor SDKs are imported only when chosen, so the offline default never loads them. */
async function createText(cfg: AiProvidersConfig): Promise<TextModel> {
  if (cfg.textProvider === 'openai') {
    const { createOpenAiTextModel } = await import('./openai/openai-models.js');
    return createOpenAiTextModel({
      apiKey: need(cfg.openai?.apiKey, 'OPENAI_API_KEY'),
      baseURL: cfg.openai?.baseURL,
      model: need(cfg.openai?.textModel, 'OPENAI_TEXT_MODEL'),
    });
  }
  if (cfg.textProvider === 'openai-compatible') {
    const { createOpenAiCompatibleTextModel } = await import('./openai-compatible/openai-compatible-models.js');
    const c = cfg.openaiCompatible;
    return createOpenAiCompatibleTextModel({
      baseURL: need(c?.baseURL, 'OPENAI_COMPATIBLE_BASE_URL'),
      apiKey: c?.apiKey,
      model: need(c?.textModel, 'OPENAI_COMPATIBLE_TEXT_MODEL'),
    });
  }
  if (cfg.textProvider === 'google') {
    const { createGoogleTextModel } = await import('./google/google-models.js');
    return createGoogleTextModel({
      apiKey: need(cfg.google?.apiKey, 'GOOGLE_API_KEY'),
      baseURL: cfg.google?.baseURL,
      model: need(cfg.google?.textModel, 'GOOGLE_TEXT_MODEL'),
    });
  }
  return createOfflineTextModel();
}

async function createImage(cfg: AiProvidersConfig): Promise<ImageModel> {
  if (cfg.imageProvider === 'openai') {
    const { createOpenAiImageModel } = await import('./openai/openai-models.js');
    return createOpenAiImageModel({
      apiKey: need(cfg.openai?.apiKey, 'OPENAI_API_KEY'),
      baseURL: cfg.openai?.baseURL,
      model: need(cfg.openai?.imageModel, 'OPENAI_IMAGE_MODEL'),
    });
  }
  if (cfg.imageProvider === 'openai-compatible') {
    const { createOpenAiCompatibleImageModel } = await import('./openai-compatible/openai-compatible-models.js');
    const c = cfg.openaiCompatible;
    return createOpenAiCompatibleImageModel({
      baseURL: need(c?.baseURL, 'OPENAI_COMPATIBLE_BASE_URL'),
      apiKey: c?.apiKey,
      model: need(c?.imageModel, 'OPENAI_COMPATIBLE_IMAGE_MODEL'),
    });
  }
  if (cfg.imageProvider === 'google') {
    const { createGoogleImageModel } = await import('./google/google-models.js');
    return createGoogleImageModel({
      apiKey: need(cfg.google?.apiKey, 'GOOGLE_API_KEY'),
      baseURL: cfg.google?.baseURL,
      model: need(cfg.google?.imageModel, 'GOOGLE_IMAGE_MODEL'),
    });
  }
  return createOfflineImageModel({ latencyMs: cfg.offlineImageLatencyMs });
}

async function createPhotos(cfg: AiProvidersConfig): Promise<PhotoSource> {
  if (cfg.photoSource === 'openverse') {
    const { createOpenverseSource } = await import('./openverse/openverse-source.js');
    return createOpenverseSource({ baseUrl: need(cfg.openverseBaseUrl, 'OPENVERSE_BASE_URL') });
  }
  if (cfg.photoSource === 'wikimedia') {
    const { createWikimediaSource } = await import('./wikimedia/wikimedia-source.js');
    return createWikimediaSource({ baseUrl: need(cfg.wikimedia?.baseUrl, 'WIKIMEDIA_BASE_URL'), contact: cfg.wikimedia?.contact });
  }
  if (cfg.photoSource === 'unsplash') {
    const { createUnsplashSource } = await import('./unsplash/unsplash-source.js');
    return createUnsplashSource({
      accessKey: need(cfg.unsplash?.accessKey, 'UNSPLASH_ACCESS_KEY'),
      baseUrl: need(cfg.unsplash?.baseUrl, 'UNSPLASH_BASE_URL'),
    });
  }
  if (cfg.photoSource === 'pexels') {
    const { createPexelsSource } = await import('./pexels/pexels-source.js');
    return createPexelsSource({
      apiKey: need(cfg.pexels?.apiKey, 'PEXELS_API_KEY'),
      baseUrl: need(cfg.pexels?.baseUrl, 'PEXELS_BASE_URL'),
    });
  }
  return createLibraryPhotoSource(cfg.libraryLookup);
}

/** Picks the text model, image model and photo source from configuration. */
export async function createAiProviders(cfg: AiProvidersConfig): Promise<AiProviders> {
  const [text, image, photos] = await Promise.all([createText(cfg), createImage(cfg), createPhotos(cfg)]);
  return { text, image, photos, offline: { text: text.offline, image: image.offline, photos: photos.offline } };
}

export type * from './image-model.port.js';
export { renderOfflineImage } from './offline/offline-image-model.js';
export type * from './photo-source.port.js';
export { stripSliderModifiers, withSliderModifiers } from './prompts/slider-modifiers.js';
export { ProviderError, type ProviderErrorKind, toProviderError } from './provider-error.js';
export * from './schemas.js';
export * from './text-model.port.js';
