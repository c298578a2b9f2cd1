/** Sizes of an asset the API serves: the stored original or a WebP thumbnail (long side in px). */
export type AssetVariant = 'original' | 256 | 768;

/** Where the browser fetches an asset: stable per content, so cacheable forever. */
export function assetUrl(sha: string, variant: AssetVariant = 'original'): string {
  return variant === 'original' ? `/api/assets/${sha}` : `/api/assets/${sha}/${variant}`;
}
