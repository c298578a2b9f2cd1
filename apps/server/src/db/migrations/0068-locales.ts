import type { Kysely } from 'kysely';

/**
 * Languages (issue #50): the one a person chose on Profile, and a studio's default for members
 * who have not chosen. Null: not chosen (the studio's, then the browser's language).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('locale', 'text').execute();
  await db.schema.alterTable('workspace').addColumn('default_locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspace').dropColumn('default_locale').execute();
  await db.schema.alterTable('user').dropColumn('locale').execute();
}
