import type { Kysely } from 'kysely';

/**
 * Text calls on a paid text model are costed by their tokens (issue #51): `cost` keeps the input
 * and output tokens the provider reported beside the images of each line (a text model's line has
 * no images).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cost')
    .addColumn('input_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cost').dropColumn('output_tokens').dropColumn('input_tokens').execute();
}
