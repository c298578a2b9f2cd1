import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, WorkspaceRole } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** The name every personal workspace starts with. */
export const PERSONAL_NAME = 'Personal';

export interface WorkspaceView {
  id: string;
  name: string;
  personal_of: string | null;
  created_at: Date;
  default_locale: string | null;
  role: WorkspaceRole;
  members_count: number;
  projects_count: number;
}

/** Personal workspace ids already known per database: one never changes while its account exists. */
const personalIds = new WeakMap<Db, Map<string, string>>();
const PERSONAL_CACHE_MAX = 10_000;

/**
 * The user's personal workspace, made on first use (an account made before studios got one by
 * migration; a new account gets it here). Safe under concurrency: `personal_of` is unique.
 * Remembered per process after the first call, so the Projects listing does not ask again.
 */
export async function ensurePersonalWorkspace(db: Db, userId: string): Promise<string> {
  const known = personalIds.get(db) ?? new Map<string, string>();
  personalIds.set(db, known);
  const cached = known.get(userId);
  if (cached) return cached;
  const id = await createPersonalWorkspace(db, userId);
  if (known.size >= PERSONAL_CACHE_MAX) known.clear();
  known.set(userId, id);
  return id;
}

/** Forgets a remembered personal workspace id (it no longer answers: the database was rebuilt under the process). */
export function forgetPersonalWorkspace(db: Db, userId: string): void {
  personalIds.get(db)?.delete(userId);
}

async function createPersonalWorkspace(db: Db, userId: string): Promise<string> {
  await db
    .insertInto('workspace')
    .values({ name: PERSONAL_NAME, personal_of: userId, created_by: userId })
    .onConflict((oc) => oc.column('personal_of').doNothing())
    .execute();
  const row = await db.selectFrom('workspace').select('id').where('personal_of', '=', userId).executeTakeFirstOrThrow();
  await db
    .insertInto('workspace_member')
    .values({ workspace_id: row.id, user_id: userId, role: 'owner' })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
  return row.id;
}

function workspaceViews(db: Db, userId: string) {
  return db
    .selectFrom('workspace as w')
    .innerJoin('workspace_member as me', (j) => j.onRef('me.workspace_id', '=', 'w.id').on('me.user_id', '=', userId))
    .select(['w.id', 'w.name', 'w.personal_of', 'w.created_at', 'w.default_locale', 'me.role'])
    .select((eb) => [
      eb
        .selectFrom('workspace_member as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.workspace_id', '=', 'w.id')
        .as('members_count'),
      eb.selectFrom('project as p').select(sql<number>`count(*)::int`.as('n')).whereRef('p.workspace_id', '=', 'w.id').as('projects_count'),
    ]);
}

/** The user's workspaces: personal first, then studios by name. */
export async function listWorkspaces(db: Db, userId: string): Promise<WorkspaceView[]> {
  const rows = await workspaceViews(db, userId).orderBy(sql`w.personal_of is null`).orderBy(sql`lower(w.name)`).orderBy('w.id').execute();
  return rows.map(normalise);
}

/** One workspace the user belongs to (undefined when they do not). */
export async function findWorkspace(db: Db, workspaceId: string, userId: string): Promise<WorkspaceView | undefined> {
  const row = await workspaceViews(db, userId).where('w.id', '=', workspaceId).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

function normalise<T extends { members_count: number | null; projects_count: number | null }>(row: T) {
  return { ...row, members_count: Number(row.members_count ?? 0), projects_count: Number(row.projects_count ?? 0) };
}

/** The user's role in a workspace, or undefined. */
export async function memberRole(db: Db, workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
  const row = await db
    .selectFrom('workspace_member')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

export async function createWorkspace(db: Db, name: string, ownerId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('workspace').values({ name, created_by: ownerId }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('workspace_member').values({ workspace_id: row.id, user_id: ownerId, role: 'owner' }).execute();
    return row.id;
  });
}

/** A new name and/or default language (`default_locale` null: none); what is left out stays. */
export async function updateWorkspace(
  db: Db,
  workspaceId: string,
  change: { name?: string; default_locale?: string | null },
): Promise<void> {
  await db.updateTable('workspace').set(change).where('id', '=', workspaceId).execute();
}

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspace_member as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.name', 'u.email', 'm.role', 'm.created_at'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();
}

/**
 * Changes a member's role or removes them, unless that would leave the workspace without an
 * owner. The owners are locked first (FOR UPDATE on PostgreSQL; PGlite runs one statement at a
 * time), so two owners demoting each other at once cannot both succeed.
 */
export async function changeMember(
  db: Db,
  workspaceId: string,
  userId: string,
  change: { role: WorkspaceRole } | 'remove',
): Promise<'done' | 'missing' | 'last-owner'> {
  return db.transaction().execute(async (trx) => {
    const owners = await trx
      .selectFrom('workspace_member')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('role', '=', 'owner')
      .forUpdate()
      .execute();
    const current = await trx
      .selectFrom('workspace_member')
      .select('role')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!current) return 'missing';
    const losesOwner = current.role === 'owner' && (change === 'remove' || change.role !== 'owner');
    if (losesOwner && owners.length <= 1) return 'last-owner';
    if (change === 'remove') {
      await trx.deleteFrom('workspace_member').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
    } else {
      await trx
        .updateTable('workspace_member')
        .set({ role: change.role })
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .execute();
    }
    return 'done';
  });
}

/** Adds a member (an accepted invitation); an existing member keeps the higher of the two roles. */
export async function addMember(db: Db, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await db
    .insertInto('workspace_member')
    .values({ workspace_id: workspaceId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteWorkspace(db: Db, workspaceId: string): Promise<void> {
  await db.deleteFrom('workspace').where('id', '=', workspaceId).execute();
}

/** Ids of the workspace's projects. */
export async function workspaceProjectIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db.selectFrom('project').select('id').where('workspace_id', '=', workspaceId).execute();
  return rows.map((r) => r.id);
}

export { userNames, verifiedEmail } from '../auth/index.js';

/** Images generated for the workspace's projects on `day` (YYYY-MM-DD) and in its month, by member, most first. */
export async function usageByMember(db: Db, workspaceId: string, day: string) {
  return db
    .selectFrom('workspace_usage as u')
    .leftJoin('user', 'user.id', 'u.user_id')
    .select(['u.user_id', 'user.name', 'user.email'])
    .select(sql<number>`coalesce(sum(case when u.day = ${day} then u.count else 0 end), 0)::int`.as('today'))
    .select(sql<number>`coalesce(sum(u.count), 0)::int`.as('this_month'))
    .where('u.workspace_id', '=', workspaceId)
    .where('u.day', 'like', `${day.slice(0, 7)}-%`)
    .groupBy(['u.user_id', 'user.name', 'user.email'])
    .orderBy(sql`sum(u.count)`, 'desc')
    .execute();
}
