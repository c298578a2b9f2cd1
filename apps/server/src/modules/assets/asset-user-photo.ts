import { type AssetServiceDeps, type StoredAsset, storeNormalised } from './asset-persist.js';
import { keepPhotoCredit } from './assets.repository.js';

/** The user's own reference photo: re-encoded, stripped of metadata, with their credit and licence (never AI). */
export async function storeUserPhoto(
  deps: AssetServiceDeps,
  bytes: Buffer,
  source: { credit: string; licence: string },
): Promise<StoredAsset> {
  const stored = await storeNormalised(deps, bytes, {
    title: source.credit || 'Reference photo',
    meta: { origin: 'uploaded', provider: 'user upload', prompt: null, licence: source.licence, credit: source.credit, source_url: null },
  });
  // The same bytes stored before (e.g. as a logo) had no credit: the photo's credit is kept beside it.
  await keepPhotoCredit(deps.db, stored.sha256, source);
  return stored;
}
