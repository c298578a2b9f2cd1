import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { assetUrl } from '@loci/shared';
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
 * The user's own images (uploads, earlier generated and sourced images of their projects) as
 * photo candidates titled by their prompt; the library photo source ranks them by word overlap.
 * Candidates point at our own asset URLs, so nothing is downloaded or copied.
 */
export function createLibraryLookup(db: Kysely<DatabaseSchema>): (query: string) => Promise<PhotoCandidate[]> {
  return async () => {
    const scope = photoLibraryScope.getStore();
    if (!scope) return [];
    const rows = await db
      .selectFrom('asset')
      .innerJoin('project_asset', 'project_asset.sha256', 'asset.sha256')
      .innerJoin('project', 'project.id', 'project_asset.project_id')
      .select(['asset.sha256', 'asset.prompt', 'asset.credit', 'asset.licence', 'asset.source_url', 'asset.created_at'])
      .distinct()
      .where('project.owner_id', '=', scope.userId)
      .where('asset.prompt', 'is not', null)
      .where('project_asset.role', 'not in', ['logo', 'brand-book'])
      .orderBy('asset.created_at', 'desc')
      .limit(LIBRARY_WINDOW)
      .execute();
    return rows.map((r) => ({
      url: assetUrl(r.sha256),
      title: r.prompt ?? '',
      credit: r.credit ?? 'Your library',
      licence: r.licence ?? 'Your own image',
      sourceUrl: r.source_url ?? assetUrl(r.sha256),
    }));
  };
}
