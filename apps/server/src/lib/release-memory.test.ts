import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseMemory, releaseWhenQuiet } from './release-memory.js';

const MB = 2 ** 20;

it('gives the heap left by a burst of garbage back to the system at once', async () => {
  // A start-up-like burst: many short-lived objects grow the heap (old and young generations).
  let keep = 0;
  for (let round = 0; round < 40; round++) {
    const garbage = Array.from({ length: 20_000 }, (_, i) => ({ i, text: `slot ${round}-${i}`, list: [i, i + 1] }));
    keep += garbage.length;
  }
  expect(keep).toBe(800_000);
  const before = getHeapStatistics().total_heap_size;
  expect(await releaseMemory()).toBe(true);
  const after = getHeapStatistics().total_heap_size;
  // The reducing collection shrinks what the heap holds from the system, not only what is live.
  expect(after).toBeLessThan(before);
});

describe('releasing memory once the process is quiet after a burst', () => {
  /** A process whose resident set and business the test sets; releases give back `returns` MB. */
  function process(returns: number) {
    const state = { rss: 200 * MB, busy: 0, releases: 0 };
    const watcher = releaseWhenQuiet({
      everyMs: 60_000,
      growthBytes: 48 * MB,
      rss: () => state.rss,
      utilization: () => state.busy,
      release: async () => {
        state.releases += 1;
        state.rss -= returns * MB;
        return true;
      },
    });
    return { state, watcher };
  }

  it('releases when it has grown and is quiet, not while it is busy, and not again for what stays', async () => {
    const { state, watcher } = process(60);
    state.rss = 380 * MB;
    state.busy = 0.9; // still serving
    await watcher.check();
    expect(state.releases).toBe(0);
    state.busy = 0.01;
    await watcher.check();
    expect(state.releases).toBe(1);
    expect(state.rss).toBe(320 * MB);
    // What was not given back (WebAssembly memory, a larger live heap) is the new baseline.
    await watcher.check();
    await watcher.check();
    expect(state.releases).toBe(1);
    // The next burst grows it again by enough: one more release.
    state.rss = 370 * MB;
    await watcher.check();
    expect(state.releases).toBe(2);
    watcher.stop();
  });

  it('leaves a quiet process that has not grown (or grown a little) alone', async () => {
    const { state, watcher } = process(60);
    state.rss = 230 * MB;
    for (let i = 0; i < 5; i++) await watcher.check();
    expect(state.releases).toBe(0);
    watcher.stop();
  });
});
