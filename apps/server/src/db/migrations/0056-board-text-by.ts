import type { Kysely } from 'kysely';

/**
 * Who wrote a board's text (issue #44): the text provider's id ('offline' for Loci's own writer),
 * so a page written offline says so wherever its images' offline notice is. Null for boards made
 * before this column: nobody recorded it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_section').addColumn('text_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_section').dropColumn('text_by').execute();
}
