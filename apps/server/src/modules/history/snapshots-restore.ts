import { ErrorCode, isUuid, parsePageId, type SnapshotRestored, type SnapshotRestoreInput, snapshotPagesOf } from '@loci/shared';
import { AppError } from '../../errors.js';
import { findSnapshot, insertSnapshot } from './snapshots.repository.js';
import { roundOf, type SnapshotDeps, snapshotLabel, snapshotNotFound, toSummaries } from './snapshots-deps.js';

/**
 * POST /api/projects/:id/snapshots/:snapshotId/restore: one page (`pageId`) or every page of the
 * snapshot (moodboards deleted since are skipped). A snapshot of the project as it is now is taken first.
 */
export async function restoreSnapshot(
  deps: SnapshotDeps,
  job: { projectId: string; id: string; input: SnapshotRestoreInput; by: string },
): Promise<SnapshotRestored> {
  const { projectId, id, input, by } = job;
  const row = isUuid(id) ? await findSnapshot(deps.db, projectId, id) : undefined;
  if (!row) throw snapshotNotFound();
  const wanted = input.pageId;
  const now = snapshotPagesOf(await deps.data.getData(projectId));
  // A moodboard deleted since cannot come back: the whole project skips it; asked for by name, 404.
  const exists = (id: string) => parsePageId(id)?.kind !== 'moodboard' || now.some((p) => p.id === id);
  const pages = row.pages.filter((p) => (!wanted || p.id === wanted) && parsePageId(p.id) && exists(p.id));
  if (wanted && !pages.length) throw new AppError(ErrorCode.NotFound, 'That page is not in this snapshot, or its moodboard is gone.');
  const before = await insertSnapshot(deps.db, {
    projectId,
    kind: 'restore',
    round: await roundOf(deps, projectId),
    name: `Before restoring ${snapshotLabel(row)}`,
    pages: now,
    by,
  });
  for (const page of pages) {
    const ref = parsePageId(page.id);
    if (ref?.kind === 'moodboard') await deps.restorePage.moodboard({ projectId, moodboardId: ref.moodboardId, page, by });
    else if (ref) await deps.restorePage.board({ projectId, section: ref.section, kind: ref.kind, page, by });
  }
  const [summary] = await toSummaries(deps, [before]);
  return { restored: pages.map((p) => p.id), before: summary };
}
