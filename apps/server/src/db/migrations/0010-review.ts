import { type Kysely, sql } from 'kysely';

/**
 * Review links and their feedback. A link's token is never stored: only its SHA-256 (the token
 * carries 256 random bits, so a fast hash is enough); an optional passcode is stored as a scrypt hash.
 * Feedback names the image it judged (asset_sha), so a replaced image is "new" to the reviewer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_link')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('passcode_hash', 'text')
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_prompts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('review_link_project_idx').on('review_link').column('project_id').execute();

  await db.schema
    .createTable('review_feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('link_id', 'uuid', (c) => c.notNull().references('review_link.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('image_index', 'integer')
    .addColumn('asset_sha', 'text')
    .addColumn('verdict', 'text', (c) => c.check(sql`verdict in ('approve', 'reject')`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('review_feedback_project_idx').on('review_feedback').columns(['project_id', 'created_at']).execute();
  await db.schema.createIndex('review_feedback_link_idx').on('review_feedback').column('link_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_feedback').execute();
  await db.schema.dropTable('review_link').execute();
}
