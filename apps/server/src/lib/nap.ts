/**
 * A worker loop's nap between rounds, cut short by a wake-up (work queued, a slot freed, stop). A
 * wake-up that comes while the loop is busy is kept for its next nap, so it is never lost; `round()`
 * at the top of each round spends the ones before it (that round looks for work anyway).
 */
export function createNap() {
  let wakeUp: (() => void) | null = null;
  let woken = false;
  return {
    round(): void {
      woken = false;
    },
    /** Sleeps `ms`, unless woken since the round began or `stop` is raised. */
    sleep(ms: number, stop?: AbortSignal): Promise<void> {
      return new Promise<void>((resolve) => {
        if (woken || stop?.aborted) return resolve();
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
      });
    },
    wake(): void {
      woken = true;
      wakeUp?.();
    },
  };
}
