import type { Kysely } from 'kysely';

/**
 * The render a designer pinned for the deck (issue #46): Present, Canvas, the review link and the
 * exports show it instead of the newest. No foreign key: moodboard ↔ render would form a cycle, which
 * the PostgreSQL copy (migrate:to-postgres) cannot order; a pin whose render is gone is ignored by
 * `deckRender` (the newest is used again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moodboard').addColumn('pinned_render_id', 'uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moodboard').dropColumn('pinned_render_id').execute();
}
