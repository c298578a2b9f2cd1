/** Sizes of an asset the API serves: the stored original or a WebP thumbnail (long side in px). */
export type AssetVariant = 'original' | 256 | 768;

/** Where the browser fetches an asset: stable per content, so cacheable forever. */
export function assetUrl(sha: string, variant: AssetVariant = 'original'): string {
  return variant === 'original' ? `/api/assets/${sha}` : `/api/assets/${sha}/${variant}`;
}

/** A SHA-256 hex digest, the id of a stored asset. */
export const ASSET_SHA_PATTERN = /^[0-9a-f]{64}$/;

// `/api/assets/<sha>[/original|/256|/768][/]`, relative or on an origin, with an optional query or hash.
const ASSET_URL = /^(https?:\/\/[^/?#]+)?\/api\/assets\/([0-9a-f]{64})(?:\/(original|256|768))?\/?(?:[?#].*)?$/;

/** The parts of one of our asset URLs; `absolute` when it names an origin (`https://host/api/assets/…`). */
export type ParsedAssetUrl = { sha: string; variant: AssetVariant; absolute: boolean };

/**
 * Reads one of our asset URLs (what `assetUrl` writes, relative or absolute); null for anything
 * else: a data URL, a photo source's URL, '' or a malformed hash.
 */
export function parseAssetUrl(url: string | null | undefined): ParsedAssetUrl | null {
  const match = ASSET_URL.exec((url ?? '').trim());
  if (!match) return null;
  const variant: AssetVariant = match[3] === '256' ? 256 : match[3] === '768' ? 768 : 'original';
  return { sha: match[2], variant, absolute: Boolean(match[1]) };
}

/** The asset SHA-256 in one of our asset URLs (thumbnails included), or null. */
export function assetShaOf(url: string | null | undefined): string | null {
  return parseAssetUrl(url)?.sha ?? null;
}

/** The same asset at another size: `/api/assets/<sha>` → `/api/assets/<sha>/768`; other images unchanged. */
export function assetVariantUrl(url: string, variant: AssetVariant): string {
  const parsed = parseAssetUrl(url);
  return parsed ? assetUrl(parsed.sha, variant) : url;
}
