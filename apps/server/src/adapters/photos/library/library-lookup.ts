import { assetUrl } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { PhotoCandidate } from '../photo-source.port.js';

/** One user's library photos, newest first (the photo source ranks them for a query). */
export type LibraryLookup = (userId: string) => Promise<PhotoCandidate[]>;

/** How many of the user's most recent images are ranked per search. */
const LIBRARY_WINDOW = 300;

/**
 * The user's own reference photos (uploaded with a credit and an optional licence, never AI
 * images) as photo candidates titled by their description and credit: only the searching user's,
 * so one user's images are never offered to another. Candidates point at our own asset URLs.
 */
export function createLibraryLookup(db: Kysely<DatabaseSchema>): LibraryLookup {
  return async (userId) => {
    const rows = await db
      .selectFrom('library_photo')
      .select(['sha256', 'title', 'credit', 'licence'])
      .where('owner_id', '=', userId)
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
