import { type Kysely, sql } from 'kysely';

/**
 * Team comments (the comments module's tables). A thread sits on a page (`page_id`) or on one image
 * of it (`image_index`, with the image's `asset_sha` when it was commented on, so a replaced image
 * shows its thread as being about an earlier one). `comment_mention_mail` keeps when each member was
 * last mailed about a thread: at most one mail per thread per hour, across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment_thread')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('image_index', 'integer')
    .addColumn('asset_sha', 'text')
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('comment_thread_project_idx').on('comment_thread').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('comment')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('thread_id', 'uuid', (c) => c.notNull().references('comment_thread.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('mentions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('comment_thread_idx').on('comment').columns(['thread_id', 'created_at']).execute();
  await db.schema.createIndex('comment_project_idx').on('comment').column('project_id').execute();

  await db.schema
    .createTable('comment_mention_mail')
    .addColumn('thread_id', 'uuid', (c) => c.notNull().references('comment_thread.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('mailed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_mention_mail_pk', ['thread_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_mention_mail').execute();
  await db.schema.dropTable('comment').execute();
  await db.schema.dropTable('comment_thread').execute();
}
