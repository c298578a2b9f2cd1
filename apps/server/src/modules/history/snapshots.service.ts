import type { SnapshotCreateInput, SnapshotRestoreInput } from '@loci/shared';
import {
  ErrorCode,
  isUuid,
  parsePageId,
  type SnapshotDetail,
  type SnapshotList,
  type SnapshotPage,
  type SnapshotRestored,
  type SnapshotSummary,
  snapshotPagesOf,
  withImageUrls,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { ProjectDataSource } from '../projects/index.js';
import { currentRound, reviewDb } from '../review/index.js';
import { userNames } from '../workspaces/index.js';
import {
  findSnapshot,
  hasRoundSnapshot,
  insertRoundSnapshotOnce,
  insertSnapshot,
  listSnapshots,
  type SnapshotHead,
} from './snapshots.repository.js';

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

const notFound = () => new AppError(ErrorCode.NotFound, 'Snapshot not found.');

/** A snapshot's name in the History list. */
export function snapshotLabel(row: Pick<SnapshotHead, 'kind' | 'round' | 'name'>): string {
  if (row.kind === 'round') return `Round ${row.round}`;
  return row.name || `Snapshot in round ${row.round}`;
}

/**
 * Project snapshots: taken when the project is shared for review, when its round moves on, by hand,
 * and before every restore; listed, shown page by page, and restored (a page or every board page).
 */
export function createSnapshots(deps: SnapshotDeps) {
  const round = (projectId: string) => currentRound(reviewDb(deps.db), projectId);

  async function take(projectId: string, s: { kind: 'named' | 'restore'; round: number; name?: string; by: string | null }) {
    const pages = snapshotPagesOf(await deps.data.getData(projectId));
    return insertSnapshot(deps.db, { projectId, ...s, pages });
  }

  async function toSummaries(rows: SnapshotHead[]): Promise<SnapshotSummary[]> {
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

  /** Takes the round's snapshot unless it has one (the first share of a round is what the client saw). */
  async function keepRound(projectId: string, roundNo: number, by: string | null): Promise<void> {
    if (await hasRoundSnapshot(deps.db, projectId, roundNo)) return;
    const pages = snapshotPagesOf(await deps.data.getData(projectId));
    await insertRoundSnapshotOnce(deps.db, { projectId, round: roundNo, pages, by });
  }

  return {
    /** The project was shared for review (a link made): keeps this round as shared. */
    async shared(projectId: string, by: string): Promise<void> {
      await keepRound(projectId, await round(projectId), by);
    },

    /** The review round is about to move on from `from`: keeps the round as reviewed if it has no snapshot. */
    async movingOn(projectId: string, from: number, by: string): Promise<void> {
      await keepRound(projectId, from, by);
    },

    /**
     * A board slot settled (the generation worker tells): a round started by "Regenerate" is kept once
     * its new images are made, with nothing of the boards still queued or running. A round whose
     * last image settled in a process that died before this ran is kept when the round moves on.
     */
    async slotSettled(projectId: string): Promise<void> {
      const now = await round(projectId);
      if (now < 2 || (await hasRoundSnapshot(deps.db, projectId, now))) return;
      const data = await deps.data.getData(projectId);
      const busy = [...Object.values(data.contexts), ...Object.values(data.topics)].some((b) => b?.isFetching);
      if (!busy) await insertRoundSnapshotOnce(deps.db, { projectId, round: now, pages: snapshotPagesOf(data), by: null });
    },

    /** GET /api/projects/:id/snapshots: newest first (reads only). */
    async list(projectId: string): Promise<SnapshotList> {
      return { snapshots: await toSummaries(await listSnapshots(deps.db, projectId)) };
    },

    /** GET /api/projects/:id/snapshots/:snapshotId: its pages with image URLs. */
    async get(projectId: string, id: string): Promise<SnapshotDetail> {
      const row = isUuid(id) ? await findSnapshot(deps.db, projectId, id) : undefined;
      if (!row) throw notFound();
      const [snapshot] = await toSummaries([row]);
      return { snapshot, pages: row.pages.map(withImageUrls) };
    },

    /** POST /api/projects/:id/snapshots: a snapshot named by hand. */
    async create(projectId: string, input: SnapshotCreateInput, by: string): Promise<SnapshotSummary> {
      const row = await take(projectId, { kind: 'named', round: await round(projectId), name: input.name, by });
      const [summary] = await toSummaries([row]);
      return summary;
    },

    /**
     * POST /api/projects/:id/snapshots/:snapshotId/restore: one page (`pageId`) or every page of the
     * snapshot (moodboards deleted since are skipped). A snapshot of the project as it is now is taken first.
     */
    async restore(projectId: string, id: string, input: SnapshotRestoreInput, by: string): Promise<SnapshotRestored> {
      const row = isUuid(id) ? await findSnapshot(deps.db, projectId, id) : undefined;
      if (!row) throw notFound();
      const wanted = input.pageId;
      const now = snapshotPagesOf(await deps.data.getData(projectId));
      // A moodboard deleted since cannot come back: the whole project skips it; asked for by name, 404.
      const exists = (id: string) => parsePageId(id)?.kind !== 'moodboard' || now.some((p) => p.id === id);
      const pages = row.pages.filter((p) => (!wanted || p.id === wanted) && parsePageId(p.id) && exists(p.id));
      if (wanted && !pages.length) throw new AppError(ErrorCode.NotFound, 'That page is not in this snapshot, or its moodboard is gone.');
      const before = await insertSnapshot(deps.db, {
        projectId,
        kind: 'restore',
        round: await round(projectId),
        name: `Before restoring ${snapshotLabel(row)}`,
        pages: now,
        by,
      });
      for (const page of pages) {
        const ref = parsePageId(page.id);
        if (ref?.kind === 'moodboard') await deps.restorePage.moodboard({ projectId, moodboardId: ref.moodboardId, page, by });
        else if (ref) await deps.restorePage.board({ projectId, section: ref.section, kind: ref.kind, page, by });
      }
      const [summary] = await toSummaries([before]);
      return { restored: pages.map((p) => p.id), before: summary };
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
