import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import { type ImageOutcome, newSeed, type SlotImages } from '../imaging/index.js';
import { findProjectById } from '../projects/index.js';
import {
  type ClaimedSlot,
  claimSlot,
  heartbeat,
  reclaimExpired,
  reclaimHeldBy,
  releaseFailedSlot,
  releaseWorker,
  runningHolders,
} from './job-queue.repository.js';
import { outcomePatch, slidersOf } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import { isDeadLocalWorker, newWorkerId } from './worker-identity.js';

export interface WorkerOptions {
  /** Slots generated at once by this worker (GENERATION_CONCURRENCY). */
  concurrency: number;
  /** Slots of one user running (in the provider or being stored) at once across workers (soft bound); defaults to 2 × `concurrency`. */
  perUser?: number;
  /**
   * A running slot whose lease is not renewed for this long is re-queued (its worker died on
   * another host, or hung). Renewed by a heartbeat every quarter lease. Slots of a dead worker on
   * this host (same boot and PID namespace) are re-queued at once, at start-up and every half lease.
   */
  leaseMs?: number;
  /** How often an idle worker looks for work (queueing in this process wakes it at once). */
  pollMs?: number;
  workerId?: string;
  /** Called after each slot this worker settles (written, or handed back after an unexpected error). */
  onSlotSettled?: (slot: { projectId: string; section: string; kind: string; idx: number }) => void | Promise<void>;
}

export interface WorkerDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  images: SlotImages;
  /** Called with unexpected errors (logged by the app). */
  onError?: (err: unknown) => void;
}

export interface GenerationWorker {
  readonly id: string;
  /** Looks for work now (called after slots are queued). */
  wake(): void;
  /** Stops claiming and aborts running slots. `release: false` leaves them for lease expiry (a crash). */
  stop(opts?: { release?: boolean }): Promise<void>;
}

/** Short, so a worker that died on another host holds its slots for seconds, not minutes. */
export const DEFAULT_LEASE_MS = 20_000;

/** Starts a worker loop: `concurrency` lanes that claim, generate (outside any transaction) and write slots. */
export function startGenerationWorker(deps: WorkerDeps, opts: WorkerOptions): GenerationWorker {
  const id = opts.workerId ?? newWorkerId();
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = opts.pollMs ?? 500;
  const perUser = opts.perUser ?? opts.concurrency * 2;
  const abort = new AbortController();
  const sleepers = new Set<() => void>();
  let lastReclaim = 0;
  let watching = false;
  const gate = createGate(Math.max(1, opts.concurrency));
  const report = (err: unknown) => deps.onError?.(err);

  // Wake-ups are counted, so one that comes while a lane is busy (claiming, say) is not lost: the
  // lane sees the count moved since it last looked and looks again instead of going to sleep.
  // A lost one left a lane asleep for good; at stop(), that lane never ended and stop() hung.
  let wakes = 0;
  const sleep = (ms: number, seen: number) =>
    new Promise<void>((resolve) => {
      if (wakes !== seen || abort.signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
      sleepers.add(done);
    });
  const wake = () => {
    wakes += 1;
    for (const s of [...sleepers]) s();
  };

  async function run(slot: ClaimedSlot): Promise<void> {
    const project = await findProjectById(deps.db, slot.project_id);
    const job = {
      userId: slot.charge_to,
      workspaceId: slot.workspace_id,
      prompt: slot.prompt,
      usage: slot.real_sourced === 1 ? (1 as const) : (0 as const),
      ...slidersOf(slot),
      palette: project?.brand_palette,
      signal: abort.signal,
      gate,
      slot: { projectId: slot.project_id, section: slot.section, kind: slot.kind, idx: slot.idx },
      // A slot that already shows an image is regenerated: a new seed, so it never comes back the same.
      ...(slot.asset_sha ? { seed: newSeed() } : {}),
    };
    let outcome: ImageOutcome;
    try {
      outcome = await deps.images.make(job);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome = { sha: null, alternatives: [], usage: 0, timeout: false, fallback: true, error: err.message };
    }
    // Shutting down mid-call: the slot goes back to the queue. A finished image is still written.
    if (abort.signal.aborted && !outcome.sha) return;
    const key = { projectId: slot.project_id, section: slot.section, kind: slot.kind };
    await writeSlot(deps, { key, idx: slot.idx, patch: outcomePatch(outcome), heldBy: id, seed: outcome.seed });
  }

  /** Runs a slot; one that fails unexpectedly goes back to the queue (or fails after its attempts) at once. */
  async function runOrHandBack(slot: ClaimedSlot): Promise<void> {
    try {
      await run(slot);
    } catch (err) {
      if (abort.signal.aborted) return; // stopping: release (or lease expiry) hands it back
      report(err);
      await releaseFailedSlot(deps.db, id, slot);
    } finally {
      // Awaited: what the app does once a slot settles (a round's snapshot) ends before stop() does.
      try {
        await opts.onSlotSettled?.({ projectId: slot.project_id, section: slot.section, kind: slot.kind, idx: slot.idx });
      } catch (err) {
        report(err);
      }
    }
  }

  async function maybeReclaim(): Promise<void> {
    if (Date.now() - lastReclaim < leaseMs / 2) return;
    lastReclaim = Date.now();
    const dead = (await runningHolders(deps.db)).filter((holder) => isDeadLocalWorker(holder));
    const requeued = (await reclaimHeldBy(deps.db, dead)) + (await reclaimExpired(deps.db, leaseMs, id));
    if (requeued > 0) wake();
  }

  async function lane(): Promise<void> {
    while (!abort.signal.aborted) {
      const seen = wakes;
      try {
        await maybeReclaim();
        const slot = await claimSlot(deps.db, id, perUser);
        if (slot) {
          wake(); // lanes resting until woken look for more work too
          await runOrHandBack(slot);
          wake(); // a lane held back by the per-user bound may claim now
        } else if (watching) await sleep(Number.POSITIVE_INFINITY, seen);
        else {
          // One idle lane looks for work every pollMs; the others rest until it (or queueing here) wakes them.
          watching = true;
          try {
            await sleep(pollMs, seen);
          } finally {
            watching = false;
          }
        }
      } catch (err) {
        if (abort.signal.aborted) return;
        report(err);
        await sleep(pollMs, wakes);
      }
    }
  }

  const beat = setInterval(() => heartbeat(deps.db, id).catch(report), Math.max(50, leaseMs / 4));
  beat.unref();
  // Twice as many lanes as provider calls: one lane stores and writes a finished image while
  // another already waits on the provider, so the provider stays busy (see the benchmark).
  const lanes = Array.from({ length: Math.max(1, opts.concurrency) * 2 }, () => lane());

  return {
    id,
    wake,
    async stop({ release = true } = {}) {
      abort.abort();
      clearInterval(beat);
      wake();
      await Promise.allSettled(lanes);
      if (release) await releaseWorker(deps.db, id).catch(report);
    },
  };
}

/** A counting semaphore: at most `size` runs at once, the rest wait in order. */
export function createGate(size: number): <T>(run: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (run) => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
