import { randomUUID } from 'node:crypto';
import { createNap } from '../../lib/nap.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { claimJob, heartbeatJobs, reclaimExpiredJobs, releaseJobs, stillHeld } from './space.repository.js';
import { spaceDb } from './space.tables.js';
import { runSpaceJob } from './space-render.js';

export interface SpaceWorkerOptions {
  /** A running job whose lease is not renewed for this long goes back to the queue (its worker died). */
  leaseMs?: number;
  /** How often an idle worker looks for work (queueing in this process wakes it at once). */
  pollMs?: number;
  workerId?: string;
  onError?: (err: unknown) => void;
}

export interface SpaceWorker {
  readonly id: string;
  wake(): void;
  /** Stops claiming and aborts the running job; `release: false` leaves it for lease expiry (a crash). */
  stop(opts?: { release?: boolean }): Promise<void>;
}

/**
 * The "Your space" render worker: one lane that claims the oldest queued job (durable: the job row
 * holds the space and strength), renders it, and settles it. A heartbeat keeps its job leased;
 * jobs of a worker that died come back to the queue when their lease runs out.
 */
export function startSpaceWorker(deps: MoodboardServiceDeps, opts: SpaceWorkerOptions = {}): SpaceWorker {
  const db = spaceDb(deps.db);
  const id = opts.workerId ?? `space ${process.pid} #${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? 20_000;
  const pollMs = opts.pollMs ?? 500;
  const abort = new AbortController();
  const report = (err: unknown) => opts.onError?.(err);
  const nap = createNap();
  const sleep = (ms: number) => nap.sleep(ms, abort.signal);
  const wake = nap.wake;

  async function loop(): Promise<void> {
    while (!abort.signal.aborted) {
      nap.round();
      try {
        await reclaimExpiredJobs(db, leaseMs, id);
        const job = await claimJob(db, id);
        if (!job) {
          await sleep(pollMs);
          continue;
        }
        // A job cancelled between claim and now is not rendered.
        if (await stillHeld(db, id, job.id)) await runSpaceJob(deps, job, { workerId: id, signal: abort.signal });
      } catch (err) {
        if (abort.signal.aborted) return;
        report(err);
        await sleep(pollMs);
      }
    }
  }

  const beat = setInterval(() => heartbeatJobs(db, id).catch(report), Math.max(50, leaseMs / 4));
  beat.unref();
  const running = loop();
  return {
    id,
    wake,
    async stop({ release = true } = {}) {
      abort.abort();
      clearInterval(beat);
      wake();
      await running;
      if (release) await releaseJobs(db, id).catch(report);
    },
  };
}
