import { parseAssetUrl } from '@loci/shared';
import { photoQueryOf, stripSliderModifiers } from '../../adapters/ai/index.js';
import type { PhotoCandidate } from '../../adapters/photos/photo-source.port.js';
import type { ImageJob, SlotImageDeps } from './slot-image.types.js';

/** Stores one photo candidate with its credit and licence; null when it cannot be read. */
async function storeCandidate(deps: SlotImageDeps, c: PhotoCandidate, query: string, signal?: AbortSignal): Promise<string | null> {
  // Only a relative asset URL is ours (the offline library's photos); a source naming an origin is fetched.
  const own = parseAssetUrl(c.url);
  if (own && !own.absolute) return own.sha;
  try {
    const bytes = c.bytes ?? (c.url ? await deps.fetchPhoto(c.url, signal) : null);
    if (!bytes) return null;
    const stored = await deps.assets.storeSourced(bytes, {
      credit: c.credit,
      licence: c.licence,
      sourceUrl: c.sourceUrl,
      provider: deps.ai.photos.provider,
      query,
    });
    return stored.sha256;
  } catch {
    return null; // one unreadable candidate does not spoil the others
  }
}

/** Sourced candidates for a job's prompt: stored shas, best first (none when the search fails). */
export async function sourcePhotos(deps: SlotImageDeps, job: ImageJob): Promise<string[]> {
  const query = photoQueryOf(stripSliderModifiers(job.prompt)).slice(0, 300);
  try {
    const found = await deps.ai.photos.search(query, { limit: deps.photoLimit, userId: job.userId, signal: job.signal });
    const shas = await Promise.all(found.map((c) => storeCandidate(deps, c, query, job.signal)));
    return [...new Set(shas.filter((s): s is string => s !== null))];
  } catch {
    return [];
  }
}
