import { type Kysely, sql } from 'kysely';

/**
 * Moodboards of a project (one row each; the selected aesthetic reference is image 0), their
 * images (one row per position, pending until generated), every render made from a moodboard
 * (a history: edits add rows, nothing is overwritten), and scratch images: generated for a user
 * outside any project (spec: /moodboard_images_edit/ without a project id), viewable by that user
 * only and pruned after a day unless a project links them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moodboard')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('programmatic_area', 'text', (c) => c.notNull().defaultTo('Lounge'))
    .addColumn('area_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('selected_sha', 'text', (c) => c.references('asset.sha256').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('generating').check(sql`status in ('generating', 'ready')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('moodboard_project_idx').on('moodboard').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('moodboard_image')
    .addColumn('moodboard_id', 'uuid', (c) => c.notNull().references('moodboard.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asset_sha', 'text', (c) => c.references('asset.sha256').onDelete('set null'))
    .addColumn('micro_macro', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('photo_styled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('moodboard_image_pk', ['moodboard_id', 'idx'])
    .execute();

  await db.schema
    .createTable('render')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('moodboard_id', 'uuid', (c) => c.notNull().references('moodboard.id').onDelete('cascade'))
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('asset_sha', 'text', (c) => c.references('asset.sha256').onDelete('set null'))
    .addColumn('previous_render_id', 'uuid', (c) => c.references('render.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('render_moodboard_idx').on('render').columns(['moodboard_id', 'created_at']).execute();

  await db.schema
    .createTable('scratch_asset')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull().references('asset.sha256').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scratch_asset_pk', ['user_id', 'sha256'])
    .execute();
  await db.schema.createIndex('scratch_asset_sha_idx').on('scratch_asset').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scratch_asset').execute();
  await db.schema.dropTable('render').execute();
  await db.schema.dropTable('moodboard_image').execute();
  await db.schema.dropTable('moodboard').execute();
}
