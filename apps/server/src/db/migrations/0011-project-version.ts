import type { Kysely } from 'kysely';

/**
 * A project's version: moved on by every save of its instructions, so a save based on an older
 * version can be refused ("This project changed since you opened it"). Board actions and
 * background generation do not move it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('project')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').dropColumn('version').execute();
}
