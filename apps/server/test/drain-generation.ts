import type { TestApp, TestUser } from './helpers.js';

/** Checks of the project's progress a wait makes at most (each after a slot settles, or a quiet second). */
const MAX_CHECKS = 600;
/** A wait looks again after this long without a settled slot (work done by another worker or process). */
const QUIET_MS = 1_000;

/**
 * A wake-up for waits on generation: `notify` (given to a worker as `onSlotSettled`) ends the
 * current `next()` at once; `next()` also ends by itself after `QUIET_MS`.
 */
export function createSettleSignal() {
  let wakeUp: (() => void) | undefined;
  return {
    notify: () => wakeUp?.(),
    next: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, QUIET_MS);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}

/**
 * Waits until `check` holds, looking once now and again each time a slot settles (bounded in
 * checks, not timed). Polling the progress every few milliseconds made the test itself the load:
 * every read runs on the embedded database's single connection, on the event loop the worker needs.
 */
export async function untilSettled(
  check: () => Promise<boolean>,
  signal: ReturnType<typeof createSettleSignal>,
  what: string,
): Promise<void> {
  for (let i = 0; i < MAX_CHECKS; i++) {
    const settled = signal.next();
    if (await check()) return;
    await settled;
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The project's generation as its progress route reports it: true while any slot is queued or running. */
export async function generationRunning(t: TestApp, user: TestUser, projectId: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/generation`, headers: user.headers });
  return Boolean(res.json().running);
}

/** Tests: runs a worker until the project's generation job has nothing left to do. */
export async function drainGeneration(t: TestApp, user: TestUser, projectId: string): Promise<void> {
  const signal = createSettleSignal();
  const worker = t.app.services.generation.startWorker({ concurrency: 3, onSlotSettled: signal.notify });
  try {
    await untilSettled(async () => !(await generationRunning(t, user, projectId)), signal, 'the generation job to finish');
  } finally {
    await worker.stop();
  }
}

/** Tests: generates one board of a project (Historical Context by default) and waits for it. */
export async function generateBoard(
  t: TestApp,
  user: TestUser,
  projectId: string,
  board: { section: string; kind: string } = { section: 'historical', kind: 'context' },
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/generation`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(board),
  });
  if (res.statusCode !== 202) throw new Error(`queueing the board failed: ${res.statusCode} ${res.body}`);
  await drainGeneration(t, user, projectId);
}
