import { type Kysely, sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DatabaseSchema, GenerationKind, SlotStatus } from '../../adapters/db/schema.js';
import { type BoardKey, type SlotPatch, type SlotRow, toSlotColumns } from './generation.repository.js';

type Db = Kysely<DatabaseSchema>;

/** Attempts after which a slot that keeps killing its worker is given up (failed), not re-queued. */
export const MAX_ATTEMPTS = 3;

/** Queues a project's unfinished slots (pending or failed); queued, running and done slots are left alone. */
export async function queueSlots(
  db: Db,
  projectId: string,
  sections: string[],
  kinds: GenerationKind[],
  startedBy: string,
): Promise<number> {
  const res = await db
    .updateTable('generation_slot')
    .set({ status: 'queued', queued_at: new Date(), error: null, attempts: 0, updated_at: new Date(), started_by: startedBy })
    .where('project_id', '=', projectId)
    .where('section', 'in', sections)
    .where('kind', 'in', kinds)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** A slot queued again for a new image: fresh attempts, and the app's again (no longer the user's choice). */
function requeued(startedBy: string) {
  return {
    status: 'queued' as const,
    queued_at: new Date(),
    error: null,
    attempts: 0,
    user_edited: false,
    updated_at: new Date(),
    started_by: startedBy,
  };
}

/**
 * "Regenerate page": queues every slot of a board for a new image, except slots already in the
 * queue and, unless `replaceEdited`, slots whose image the user chose or whose words they edited.
 * A slot keeps showing its current image until the new one replaces it. Returns how many were queued.
 */
export async function requeueBoard(db: Db, key: BoardKey, replaceEdited: boolean, startedBy: string): Promise<number> {
  let q = db
    .updateTable('generation_slot')
    // Replaced slots are the app's again: a later "Regenerate page" may replace them.
    .set(requeued(startedBy))
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('status', 'not in', ['queued', 'running']);
  if (!replaceEdited) q = q.where('user_edited', '=', false);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Sets one slot's prompt and queues it (a guided regeneration), unless it is already queued or
 * running. Returns how many rows were queued (0 or 1).
 */
export async function requeueWithPrompt(
  db: Db,
  projectId: string,
  slot: { section: string; kind: GenerationKind; idx: number; prompt: string },
  startedBy: string,
): Promise<number> {
  const res = await db
    .updateTable('generation_slot')
    .set({ prompt: slot.prompt, ...requeued(startedBy) })
    .where('project_id', '=', projectId)
    .where('section', '=', slot.section)
    .where('kind', '=', slot.kind)
    .where('idx', '=', slot.idx)
    .where('status', 'not in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * "Cancel": a project's queued slots that no worker has taken leave the queue. A slot that already
 * shows an image (a page being regenerated) keeps it and is done again; the others are pending.
 * Running slots are left to finish. Returns how many slots left the queue.
 */
export async function cancelQueued(db: Db, projectId: string): Promise<number> {
  const res = await db
    .updateTable('generation_slot')
    .set((eb) => ({
      status: eb.case().when('asset_sha', 'is not', null).then(sql<SlotStatus>`'done'`).else(sql<SlotStatus>`'pending'`).end(),
      updated_at: new Date(),
    }))
    .where('project_id', '=', projectId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** A claimed slot with who is charged for it (whoever queued it; the project's creator for older rows) and its workspace. */
export type ClaimedSlot = SlotRow & { owner_id: string; charge_to: string; workspace_id: string };

/**
 * Claims the next queued slot for a worker in one statement (its own short transaction):
 * `FOR UPDATE SKIP LOCKED` means two workers never take the same row, and a user with
 * `perUser` slots already running is skipped so one big job cannot starve other users.
 */
export async function claimSlot(db: Db, workerId: string, perUser: number): Promise<ClaimedSlot | undefined> {
  const { rows } = await sql<ClaimedSlot>`
    with candidate as (
      select s.project_id, s.section, s.kind, s.idx, p.owner_id, coalesce(s.started_by, p.owner_id) as charge_to, p.workspace_id
      from generation_slot s join project p on p.id = s.project_id
      where s.status = 'queued'
        and (select count(*) from generation_slot r join project rp on rp.id = r.project_id
             where r.status = 'running' and rp.owner_id = p.owner_id) < ${perUser}
      order by s.queued_at, s.kind, s.section, s.idx
      limit 1
      for update of s skip locked
    )
    update generation_slot g
       set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = g.attempts + 1, updated_at = now()
      from candidate c
     where g.project_id = c.project_id and g.section = c.section and g.kind = c.kind and g.idx = c.idx
    returning g.*, c.owner_id, c.charge_to, c.workspace_id`.execute(db);
  return rows[0];
}

/**
 * Writes a slot's outcome only while `heldBy` still holds it (running, locked by that worker), and
 * unlocks it. False when the slot was reclaimed meanwhile (the late result is dropped).
 */
export async function updateHeldSlot(db: Db, key: BoardKey, idx: number, patch: SlotPatch, heldBy: string): Promise<boolean> {
  const res = await db
    .updateTable('generation_slot')
    .set({ ...toSlotColumns(patch), locked_by: null, locked_at: null })
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('idx', '=', idx)
    .where('status', '=', 'running')
    .where('locked_by', '=', heldBy)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Keeps a worker's running slots leased while it works on them. */
export async function heartbeat(db: Db, workerId: string): Promise<void> {
  await db
    .updateTable('generation_slot')
    .set({ locked_at: new Date() })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

type RunningFilter = (q: UpdateQueryBuilder<DatabaseSchema, 'generation_slot', 'generation_slot', UpdateResult>) => typeof q;

/** Running slots matching `filter` go back to the queue; after MAX_ATTEMPTS they fail instead. */
async function requeueRunning(db: Db, filter: RunningFilter): Promise<number> {
  await filter(
    db
      .updateTable('generation_slot')
      .set({ status: 'failed', error: 'Generation kept failing; try again.', locked_by: null, locked_at: null, updated_at: new Date() })
      .where('status', '=', 'running')
      .where('attempts', '>=', MAX_ATTEMPTS),
  ).execute();
  const res = await filter(
    db
      .updateTable('generation_slot')
      .set({ status: 'queued', locked_by: null, locked_at: null, updated_at: new Date() })
      .where('status', '=', 'running'),
  ).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Slots whose lease ran out (their worker died or hung) go back to the queue; after
 * MAX_ATTEMPTS they fail instead. The asking worker's own slots are never taken: it is alive,
 * and its heartbeat was only late (a busy event loop). Returns how many were re-queued.
 */
export function reclaimExpired(db: Db, leaseMs: number, askingWorker: string): Promise<number> {
  return requeueRunning(db, (q) =>
    q
      .where(sql<boolean>`locked_at < now() - make_interval(secs => ${leaseMs / 1000})`)
      .where('locked_by', 'is distinct from', askingWorker),
  );
}

/** The workers holding running slots now. */
export async function runningHolders(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('generation_slot').select('locked_by').distinct().where('status', '=', 'running').execute();
  return rows.map((r) => r.locked_by).filter((id): id is string => Boolean(id));
}

/** Re-queues, without waiting for their lease, the slots held by workers known to be dead. */
export function reclaimHeldBy(db: Db, deadWorkers: string[]): Promise<number> {
  if (!deadWorkers.length) return Promise.resolve(0);
  return requeueRunning(db, (q) => q.where('locked_by', 'in', deadWorkers));
}

/**
 * A worker whose run of one slot failed unexpectedly (not a provider error: those are written as
 * the slot's outcome) hands that slot back: queued again, or failed once it has used its attempts.
 * Without this the slot stayed `running` under a live worker whose heartbeat kept its lease.
 */
export function releaseFailedSlot(
  db: Db,
  workerId: string,
  slot: Pick<SlotRow, 'project_id' | 'section' | 'kind' | 'idx'>,
): Promise<number> {
  return requeueRunning(db, (q) =>
    q
      .where('locked_by', '=', workerId)
      .where('project_id', '=', slot.project_id)
      .where('section', '=', slot.section)
      .where('kind', '=', slot.kind)
      .where('idx', '=', slot.idx),
  );
}

/** A stopping worker hands its unfinished slots back to the queue. */
export async function releaseWorker(db: Db, workerId: string): Promise<void> {
  await db
    .updateTable('generation_slot')
    .set({ status: 'queued', locked_by: null, locked_at: null })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/** Who started each board's slots, and when, for "Started by" on progress. */
export function boardStarters(db: Db, projectId: string) {
  return db
    .selectFrom('generation_slot')
    .select(['section', 'kind', 'started_by', 'queued_at'])
    .where('project_id', '=', projectId)
    .where('started_by', 'is not', null)
    .execute();
}

/** Counts per board, for progress. */
export function boardCounts(db: Db, projectId: string) {
  return db
    .selectFrom('generation_slot')
    .select(['section', 'kind', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('project_id', '=', projectId)
    .groupBy(['section', 'kind', 'status'])
    .execute();
}
