import type { Kysely } from 'kysely';

/**
 * The client's language (issue #50 item 3): the language a review link opens in, chosen by the
 * designer when sharing. Null: links made before languages (they open in English).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_link').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_link').dropColumn('locale').execute();
}
