import { requiredSetting as need } from '../required-setting.js';
import type { LibraryLookup } from './library/library-lookup.js';
import { createLibraryPhotoSource } from './library/library-photo-source.js';
import type { PhotoSource } from './photo-source.port.js';

export interface PhotoSourceConfig {
  /** 'offline' searches the user's own library. */
  photoSource: 'offline' | 'openverse' | 'wikimedia' | 'unsplash' | 'pexels' | (string & {});
  openverseBaseUrl?: string;
  /** `contact` (the deployment's public URL) goes into the User-Agent, as Wikimedia's policy asks. */
  wikimedia?: { baseUrl?: string; contact?: string };
  unsplash?: { accessKey?: string; baseUrl?: string };
  pexels?: { apiKey?: string; baseUrl?: string };
  /** The searching user's own library photos (the offline source). */
  libraryLookup: LibraryLookup;
}

/** Picks the photo source from configuration; each online source's module loads only when chosen. */
export async function createPhotoSource(cfg: PhotoSourceConfig): Promise<PhotoSource> {
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

export { createLibraryLookup, type LibraryLookup } from './library/library-lookup.js';
export type * from './photo-source.port.js';
