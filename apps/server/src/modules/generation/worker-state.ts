import type { WorkerDeps, WorkerOptions } from './worker.types.js';
import { createGate } from './worker-gate.js';

/** What one worker's lanes share: its settings, its abort signal, its provider gate and its wake-ups. */
export interface WorkerState {
  readonly id: string;
  readonly deps: WorkerDeps;
  readonly opts: WorkerOptions;
  readonly leaseMs: number;
  readonly pollMs: number;
  readonly perUser: number;
  readonly abort: AbortController;
  readonly gate: <T>(run: () => Promise<T>) => Promise<T>;
  /** Resolvers of the lanes asleep now. */
  readonly sleepers: Set<() => void>;
  /** Counts wake() calls, so a lane that was busy when one came looks again instead of sleeping. */
  wakes: number;
  /** When expired and dead-worker slots were last re-queued (ms since epoch). */
  lastReclaim: number;
  /** Whether one idle lane already polls every pollMs (the others rest until woken). */
  watching: boolean;
}

export function createWorkerState(id: string, deps: WorkerDeps, opts: WorkerOptions, leaseMs: number): WorkerState {
  return {
    id,
    deps,
    opts,
    leaseMs,
    pollMs: opts.pollMs ?? 500,
    perUser: opts.perUser ?? opts.concurrency * 2,
    abort: new AbortController(),
    gate: createGate(Math.max(1, opts.concurrency)),
    sleepers: new Set(),
    wakes: 0,
    lastReclaim: 0,
    watching: false,
  };
}

export function reportError(state: WorkerState, err: unknown): void {
  state.deps.onError?.(err);
}

// Wake-ups are counted, so one that comes while a lane is busy (claiming, say) is not lost: the
// lane sees the count moved since it last looked and looks again instead of going to sleep.
// A lost one left a lane asleep for good; at stop(), that lane never ended and stop() hung.

/** Sleeps `ms` (Infinity: until woken), unless a wake-up came since the lane read `seen` from `state.wakes`. */
export function sleepLane(state: WorkerState, ms: number, seen: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (state.wakes !== seen || state.abort.signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      state.sleepers.delete(done);
      resolve();
    };
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
    state.sleepers.add(done);
  });
}

/** Wakes every sleeping lane, and counts the wake-up for the lanes that are busy now. */
export function wakeLanes(state: WorkerState): void {
  state.wakes += 1;
  for (const s of [...state.sleepers]) s();
}
