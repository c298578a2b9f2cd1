import { type Kysely, sql } from 'kysely';

/**
 * Live project updates (issue #38). `project_event`: what changed in a project, kept about an hour so
 * a stream resumed with `Last-Event-ID` replays what it missed; ids are handed out under a lock, so
 * they commit in order. `project_presence`: one row per open stream (who, which page, which process),
 * refreshed by its process's heartbeat and forgotten when it goes quiet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('actor_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_event_project_idx').on('project_event').columns(['project_id', 'id']).execute();
  await db.schema.createIndex('project_event_created_idx').on('project_event').column('created_at').execute();

  await db.schema
    .createTable('project_presence')
    .addColumn('stream_id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('page', 'text')
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_presence_project_idx').on('project_presence').columns(['project_id', 'seen_at']).execute();
  await db.schema.createIndex('project_presence_user_idx').on('project_presence').columns(['user_id', 'seen_at']).execute();
  await db.schema.createIndex('project_presence_process_idx').on('project_presence').column('process_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_presence').execute();
  await db.schema.dropTable('project_event').execute();
}
