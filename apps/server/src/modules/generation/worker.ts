import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import type { SlotImages } from '../imaging/index.js';
import { newWorkerId } from './worker-identity.js';
import { runLane, startHeartbeat, stopWorker } from './worker-lane.js';
import { createWorkerState, wakeLanes } from './worker-state.js';

export { createGate } from './worker-gate.js';

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
  const state = createWorkerState(opts.workerId ?? newWorkerId(), deps, opts, opts.leaseMs ?? DEFAULT_LEASE_MS);
  const beat = startHeartbeat(state);
  // Twice as many lanes as provider calls: one lane stores and writes a finished image while
  // another already waits on the provider, so the provider stays busy (see the benchmark).
  const lanes = Array.from({ length: Math.max(1, opts.concurrency) * 2 }, () => runLane(state));
  return {
    id: state.id,
    wake: () => wakeLanes(state),
    stop: ({ release = true } = {}) => stopWorker(state, beat, lanes, release),
  };
}
