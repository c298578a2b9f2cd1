import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { JobState, JobsDb } from './jobs.tables.js';

/** The channel on which a queued job wakes every process's runner, at its commit. */
export const JOBS_CHANNEL = 'loci_jobs';

/** A job as its handler gets it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface EnqueueOptions {
  /** At most one job of this kind with this key waits or runs: another enqueue returns its id. */
  dedupeKey?: string;
  /** Not before this time (a scheduled run). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Queues a job, in the caller's transaction when it passes one (the job exists only if the change
 * that asked for it commits), and wakes the runners at commit. Returns its id, or the id of the
 * job with the same kind and dedupe key that already waits or runs.
 */
export async function enqueueJob(
  db: JobsDb | Kysely<DatabaseSchema>,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string> {
  const q = db as JobsDb;
  const inserted = await sql<{ id: string }>`
    insert into job (kind, payload, dedupe_key, run_at, max_attempts)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, ${opts.dedupeKey ?? null}, ${opts.runAt ?? new Date()}, ${opts.maxAttempts ?? 5})
    on conflict (kind, dedupe_key) where dedupe_key is not null and state in ('queued', 'running') do nothing
    returning id::text as id`.execute(q);
  await sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`.execute(q);
  const id = inserted.rows[0]?.id;
  if (id) return id;
  const existing = await q
    .selectFrom('job')
    .select(sql<string>`id::text`.as('id'))
    .where('kind', '=', kind)
    .where('dedupe_key', '=', opts.dedupeKey ?? '')
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  // Finished between the conflict and this read: queue it anew.
  return existing?.id ?? enqueueJob(db, kind, payload, opts);
}

/** Claims up to `limit` due jobs of `kinds` for `owner`, leased for `leaseMs`, oldest first. */
export async function claimJobs(db: JobsDb, owner: string, kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  if (!kinds.length || limit <= 0) return [];
  const { rows } = await sql<ClaimedJob>`
    update job set state = 'running', lease_owner = ${owner}, attempts = attempts + 1,
      lease_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select id from job where state = 'queued' and run_at <= now() and kind = any(${kinds}::text[])
      order by run_at, id limit ${limit} for update skip locked)
    returning id::text as id, kind, payload, attempts, max_attempts`.execute(db);
  return rows;
}

/** Renews the leases of `ids` held by `owner`; returns the ids whose cancel was asked for. */
export async function renewLeases(db: JobsDb, owner: string, ids: string[], leaseMs: number): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: string; cancel_requested: boolean }>`
    update job set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = any(${ids}::bigint[]) and state = 'running' and lease_owner = ${owner}
    returning id::text as id, cancel_requested`.execute(db);
  return rows.filter((r) => r.cancel_requested).map((r) => r.id);
}

/** Ends a job its owner ran: done, cancelled, failed for good, or back in the queue after `retryInMs`. */
export async function settleJob(
  db: JobsDb,
  owner: string,
  id: string,
  outcome: { state: Exclude<JobState, 'running' | 'queued'> } | { state: 'queued'; retryInMs: number },
  error?: string,
): Promise<void> {
  const base = db
    .updateTable('job')
    .where('id', '=', id as never)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running');
  if (outcome.state === 'queued') {
    await base
      .set({
        state: 'queued',
        lease_owner: null,
        lease_until: null,
        last_error: error ?? null,
        run_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
      })
      .execute();
    return;
  }
  await base
    .set({ state: outcome.state, lease_owner: null, lease_until: null, last_error: error ?? null, finished_at: sql<Date>`now()` })
    .execute();
}

/**
 * Takes back jobs whose lease ran out (their process died or stalled): queued again, or failed when
 * they had their attempts. Returns how many.
 */
export async function reclaimExpired(db: JobsDb): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    update job set
      state = case when attempts >= max_attempts or cancel_requested then (case when cancel_requested then 'cancelled' else 'failed' end) else 'queued' end,
      finished_at = case when attempts >= max_attempts or cancel_requested then now() else null end,
      last_error = coalesce(last_error, 'Its process stopped before it finished.'),
      lease_owner = null, lease_until = null, run_at = now()
    where state = 'running' and lease_until < now()
    returning id::text as id`.execute(db);
  return rows.length;
}

/** Cancels a job: at once when it waits; a running one is told at its next lease renewal. False when it is over. */
export async function cancelJob(db: JobsDb, id: string): Promise<boolean> {
  const waiting = await db
    .updateTable('job')
    .set({ state: 'cancelled', finished_at: sql<Date>`now()` })
    .where('id', '=', id as never)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  if (Number(waiting.numUpdatedRows) > 0) return true;
  const running = await db
    .updateTable('job')
    .set({ cancel_requested: true })
    .where('id', '=', id as never)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(running.numUpdatedRows) > 0;
}

/** A job's row (tests, the runner's own checks). */
export async function findJob(db: JobsDb, id: string) {
  return db
    .selectFrom('job')
    .select(['kind', 'payload', 'state', 'attempts', 'last_error', 'run_at', 'dedupe_key'])
    .select(sql<string>`id::text`.as('id'))
    .where('id', '=', id as never)
    .executeTakeFirst();
}

/** When the next queued job of `kinds` is due (null: none waits). */
export async function nextDue(db: JobsDb, kinds: string[]): Promise<Date | null> {
  if (!kinds.length) return null;
  const row = await db
    .selectFrom('job')
    .select(sql<Date>`min(run_at)`.as('at'))
    .where('state', '=', 'queued')
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** Forgets finished jobs older than `keepMs`. */
export async function pruneFinished(db: JobsDb, keepMs: number): Promise<void> {
  await db
    .deleteFrom('job')
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(secs => ${keepMs / 1000})`)
    .execute();
}
