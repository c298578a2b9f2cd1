import { type AssetServiceDeps, type StoredAsset, storeNormalised } from './asset-persist.js';

/** A sourced photo: re-encoded, with its credit and licence kept beside it. */
export function storeSourced(
  deps: AssetServiceDeps,
  bytes: Buffer,
  source: { credit: string; licence: string; sourceUrl: string; provider: string; query?: string },
): Promise<StoredAsset> {
  return storeNormalised(deps, bytes, {
    title: source.credit || 'Sourced photo',
    meta: {
      origin: 'sourced',
      provider: source.provider,
      prompt: source.query ?? null,
      licence: source.licence,
      credit: source.credit,
      source_url: source.sourceUrl,
    },
  });
}
