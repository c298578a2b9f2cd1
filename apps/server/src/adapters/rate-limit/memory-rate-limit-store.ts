import type { RateLimitStore } from './rate-limit-store.port.js';

/** In-process counters: one process only (tests, or a single server that needs no database round trip). */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const prune = (at: number) => {
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      if (counters.size > 10_000) prune(at);
      const counter = counters.get(key);
      if (!counter || counter.resetAt <= at) {
        const fresh = { count: 1, resetAt: at + windowMs };
        counters.set(key, fresh);
        return { ...fresh };
      }
      counter.count += 1;
      return { ...counter };
    },
    async undo(key) {
      const counter = counters.get(key);
      if (counter && counter.resetAt > now()) counter.count = Math.max(0, counter.count - 1);
    },
  };
}
