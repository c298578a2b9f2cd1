import { claimSlot, heartbeat, reclaimExpired, reclaimHeldBy, releaseWorker, runningHolders } from './job-queue.repository.js';
import { isDeadLocalWorker } from './worker-identity.js';
import { runOrHandBack } from './worker-slot.js';
import { reportError, sleepLane, type WorkerState, wakeLanes } from './worker-state.js';

/** Every half lease: re-queues slots of dead workers on this host and slots whose lease ran out. */
async function maybeReclaim(state: WorkerState): Promise<void> {
  if (Date.now() - state.lastReclaim < state.leaseMs / 2) return;
  state.lastReclaim = Date.now();
  const { db } = state.deps;
  const dead = (await runningHolders(db)).filter((holder) => isDeadLocalWorker(holder));
  const requeued = (await reclaimHeldBy(db, dead)) + (await reclaimExpired(db, state.leaseMs, state.id));
  if (requeued > 0) wakeLanes(state);
}

/** One lane: claims and runs slots until the worker stops, resting (counted wake-ups) while there is none. */
export async function runLane(state: WorkerState): Promise<void> {
  const { abort } = state;
  while (!abort.signal.aborted) {
    const seen = state.wakes;
    try {
      await maybeReclaim(state);
      const slot = await claimSlot(state.deps.db, state.id, state.perUser);
      if (slot) {
        wakeLanes(state); // lanes resting until woken look for more work too
        await runOrHandBack(state, slot);
        wakeLanes(state); // a lane held back by the per-user bound may claim now
      } else if (state.watching) await sleepLane(state, Number.POSITIVE_INFINITY, seen);
      else {
        // One idle lane looks for work every pollMs; the others rest until it (or queueing here) wakes them.
        state.watching = true;
        try {
          await sleepLane(state, state.pollMs, seen);
        } finally {
          state.watching = false;
        }
      }
    } catch (err) {
      if (abort.signal.aborted) return;
      reportError(state, err);
      await sleepLane(state, state.pollMs, state.wakes);
    }
  }
}

/** Renews this worker's leases every quarter lease; returns the timer (unref'd). */
export function startHeartbeat(state: WorkerState): ReturnType<typeof setInterval> {
  const beat = setInterval(
    () => heartbeat(state.deps.db, state.id).catch((err) => reportError(state, err)),
    Math.max(50, state.leaseMs / 4),
  );
  beat.unref();
  return beat;
}

/** Stops claiming, aborts running slots, waits for every lane, then (unless a crash is simulated) hands its slots back. */
export async function stopWorker(
  state: WorkerState,
  beat: ReturnType<typeof setInterval>,
  lanes: Promise<void>[],
  release: boolean,
): Promise<void> {
  state.abort.abort();
  clearInterval(beat);
  wakeLanes(state);
  await Promise.allSettled(lanes);
  if (release) await releaseWorker(state.deps.db, state.id).catch((err) => reportError(state, err));
}
