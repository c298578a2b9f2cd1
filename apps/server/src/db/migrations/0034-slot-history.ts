import { type Kysely, sql } from 'kysely';

/**
 * Slot history (issue #34): one row per image a slot has shown. The slot is named by a key
 * (`board:historical:context:3`, `moodboard:<id>:2`, `render:<id>`); its image stays linked to the
 * project in the `version` role, so nothing removes it while the project exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_version')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    // Order of writing (several versions may share a transaction's timestamp).
    .addColumn('n', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('asset_sha', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('micro_macro', 'integer')
    .addColumn('photo_styled', 'integer')
    .addColumn('real_sourced', 'integer')
    .addColumn('seed', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('slot_version_slot_idx').on('slot_version').columns(['project_id', 'slot', 'n']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slot_version').execute();
}
