/** A counter after a hit: requests counted in the window, and when the window ends (epoch ms). */
export interface RateLimitCount {
  count: number;
  resetAt: number;
}

/**
 * The rate-limit store port: fixed-window counters shared by every limiter. The SQL store keeps
 * them in the database, so limits hold across processes; the memory store serves unit tests.
 */
export interface RateLimitStore {
  /** Counts one request against `key` in its current window (a new one starts when the last ended). */
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  /** Takes back one earlier `hit` on `key` (a request that turned out not to count); never goes below zero. */
  undo(key: string): Promise<void>;
}
