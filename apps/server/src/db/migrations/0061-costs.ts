import type { Kysely } from 'kysely';

/**
 * Costs and budgets (issue #51): `cost` adds up what generated images cost, per studio, member,
 * project, provider, model and UTC month, in integer micro-USD; `studio_budget` holds a studio's
 * monthly budget and the month its owners were last warned; `member_budget` an optional budget
 * per member. Spend outlives members and projects (no foreign key to them): the month's total stays true.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cost')
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('images', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('micro_usd', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cost_pk', ['workspace_id', 'month', 'user_id', 'project_id', 'provider', 'model'])
    .execute();
  await db.schema
    .createTable('studio_budget')
    .addColumn('workspace_id', 'uuid', (c) => c.primaryKey().references('workspace.id').onDelete('cascade'))
    .addColumn('monthly_micro_usd', 'bigint')
    .addColumn('warned_month', 'text')
    .execute();
  await db.schema
    .createTable('member_budget')
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('monthly_micro_usd', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_budget_pk', ['workspace_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_budget').execute();
  await db.schema.dropTable('studio_budget').execute();
  await db.schema.dropTable('cost').execute();
}
