import type { Kysely } from 'kysely';

/**
 * The month the owners' 80 % warning mail was sent (`studio_budget.mailed_month`), set apart from
 * `warned_month` (set in the charge's transaction): the mail is claimed only once that transaction
 * has committed, so a charge that rolls back sends nothing and the next one still warns once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_budget').addColumn('mailed_month', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_budget').dropColumn('mailed_month').execute();
}
