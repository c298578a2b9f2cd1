import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { costsDb } from './costs.tables.js';

type Db = Kysely<DatabaseSchema>;

/** One charge: what, for whom, in which month. */
export interface CostLine {
  workspaceId: string;
  userId: string;
  projectId: string;
  provider: string;
  model: string;
  month: string;
  images: number;
  microUsd: number;
  /** A text call's tokens, as its provider reported them. */
  tokens?: { input: number; output: number };
}

/** Adds a charge to its month's line (one row per studio, month, member, project, provider and model). */
export async function addCost(db: Db, line: CostLine): Promise<void> {
  await costsDb(db)
    .insertInto('cost')
    .values({
      workspace_id: line.workspaceId,
      month: line.month,
      user_id: line.userId,
      project_id: line.projectId,
      provider: line.provider,
      model: line.model,
      images: line.images,
      micro_usd: line.microUsd,
      input_tokens: line.tokens?.input ?? 0,
      output_tokens: line.tokens?.output ?? 0,
    })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'month', 'user_id', 'project_id', 'provider', 'model']).doUpdateSet({
        images: sql`cost.images + ${line.images}`,
        micro_usd: sql`cost.micro_usd + ${line.microUsd}`,
        input_tokens: sql`cost.input_tokens + ${line.tokens?.input ?? 0}`,
        output_tokens: sql`cost.output_tokens + ${line.tokens?.output ?? 0}`,
      }),
    )
    .execute();
}

/** Takes one image's charge off its month's line (never below zero; no line: nothing was charged). */
export async function removeCost(db: Db, line: CostLine): Promise<void> {
  await costsDb(db)
    .updateTable('cost')
    .set({
      images: sql`greatest(cost.images - ${line.images}, 0)`,
      micro_usd: sql`greatest(cost.micro_usd - ${line.microUsd}, 0)`,
    })
    .where('workspace_id', '=', line.workspaceId)
    .where('month', '=', line.month)
    .where('user_id', '=', line.userId)
    .where('project_id', '=', line.projectId)
    .where('provider', '=', line.provider)
    .where('model', '=', line.model)
    .execute();
}

/** Micro-USD the studio (or one member of it) spent in `month`. */
export async function monthSpend(db: Db, workspaceId: string, month: string, userId?: string): Promise<number> {
  let q = costsDb(db)
    .selectFrom('cost')
    .select(sql<string>`coalesce(sum(micro_usd), 0)::text`.as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('month', '=', month);
  if (userId) q = q.where('user_id', '=', userId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The studio's budget row (none until an owner sets one). */
export async function findBudget(
  db: Db,
  workspaceId: string,
): Promise<{ monthly: number | null; warnedMonth: string | null; mailedMonth: string | null } | undefined> {
  const row = await costsDb(db)
    .selectFrom('studio_budget')
    .select(['monthly_micro_usd', 'warned_month', 'mailed_month'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    monthly: row.monthly_micro_usd === null ? null : Number(row.monthly_micro_usd),
    warnedMonth: row.warned_month,
    mailedMonth: row.mailed_month,
  };
}

/** Sets the studio's monthly budget (null: none). */
export async function saveBudget(db: Db, workspaceId: string, monthly: number | null): Promise<void> {
  await costsDb(db)
    .insertInto('studio_budget')
    .values({ workspace_id: workspaceId, monthly_micro_usd: monthly })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ monthly_micro_usd: monthly }))
    .execute();
}

/** Marks `month` as warned; true only for the call that changed it (one warning a month). */
export async function markWarned(db: Db, workspaceId: string, month: string): Promise<boolean> {
  const row = await costsDb(db)
    .updateTable('studio_budget')
    .set({ warned_month: month })
    .where('workspace_id', '=', workspaceId)
    .where(sql<boolean>`warned_month is distinct from ${month}`)
    .returning('workspace_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims this month's warning mail once its warning is committed: true for one caller only. Run
 * outside the charge's transaction: the locking read waits for that transaction to end (its row
 * lock on PostgreSQL, its one connection on the embedded database) and then sees the row as it
 * was committed, so a warning that rolled back is never mailed. (A plain conditional update would
 * not wait: PostgreSQL tests its condition against the row as it was before that transaction.)
 */
export async function claimWarningMail(db: Db, workspaceId: string, month: string): Promise<boolean> {
  return costsDb(db)
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('studio_budget')
        .select(['warned_month', 'mailed_month'])
        .where('workspace_id', '=', workspaceId)
        .forUpdate()
        .executeTakeFirst();
      if (row?.warned_month !== month || row.mailed_month === month) return false;
      await trx.updateTable('studio_budget').set({ mailed_month: month }).where('workspace_id', '=', workspaceId).execute();
      return true;
    });
}

/** Members' own budgets in the studio. */
export async function memberBudgets(db: Db, workspaceId: string): Promise<{ user_id: string; monthly_micro_usd: number }[]> {
  const rows = await costsDb(db)
    .selectFrom('member_budget')
    .select(['user_id', 'monthly_micro_usd'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, monthly_micro_usd: Number(r.monthly_micro_usd) }));
}

/** A member's own budget, or undefined. */
export async function memberBudget(db: Db, workspaceId: string, userId: string): Promise<number | undefined> {
  const row = await costsDb(db)
    .selectFrom('member_budget')
    .select('monthly_micro_usd')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.monthly_micro_usd) : undefined;
}

/** Sets (or, with null, removes) a member's own budget. */
export async function saveMemberBudget(db: Db, workspaceId: string, userId: string, monthly: number | null): Promise<void> {
  const cdb = costsDb(db);
  if (monthly === null) {
    await cdb.deleteFrom('member_budget').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
    return;
  }
  await cdb
    .insertInto('member_budget')
    .values({ workspace_id: workspaceId, user_id: userId, monthly_micro_usd: monthly })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doUpdateSet({ monthly_micro_usd: monthly }))
    .execute();
}

/** Spend lines of a studio, newest month first, with the names of members and projects. */
export async function costLines(db: Db, workspaceId: string) {
  const rows = await costsDb(db)
    .selectFrom('cost as c')
    .leftJoin('user as u', 'u.id', 'c.user_id')
    .leftJoin('project as p', (j) => j.on(sql<boolean>`p.id::text = c.project_id`))
    .select([
      'c.month',
      'c.user_id',
      'u.name as person',
      'c.project_id',
      'p.name as project',
      'c.provider',
      'c.model',
      'c.images',
      'c.micro_usd',
      'c.input_tokens',
      'c.output_tokens',
    ])
    .where('c.workspace_id', '=', workspaceId)
    .orderBy('c.month', 'desc')
    .orderBy('c.micro_usd', 'desc')
    .orderBy('c.user_id')
    .orderBy('c.project_id')
    .orderBy('c.provider')
    .orderBy('c.model')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    user_id: r.user_id,
    person: r.person ?? 'Former member',
    project_id: r.project_id,
    project: r.project ?? (r.project_id ? 'Deleted project' : 'No project'),
    provider: r.provider,
    model: r.model,
    images: Number(r.images),
    input_tokens: Number(r.input_tokens),
    output_tokens: Number(r.output_tokens),
    micro_usd: Number(r.micro_usd),
  }));
}
