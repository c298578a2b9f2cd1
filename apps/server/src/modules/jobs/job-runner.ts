import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChangeNotice } from '../../adapters/db/database.port.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { createNap } from '../../lib/nap.js';
import {
  type ClaimedJob,
  cancelJob,
  claimJobs,
  type EnqueueOptions,
  enqueueJob,
  JOBS_CHANNEL,
  pruneFinished,
  reclaimExpired,
  renewLeases,
  settleJob,
} from './jobs.repository.js';
import type { JobsDb } from './jobs.tables.js';

/** What a handler is given: the job, its attempt (1 on the first run), and a signal raised when it is cancelled. */
export interface JobContext {
  id: string;
  payload: Record<string, unknown>;
  attempt: number;
  signal: AbortSignal;
}
export type JobHandler = (job: JobContext) => Promise<void>;

export interface HandlerOptions {
  /** Wait before attempt n + 1 after attempt n failed (default: 1 s doubling, at most 5 min). */
  backoffMs?: (attempt: number) => number;
  /** Run again this long after each run ends (a recurring job: one waits at a time, whichever process runs it). */
  repeatMs?: number;
}

export interface JobRunnerOptions {
  db: JobsDb;
  /** Wakes the runner when any process queues a job (PostgreSQL NOTIFY at commit); without it, `pollMs` alone. */
  listen?: (channel: string, notice: ChangeNotice) => Promise<() => Promise<void>>;
  /** This process's name on the leases it holds. */
  owner?: string;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** A job's lease: renewed every third of it while it runs; one not renewed in time is taken back. */
  leaseMs?: number;
  /** How often the runner looks for due jobs when nothing woke it. */
  pollMs?: number;
  /** How long a finished job's row is kept. */
  keepFinishedMs?: number;
  onError: (err: unknown, job?: { id: string; kind: string }) => void;
}

const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 5 * 60_000);
const REPEAT_KEY = 'every';

/**
 * One durable job runner for background work (issue #45): handlers by kind, jobs queued in the
 * database (in the caller's transaction when it passes one), claimed by any process under a lease
 * renewed while they run, retried with backoff, deduplicated by key, scheduled for a time,
 * recurring, cancelled; a lease that runs out (its process died) is taken back and run again.
 */
export function createJobRunner(opts: JobRunnerOptions) {
  const { db } = opts;
  const owner = opts.owner ?? randomUUID();
  const concurrency = opts.concurrency ?? 2;
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 2_000;
  const keepFinishedMs = opts.keepFinishedMs ?? 24 * 3_600_000;
  const handlers = new Map<string, { handler: JobHandler; options: HandlerOptions }>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let loopDone: Promise<void> = Promise.resolve();
  const nap = createNap();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let lastSweep = 0;
  const counts = { claimed: 0, done: 0, retried: 0, failed: 0, cancelled: 0, reclaimed: 0 };

  const wake = nap.wake;

  async function run(job: ClaimedJob): Promise<void> {
    const entry = handlers.get(job.kind);
    const controller = new AbortController();
    let settle: () => Promise<void> = async () => undefined;
    const done = (async () => {
      try {
        if (!entry) throw new Error(`No handler for ${job.kind}`);
        await entry.handler({ id: job.id, payload: job.payload, attempt: job.attempts, signal: controller.signal });
        counts.done += 1;
        settle = () => settleJob(db, owner, job.id, { state: 'done' });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (controller.signal.aborted) {
          counts.cancelled += 1;
          settle = () => settleJob(db, owner, job.id, { state: 'cancelled' }, message);
        } else if (job.attempts >= job.max_attempts) {
          counts.failed += 1;
          opts.onError(err, job);
          settle = () => settleJob(db, owner, job.id, { state: 'failed' }, message);
        } else {
          counts.retried += 1;
          const retryInMs = (entry?.options.backoffMs ?? defaultBackoff)(job.attempts);
          settle = () => settleJob(db, owner, job.id, { state: 'queued', retryInMs }, message);
        }
      }
      try {
        await settle();
        const repeatMs = entry?.options.repeatMs;
        if (repeatMs) await enqueueJob(db, job.kind, {}, { dedupeKey: REPEAT_KEY, runAt: new Date(Date.now() + repeatMs) });
      } catch (err) {
        opts.onError(err, job);
      } finally {
        running.delete(job.id);
        wake();
      }
    })();
    running.set(job.id, { controller, done });
  }

  async function pass(): Promise<number> {
    if (Date.now() - lastSweep > leaseMs / 2) {
      lastSweep = Date.now();
      counts.reclaimed += await reclaimExpired(db);
      await pruneFinished(db, keepFinishedMs);
    }
    const claimed = await claimJobs(db, owner, [...handlers.keys()], concurrency - running.size, leaseMs);
    counts.claimed += claimed.length;
    for (const job of claimed) void run(job);
    return claimed.length;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      nap.round();
      let claimed = 0;
      try {
        claimed = await pass();
      } catch (err) {
        opts.onError(err);
      }
      // A full batch may have left more due: look again at once.
      if (!stopped && !(claimed > 0 && running.size < concurrency)) await nap.sleep(pollMs);
    }
  }

  /** Runs jobs of `kind` with `handler` (in every process that starts this runner). */
  function handle(kind: string, handler: JobHandler, options: HandlerOptions = {}): void {
    handlers.set(kind, { handler, options });
    wake();
  }

  return {
    owner,
    handle,

    /** Runs `handler` every `everyMs` (after each run ends), in one process at a time; the first run is `everyMs` from now. */
    async every(kind: string, everyMs: number, handler: () => Promise<unknown>): Promise<void> {
      handle(
        kind,
        async () => {
          await handler();
        },
        { repeatMs: everyMs, backoffMs: () => everyMs },
      );
      await enqueueJob(db, kind, {}, { dedupeKey: REPEAT_KEY, runAt: new Date(Date.now() + everyMs) });
    },

    /** Queues a job (in `trx` when given: it exists only if that transaction commits). */
    async enqueue(
      kind: string,
      payload: Record<string, unknown> = {},
      options?: EnqueueOptions,
      trx?: Kysely<DatabaseSchema>,
    ): Promise<string> {
      const id = await enqueueJob(trx ?? db, kind, payload, options);
      if (!trx) wake();
      return id;
    },

    /** Cancels a job: a waiting one at once, a running one at its next lease renewal (its signal is raised). */
    cancel: (id: string): Promise<boolean> => cancelJob(db, id),

    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      stopListening = opts.listen
        ? await opts.listen(JOBS_CHANNEL, { changed: wake, lost: () => undefined, restored: wake }).catch((err) => {
            opts.onError(err);
            return undefined;
          })
        : undefined;
      heartbeat = setInterval(() => {
        renewLeases(db, owner, [...running.keys()], leaseMs)
          .then((cancelled) => {
            for (const id of cancelled) running.get(id)?.controller.abort();
          })
          .catch((err) => opts.onError(err));
      }, leaseMs / 3);
      heartbeat.unref();
      loopDone = loop();
    },

    /** Stops claiming, waits (at most `graceMs`) for the jobs it runs, and stops listening. */
    async stop(graceMs = 10_000): Promise<void> {
      if (stopped) return;
      stopped = true;
      wake();
      await loopDone;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()].map((r) => r.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      clearInterval(heartbeat);
      await stopListening?.().catch(() => undefined);
    },

    /** For tests and logs. */
    stats: () => ({ running: running.size, kinds: [...handlers.keys()], ...counts }),
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
