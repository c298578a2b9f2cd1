import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { RateLimitStore } from './rate-limit-store.port.js';

/** Expired windows are deleted every this many hits (a row per key and window otherwise lingers). */
const SWEEP_EVERY = 500;

/**
 * Counters in the `rate_limit` table (PGlite and PostgreSQL alike): one atomic upsert per hit,
 * so every process behind the same database shares one count.
 */
export function createSqlRateLimitStore(db: Kysely<DatabaseSchema>): RateLimitStore {
  let hits = 0;
  const sweep = () => db.deleteFrom('rate_limit').where('reset_at', '<=', sql<Date>`now()`).execute();
  return {
    async hit(key, windowMs) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await sweep();
      const resetAt = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
      const row = await db
        .insertInto('rate_limit')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end`,
            reset_at: sql<Date>`case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: new Date(row.reset_at).getTime() };
    },
    async undo(key) {
      await db
        .updateTable('rate_limit')
        .set({ count: sql<number>`greatest(count - 1, 0)` })
        .where('key', '=', key)
        .where('reset_at', '>', sql<Date>`now()`)
        .execute();
    },
  };
}
