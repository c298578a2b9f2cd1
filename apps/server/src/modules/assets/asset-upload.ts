import { type AssetServiceDeps, type StoredAsset, storeNormalised } from './asset-persist.js';

/** An upload (or a data URL the client sent): sniffed, re-encoded, stripped of metadata. */
export function storeUpload(deps: AssetServiceDeps, bytes: Buffer): Promise<StoredAsset> {
  return storeNormalised(deps, bytes, {
    title: 'Upload',
    meta: { origin: 'uploaded', provider: null, prompt: null, licence: null, credit: null, source_url: null },
  });
}
