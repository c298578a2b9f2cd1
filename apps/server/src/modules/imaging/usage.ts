import { ErrorCode, GENERATION_QUOTA_MESSAGE } from '@loci/shared';
import { type Kysely, sql } from 'kysely';
import type { TextModel } from '../../adapters/ai/index.js';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { addUserImage, addWorkspaceImage, removeUserImage, removeWorkspaceImage, userImages, workspaceImages } from './usage.repository.js';

type Db = Kysely<DatabaseSchema>;

/** Today's date in UTC, as the quota counts it. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Daily limits on generated images: per member, and per workspace (all its members together). */
export interface DailyQuota {
  user: number;
  workspace: number;
  /** Prices each image for the studio's spend and refuses it over a budget (the costs module); none: not priced. */
  spend?: SpendCharge;
}

/** Charges what an image costs, in the transaction that counts it (issue #51). */
export interface SpendCharge {
  /**
   * Records one image's price for `who` in its month and throws the budget's 429 when it would take
   * the studio (or the member) past a monthly budget. Runs with the workspace row locked, so two
   * processes charging at once see each other's spend.
   */
  chargeImage(trx: Kysely<DatabaseSchema>, who: ChargeTo, now: Date): Promise<void>;
  /**
   * Takes back one image charged at `chargedAt` (an image never made: a queued render cancelled, one
   * that failed), in the transaction that ends the charged work; the month's line never goes below zero.
   */
  refundImage(trx: Kysely<DatabaseSchema>, who: ChargeTo, chargedAt: Date): Promise<void>;
  /**
   * The text model with each call's tokens priced to whoever the running work is charged to
   * (`runChargedTo`: a request's member and project, a background job's starter), after the call.
   * A text call is never refused: its cost counts toward the budget the next image checks.
   */
  meterText(text: TextModel): TextModel;
}

/** Who an image is charged to: the member who asked, in the workspace of the project it is for (none for scratch images). */
export interface ChargeTo {
  userId: string;
  workspaceId?: string | null;
  /** The project the image is for, where known (the usage page's "by project"). */
  projectId?: string | null;
}

class QuotaSpent extends Error {}

/**
 * Counts one generated image against the member's daily quota and, for a project's image, its
 * workspace's: atomically (the member's row only moves while under the limit; the workspace's
 * charges are serialised on its row). Returns false (nothing counted) when a limit is reached.
 */
export async function reserveGeneration(db: Db, who: ChargeTo, quota: DailyQuota, now = new Date()): Promise<boolean> {
  if (quota.user <= 0) return false;
  if (!who.workspaceId) return reserveForUser(db, who.userId, quota.user, now);
  const charge = async (trx: Db) => {
    if (!(await reserveForUser(trx, who.userId, quota.user, now))) throw new QuotaSpent();
    if (!(await reserveForWorkspace(trx, who.workspaceId as string, who.userId, quota.workspace, now))) throw new QuotaSpent();
    await quota.spend?.chargeImage(trx, who, now);
    return true;
  };
  try {
    return db.isTransaction ? await charge(db) : await db.transaction().execute(charge);
  } catch (err) {
    if (err instanceof QuotaSpent) return false;
    throw err;
  }
}

function reserveForUser(db: Db, userId: string, quota: number, now: Date): Promise<boolean> {
  return addUserImage(db, userId, utcDay(now), quota);
}

async function reserveForWorkspace(db: Db, workspaceId: string, userId: string, quota: number, now: Date): Promise<boolean> {
  const day = utcDay(now);
  // One charge at a time per workspace: its row is the lock.
  await db.selectFrom('workspace').select('id').where('id', '=', workspaceId).forUpdate().execute();
  if ((await workspaceImages(db, workspaceId, day)) >= quota) return false;
  await addWorkspaceImage(db, workspaceId, userId, day);
  return true;
}

/** A board slot, as the worker holds it. */
export interface SlotKey {
  projectId: string;
  section: string;
  kind: GenerationKind;
  idx: number;
}

/**
 * Charges one image for a slot's current run, once: the slot remembers which run (`queued_at`)
 * it was charged for, in the same transaction as the count, so a re-run after a crash is free
 * and a run the user queues again is charged. Returns false (nothing recorded) over the quota.
 */
export async function chargeSlotRun(db: Db, slot: SlotKey, who: ChargeTo, quota: DailyQuota, now = new Date()): Promise<boolean> {
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
      if (!(await reserveGeneration(trx, who, quota, now))) throw new QuotaSpent();
      return true;
    });
  } catch (err) {
    if (err instanceof QuotaSpent) return false;
    throw err;
  }
}

/**
 * Gives back one image charged on `day` (an image that was never made: a queued render cancelled,
 * one that failed): the member's count and, for a project's image, the workspace's, never below
 * zero. The caller makes it happen once, in the transaction that ends the charged work.
 */
export async function refundGeneration(db: Db, who: ChargeTo, day: string): Promise<void> {
  await removeUserImage(db, who.userId, day);
  if (!who.workspaceId) return;
  await removeWorkspaceImage(db, who.workspaceId, who.userId, day);
}

/** Images the member may still generate today (and, in a workspace, within its quota). */
export async function remainingGenerations(db: Db, who: ChargeTo, quota: DailyQuota, now = new Date()): Promise<number> {
  const own = Math.max(0, quota.user - (await userImages(db, who.userId, utcDay(now))));
  if (!who.workspaceId) return own;
  return Math.min(own, Math.max(0, quota.workspace - (await workspaceImages(db, who.workspaceId, utcDay(now)))));
}

/** The 429 the endpoints answer when the quota is spent. */
export function quotaError(): AppError {
  return new AppError(ErrorCode.RateLimited, GENERATION_QUOTA_MESSAGE);
}
