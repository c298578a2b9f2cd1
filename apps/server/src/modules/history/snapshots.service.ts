import type { SnapshotCreateInput, SnapshotRestoreInput } from '@loci/shared';
import { isUuid, type SnapshotDetail, type SnapshotList, type SnapshotSummary, snapshotPagesOf, withImageUrls } from '@loci/shared';
import { findSnapshot, insertSnapshot, listSnapshots } from './snapshots.repository.js';
import { roundOf, type SnapshotDeps, snapshotNotFound, toSummaries } from './snapshots-deps.js';
import { restoreSnapshot } from './snapshots-restore.js';
import { createRoundSnapshots } from './snapshots-rounds.js';

export { type PageRestorer, type SnapshotDeps, snapshotLabel } from './snapshots-deps.js';

/**
 * Project snapshots: taken when the project is shared for review, when its round moves on, by hand,
 * and before every restore; listed, shown page by page, and restored (a page or every board page).
 */
export function createSnapshots(deps: SnapshotDeps) {
  return {
    ...createRoundSnapshots(deps),

    /** GET /api/projects/:id/snapshots: newest first (reads only). */
    async list(projectId: string): Promise<SnapshotList> {
      return { snapshots: await toSummaries(deps, await listSnapshots(deps.db, projectId)) };
    },

    /** GET /api/projects/:id/snapshots/:snapshotId: its pages with image URLs. */
    async get(projectId: string, id: string): Promise<SnapshotDetail> {
      const row = isUuid(id) ? await findSnapshot(deps.db, projectId, id) : undefined;
      if (!row) throw snapshotNotFound();
      const [snapshot] = await toSummaries(deps, [row]);
      return { snapshot, pages: row.pages.map(withImageUrls) };
    },

    /** POST /api/projects/:id/snapshots: a snapshot named by hand, of the project as it is now. */
    async create(projectId: string, input: SnapshotCreateInput, by: string): Promise<SnapshotSummary> {
      const pages = snapshotPagesOf(await deps.data.getData(projectId));
      const row = await insertSnapshot(deps.db, {
        projectId,
        kind: 'named',
        round: await roundOf(deps, projectId),
        name: input.name,
        pages,
        by,
      });
      const [summary] = await toSummaries(deps, [row]);
      return summary;
    },

    restore: (projectId: string, id: string, input: SnapshotRestoreInput, by: string) =>
      restoreSnapshot(deps, { projectId, id, input, by }),
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
