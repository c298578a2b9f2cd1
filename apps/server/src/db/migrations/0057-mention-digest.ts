import { type Kysely, sql } from 'kysely';

/**
 * Mention mail per recipient, not per thread: `comment_mention_pending` holds each mention not yet
 * mailed (a row per member and comment, removed with its comment), `comment_mention_digest` when
 * each member was last mailed. One digest per member at most every MENTION_DIGEST_MINUTES, sent
 * from these rows, so a mention waiting for the next digest survives a restart. Replaces the
 * per-thread turns of `comment_mention_mail`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment_mention_pending')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('comment.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('taken_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('comment_mention_pending_user').on('comment_mention_pending').columns(['user_id', 'taken_at']).execute();
  await db.schema
    .createTable('comment_mention_digest')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('mailed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('comment_mention_mail').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment_mention_mail')
    .addColumn('thread_id', 'uuid', (c) => c.notNull().references('comment_thread.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('mailed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_mention_mail_pk', ['thread_id', 'user_id'])
    .execute();
  await db.schema.dropTable('comment_mention_digest').execute();
  await db.schema.dropTable('comment_mention_pending').execute();
}
