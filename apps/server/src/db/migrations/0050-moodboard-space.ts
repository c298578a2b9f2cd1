import { type Kysely, sql } from 'kysely';

/**
 * "Your space" (issue #33): a moodboard's reference of the designer's own space (a site photo, a
 * sketch or a model view), the queue of renders made from it, and on each render the reference it
 * kept and how strictly (its lineage). The queue row holds the reference and the strength, so a
 * worker that starts after a restart renders exactly what was asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moodboard_space')
    .addColumn('moodboard_id', 'uuid', (c) => c.primaryKey().references('moodboard.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('asset_sha', 'text', (c) => c.notNull())
    // 'upload' (sent for this moodboard) or 'project' (one of the project's own images).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('strength', 'real', (c) => c.notNull().defaultTo(0.6))
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('space_render_job')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('moodboard_id', 'uuid', (c) => c.notNull().references('moodboard.id').onDelete('cascade'))
    .addColumn('space_sha', 'text', (c) => c.notNull())
    .addColumn('space_author', 'text')
    .addColumn('strength', 'real', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('started_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('render_id', 'uuid')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('space_render_job_status_idx').on('space_render_job').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('space_render_job_moodboard_idx').on('space_render_job').columns(['moodboard_id', 'created_at']).execute();
  await db.schema.alterTable('render').addColumn('space_sha', 'text').execute();
  await db.schema.alterTable('render').addColumn('space_strength', 'real').execute();
  await db.schema.alterTable('render').addColumn('space_author', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('render').dropColumn('space_author').execute();
  await db.schema.alterTable('render').dropColumn('space_strength').execute();
  await db.schema.alterTable('render').dropColumn('space_sha').execute();
  await db.schema.dropTable('space_render_job').execute();
  await db.schema.dropTable('moodboard_space').execute();
}
