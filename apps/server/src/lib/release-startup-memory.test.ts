import { getHeapStatistics } from 'node:v8';
import { expect, it } from 'vitest';
import { releaseStartupMemory } from './release-startup-memory.js';

it('gives the heap left by a burst of garbage back to the system at once', async () => {
  // A start-up-like burst: many short-lived objects grow the heap (old and young generations).
  let keep = 0;
  for (let round = 0; round < 40; round++) {
    const garbage = Array.from({ length: 20_000 }, (_, i) => ({ i, text: `slot ${round}-${i}`, list: [i, i + 1] }));
    keep += garbage.length;
  }
  expect(keep).toBe(800_000);
  const before = getHeapStatistics().total_heap_size;
  expect(await releaseStartupMemory()).toBe(true);
  const after = getHeapStatistics().total_heap_size;
  // The reducing collection shrinks what the heap holds from the system, not only what is live.
  expect(after).toBeLessThan(before);
});
