/**
 * Runs a background pass (mail waiting for its turn) every `everyMs`, unref'd, one run at a time,
 * until stopped; errors go to `onError`. Any process may run it: each pass claims its work in the database.
 */
export function startTimedPass(pass: () => Promise<unknown>, opts: { everyMs: number; onError: (err: unknown) => void }) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(opts.onError)
      .finally(() => {
        running = false;
      });
  }, opts.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
