import type { Kysely } from 'kysely';

/**
 * Free images on the Canvas (issue #47): an `image` item names the picture it shows by hash. The
 * picture is one of the project's assets (linked in the `canvas` role while an item shows it), so
 * it travels with copies, snapshots and project files, and keeps its credit and licence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('canvas_item').addColumn('asset_sha', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('canvas_item').dropColumn('asset_sha').execute();
}
