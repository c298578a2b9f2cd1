import { ErrorCode, GENERATION_QUOTA_MESSAGE } from '@loci/shared';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
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

/** A board slot, as the worker holds it. */
export interface SlotKey {
  projectId: string;
  section: string;
  kind: GenerationKind;
  idx: number;
}

class QuotaSpent extends Error {}

/**
 * Charges one image for a slot's current run, once: the slot remembers which run (`queued_at`)
 * it was charged for, in the same transaction as the count, so a re-run after a crash is free
 * and a run the user queues again is charged. Returns false (nothing recorded) over the quota.
 */
export async function chargeSlotRun(db: Db, slot: SlotKey, userId: string, quota: number, now = new Date()): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('generation_slot')
        .set({ charged_queued_at: sql`queued_at` })
        .where('project_id', '=', slot.projectId)
        .where('section', '=', slot.section)
        .where('kind', '=', slot.kind)
        .where('idx', '=', slot.idx)
        .where(sql<boolean>`(charged_queued_at is distinct from queued_at or queued_at is null)`)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return true; // this run was charged before the crash
      if (!(await reserveGeneration(trx, userId, quota, now))) throw new QuotaSpent();
      return true;
    });
  } catch (err) {
    if (err instanceof QuotaSpent) return false;
    throw err;
  }
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
