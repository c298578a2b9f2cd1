import { ErrorCode, type SnapshotPage, type SnapshotSummary } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { ProjectDataSource } from '../projects/index.js';
import { currentRound, reviewDb } from '../review/index.js';
import { userNames } from '../workspaces/index.js';
import type { SnapshotHead } from './snapshots.repository.js';

/** Writes one page back as a snapshot holds it: a board (the generation module's) or a moodboard (the moodboards module's). */
export interface PageRestorer {
  board(job: { projectId: string; section: string; kind: 'context' | 'topics'; page: SnapshotPage; by: string }): Promise<void>;
  moodboard(job: { projectId: string; moodboardId: string; page: SnapshotPage; by: string }): Promise<void>;
}

export interface SnapshotDeps {
  db: Kysely<DatabaseSchema>;
  /** The project read model (boards and moodboards). */
  data: ProjectDataSource;
  restorePage: PageRestorer;
}

export const snapshotNotFound = () => new AppError(ErrorCode.NotFound, 'Snapshot not found.');

/** The project's review round now. */
export const roundOf = (deps: SnapshotDeps, projectId: string) => currentRound(reviewDb(deps.db), projectId);

/** A snapshot's name in the History list. */
export function snapshotLabel(row: Pick<SnapshotHead, 'kind' | 'round' | 'name'>): string {
  if (row.kind === 'round') return `Round ${row.round}`;
  return row.name || `Snapshot in round ${row.round}`;
}

/** Snapshot rows as the History list shows them, with the names of who took them. */
export async function toSummaries(deps: SnapshotDeps, rows: SnapshotHead[]): Promise<SnapshotSummary[]> {
  const names = await userNames(
    deps.db,
    rows.map((r) => r.created_by),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    round: r.round,
    label: snapshotLabel(r),
    created_at: new Date(r.created_at).toISOString(),
    by: r.created_by ? (names.get(r.created_by) ?? null) : null,
    pageCount: r.page_count,
  }));
}
