import type { WorkerDeps, WorkerOptions } from './worker.types.js';
import { newWorkerId } from './worker-identity.js';
import { runLane, startHeartbeat, stopWorker } from './worker-lane.js';
import { createWorkerState, wakeLanes } from './worker-state.js';

export type { WorkerDeps, WorkerOptions } from './worker.types.js';
export { createGate } from './worker-gate.js';

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
