import type { Kysely } from 'kysely';

/**
 * A render's print-resolution copy (issue #46): the upscaled image (content-addressed, marked and
 * credentialed like every image) and its factor (2 or 4). Null until the designer upscales it;
 * a new upscale replaces the previous one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('render').addColumn('upscale_sha', 'text').addColumn('upscale_factor', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('render').dropColumn('upscale_sha').dropColumn('upscale_factor').execute();
}
