import { type Selectable, sql } from 'kysely';
import type { FileColumns } from '../../db/file-rows.js';
import { findProjectById } from '../projects/index.js';
import type { MoodboardSpaceTable, SpaceDb, SpaceRenderJobTable } from './space.tables.js';

export type SpaceRow = Selectable<MoodboardSpaceTable>;
export type SpaceJobRow = Selectable<SpaceRenderJobTable>;

/** Attempts after which a job that keeps killing its worker fails instead of going back to the queue. */
export const MAX_ATTEMPTS = 3;

export function findSpace(db: SpaceDb, moodboardId: string): Promise<SpaceRow | undefined> {
  return db.selectFrom('moodboard_space').selectAll().where('moodboard_id', '=', moodboardId).executeTakeFirst();
}

/** Sets (or replaces) a moodboard's space. */
export function saveSpace(
  db: SpaceDb,
  row: Pick<SpaceRow, 'moodboard_id' | 'project_id' | 'asset_sha' | 'source' | 'author' | 'created_by'>,
): Promise<SpaceRow> {
  return db
    .insertInto('moodboard_space')
    .values(row)
    .onConflict((oc) =>
      oc.column('moodboard_id').doUpdateSet({
        asset_sha: row.asset_sha,
        source: row.source,
        author: row.author,
        created_by: row.created_by,
        created_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Remembers the strength and prompt last used (the panel opens with them). */
export async function rememberSettings(db: SpaceDb, moodboardId: string, settings: { strength: number; prompt: string }) {
  await db.updateTable('moodboard_space').set(settings).where('moodboard_id', '=', moodboardId).execute();
}

export async function deleteSpace(db: SpaceDb, moodboardId: string): Promise<SpaceRow | undefined> {
  return db.deleteFrom('moodboard_space').where('moodboard_id', '=', moodboardId).returningAll().executeTakeFirst();
}

/** Is this image still used by the project's spaces, queued jobs or renders? */
export async function spaceShaInUse(db: SpaceDb, projectId: string, sha: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from moodboard_space where project_id = ${projectId} and asset_sha = ${sha})
        or exists (select 1 from space_render_job where project_id = ${projectId} and space_sha = ${sha} and status in ('queued', 'running'))
        or exists (select 1 from render r join moodboard m on m.id = r.moodboard_id where m.project_id = ${projectId} and r.space_sha = ${sha})
      as used`.execute(db);
  return Boolean(rows[0]?.used);
}

/** The project a job renders for (its brand inputs write the prompt); it is there while the job is. */
export async function findJobProject(db: SpaceDb, projectId: string) {
  const project = await findProjectById(db, projectId);
  if (!project) throw new Error(`The project ${projectId} of a render job is gone.`);
  return project;
}

export function insertJob(
  db: SpaceDb,
  job: Pick<SpaceJobRow, 'project_id' | 'moodboard_id' | 'space_sha' | 'space_author' | 'strength' | 'prompt' | 'started_by'> & {
    /** When it was charged (a refund gives the image back to that day). */
    created_at?: Date;
  },
): Promise<SpaceJobRow> {
  return db.insertInto('space_render_job').values(job).returningAll().executeTakeFirstOrThrow();
}

export function listJobs(db: SpaceDb, moodboardId: string): Promise<SpaceJobRow[]> {
  return db.selectFrom('space_render_job').selectAll().where('moodboard_id', '=', moodboardId).orderBy('created_at').execute();
}

export function findJob(db: SpaceDb, moodboardId: string, id: string): Promise<SpaceJobRow | undefined> {
  return db.selectFrom('space_render_job').selectAll().where('moodboard_id', '=', moodboardId).where('id', '=', id).executeTakeFirst();
}

/**
 * Cancels a job that has not finished; a running one is dropped when its worker comes to write it.
 * `was` is what it was when cancelled (the row is locked: a worker cannot claim it meanwhile).
 */
export async function cancelJob(db: SpaceDb, id: string): Promise<{ row: SpaceJobRow; was: 'queued' | 'running' } | undefined> {
  const cancel = async (trx: SpaceDb) => {
    const before = await trx.selectFrom('space_render_job').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
    const was = before?.status;
    if (was !== 'queued' && was !== 'running') return undefined;
    const row = await trx
      .updateTable('space_render_job')
      .set({ status: 'cancelled', locked_by: null, locked_at: null, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, was };
  };
  return db.isTransaction ? cancel(db) : db.transaction().execute(cancel);
}

/** The workspace a project is in now (null when the project is gone). */
export async function projectWorkspaceId(db: SpaceDb, projectId: string): Promise<string | null> {
  return (await findProjectById(db, projectId))?.workspace_id ?? null;
}

/** Claims the oldest queued job for a worker (`FOR UPDATE SKIP LOCKED`: two workers never take the same one). */
export async function claimJob(db: SpaceDb, workerId: string): Promise<SpaceJobRow | undefined> {
  const { rows } = await sql<SpaceJobRow>`
    update space_render_job
       set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1, updated_at = now()
     where id = (select id from space_render_job where status = 'queued' order by created_at limit 1 for update skip locked)
    returning *`.execute(db);
  return rows[0];
}

/** Keeps a worker's running jobs leased. */
export async function heartbeatJobs(db: SpaceDb, workerId: string): Promise<void> {
  await db
    .updateTable('space_render_job')
    .set({ locked_at: new Date() })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Running jobs whose lease ran out (their worker died: a restart, a crash) go back to the queue —
 * with the space and strength they were asked with — or fail after MAX_ATTEMPTS.
 * (Those are not given back to the daily quota: each attempt may have had the provider draw.)
 */
export async function reclaimExpiredJobs(db: SpaceDb, leaseMs: number, askingWorker: string): Promise<number> {
  const expired = sql<boolean>`locked_at < now() - make_interval(secs => ${leaseMs / 1000})`;
  await db
    .updateTable('space_render_job')
    .set({
      status: 'failed',
      error: 'The render kept failing; please try again.',
      locked_by: null,
      locked_at: null,
      updated_at: new Date(),
    })
    .where('status', '=', 'running')
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where(expired)
    .where('locked_by', 'is distinct from', askingWorker)
    .execute();
  const res = await db
    .updateTable('space_render_job')
    .set({ status: 'queued', locked_by: null, locked_at: null, updated_at: new Date() })
    .where('status', '=', 'running')
    .where(expired)
    .where('locked_by', 'is distinct from', askingWorker)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Settles a job this worker holds; false when it was cancelled (or taken back) meanwhile. */
export async function settleJob(
  db: SpaceDb,
  workerId: string,
  id: string,
  outcome: { status: 'done'; renderId: string } | { status: 'failed'; error: string },
): Promise<boolean> {
  const res = await db
    .updateTable('space_render_job')
    .set({
      status: outcome.status,
      render_id: outcome.status === 'done' ? outcome.renderId : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      locked_by: null,
      locked_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Is the job still this worker's to finish? */
export async function stillHeld(db: SpaceDb, workerId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('space_render_job')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A stopping worker hands its unfinished jobs back. */
export async function releaseJobs(db: SpaceDb, workerId: string): Promise<void> {
  await db
    .updateTable('space_render_job')
    .set({ status: 'queued', locked_by: null, locked_at: null })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/** A copied moodboard keeps its "Your space" reference (the copy's project holds the same asset). */
export async function copySpace(db: SpaceDb, ids: { from: string; to: string; project: string }): Promise<void> {
  const row = await db.selectFrom('moodboard_space').selectAll().where('moodboard_id', '=', ids.from).executeTakeFirst();
  if (!row) return;
  await db
    .insertInto('moodboard_space')
    .values({ ...row, moodboard_id: ids.to, project_id: ids.project })
    .execute();
}

/** How a project file carries a moodboard's space (the designer's own photo and how strongly it steers). */
export const MOODBOARD_SPACE_FILE: FileColumns<MoodboardSpaceTable> = {
  moodboard_id: { ref: 'moodboard' },
  project_id: 'project',
  asset_sha: 'asset',
  source: 'keep',
  author: 'keep',
  strength: 'keep',
  prompt: 'keep',
  created_by: 'skip: a person of the exporting Loci',
  created_at: 'keep',
};
