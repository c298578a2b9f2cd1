import { type Kysely, sql } from 'kysely';

/** Projects, the content-addressed asset index, and which project uses which asset. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('location_h3', 'text')
    .addColumn('brand_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contextual_insights', 'text', (c) => c.notNull().defaultTo('historical,social,physical'))
    .addColumn('keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('prompts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo_sha', 'text')
    .addColumn('brand_palette', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('brand_book_sha', 'text')
    .addColumn('brand_book_name', 'text')
    .addColumn('brand_book_text', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_owner_created_idx').on('project').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('asset')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('generated', 'sourced', 'uploaded')`))
    .addColumn('provider', 'text')
    .addColumn('prompt', 'text')
    .addColumn('licence', 'text')
    .addColumn('credit', 'text')
    .addColumn('source_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // An asset may be used by many projects; files are removed only when no row references them.
  await db.schema
    .createTable('project_asset')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull().references('asset.sha256'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('project_asset_pk', ['project_id', 'sha256', 'role'])
    .execute();
  await db.schema.createIndex('project_asset_sha_idx').on('project_asset').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_asset').execute();
  await db.schema.dropTable('asset').execute();
  await db.schema.dropTable('project').execute();
}
