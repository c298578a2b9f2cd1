import { AsyncLocalStorage } from 'node:async_hooks';
import { assetUrl } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { PhotoCandidate } from '../photo-source.port.js';

/**
 * Whose library the offline photo source may search. The generation service runs each photo
 * search inside `photoLibraryScope.run({ userId }, …)`; outside a scope the library is empty,
 * so one user's images are never offered to another.
 */
export const photoLibraryScope = new AsyncLocalStorage<{ userId: string }>();

/** How many of the user's most recent images are ranked per search. */
const LIBRARY_WINDOW = 300;

/**
 * The user's own reference photos (uploaded with a credit and an optional licence, never AI
 * images) as photo candidates titled by their description and credit; the library photo source
 * ranks them by word overlap. Candidates point at our own asset URLs: nothing is copied.
 */
export function createLibraryLookup(db: Kysely<DatabaseSchema>): (query: string) => Promise<PhotoCandidate[]> {
  return async () => {
    const scope = photoLibraryScope.getStore();
    if (!scope) return [];
    const rows = await db
      .selectFrom('library_photo')
      .select(['sha256', 'title', 'credit', 'licence'])
      .where('owner_id', '=', scope.userId)
      .orderBy('created_at', 'desc')
      .limit(LIBRARY_WINDOW)
      .execute();
    const seen = new Set<string>();
    return rows
      .filter((r) => !seen.has(r.sha256) && seen.add(r.sha256))
      .map((r) => ({
        url: assetUrl(r.sha256),
        title: r.title,
        credit: r.credit,
        licence: r.licence || 'Your own photo',
        sourceUrl: assetUrl(r.sha256),
      }));
  };
}
