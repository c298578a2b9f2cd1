import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Counts one image on the member's row for `day` while it is under `quota`; false (nothing counted) at the limit. */
export async function addUserImage(db: Db, userId: string, day: string, quota: number): Promise<boolean> {
  const row = await db
    .insertInto('generation_usage')
    .values({ user_id: userId, day, count: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({ count: sql`generation_usage.count + 1` }).where('generation_usage.count', '<', quota),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one image of the member on the workspace's row for `day`. */
export async function addWorkspaceImage(db: Db, workspaceId: string, userId: string, day: string): Promise<void> {
  await db
    .insertInto('workspace_usage')
    .values({ workspace_id: workspaceId, user_id: userId, day, count: 1 })
    .onConflict((oc) => oc.columns(['workspace_id', 'day', 'user_id']).doUpdateSet({ count: sql`workspace_usage.count + 1` }))
    .execute();
}

/** Images the member generated on `day` (0 when none). */
export async function userImages(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('generation_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Images all members generated for the workspace on `day`. */
export async function workspaceImages(db: Db, workspaceId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('workspace_usage')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Takes one image off the member's row for `day`, never below zero. */
export async function removeUserImage(db: Db, userId: string, day: string): Promise<void> {
  await db
    .updateTable('generation_usage')
    .set({ count: sql`generation_usage.count - 1` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('count', '>', 0)
    .execute();
}

/** Takes one image of the member off the workspace's row for `day`, never below zero. */
export async function removeWorkspaceImage(db: Db, workspaceId: string, userId: string, day: string): Promise<void> {
  await db
    .updateTable('workspace_usage')
    .set({ count: sql`workspace_usage.count - 1` })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('count', '>', 0)
    .execute();
}
