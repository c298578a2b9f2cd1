import { ErrorCode, GENERATION_QUOTA_MESSAGE } from '@loci/shared';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';

type Db = Kysely<DatabaseSchema>;

/** Today's date in UTC, as the quota counts it. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts one generated image against the user's daily quota, atomically: the row is only
 * incremented while under the limit. Returns false (nothing counted) when the limit is reached.
 */
export async function reserveGeneration(db: Db, userId: string, quota: number, now = new Date()): Promise<boolean> {
  const row = await db
    .insertInto('generation_usage')
    .values({ user_id: userId, day: utcDay(now), count: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({ count: sql`generation_usage.count + 1` }).where('generation_usage.count', '<', quota),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined && quota > 0;
}

/** Images the user may still generate today. */
export async function remainingGenerations(db: Db, userId: string, quota: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('generation_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', utcDay(now))
    .executeTakeFirst();
  return Math.max(0, quota - (row?.count ?? 0));
}

/** The 429 the endpoints answer when the quota is spent. */
export function quotaError(): AppError {
  return new AppError(ErrorCode.RateLimited, GENERATION_QUOTA_MESSAGE);
}
