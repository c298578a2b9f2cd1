import { type Kysely, sql } from 'kysely';

/**
 * Project snapshots (issue #34, rounds): the project's pages when it was shared for review, when
 * its round moved on, saved by hand, or just before a restore. Pages hold image hashes, texts and
 * labels only; their images stay linked to the project in the `snapshot` role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_snapshot')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    // Order of taking (two snapshots may share a transaction's timestamp).
    .addColumn('n', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // The pages as gzipped JSON: prompts are most of a snapshot and compress well.
    .addColumn('pages', 'bytea', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_snapshot_project_idx').on('project_snapshot').columns(['project_id', 'n']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_snapshot').execute();
}
