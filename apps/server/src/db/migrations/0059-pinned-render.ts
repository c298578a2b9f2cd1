import type { Kysely } from 'kysely';

/**
 * The render a designer pinned for the deck (issue #46): Present, Canvas, the review link and the
 * exports show it instead of the newest. Deleting that render clears the pin (the newest is used again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('moodboard')
    .addColumn('pinned_render_id', 'uuid', (c) => c.references('render.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moodboard').dropColumn('pinned_render_id').execute();
}
