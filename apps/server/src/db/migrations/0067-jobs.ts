import { type Kysely, sql } from 'kysely';

/**
 * One durable queue for background work (issue #45): a row per job, with its kind and payload, when
 * it may run, its lease (who runs it, until when), its attempts and last error. A job with a dedupe
 * key is queued at most once per kind while it waits or runs. Any process claims due jobs with
 * `for update skip locked` (PGlite's single connection and PostgreSQL's many alike); a lease not
 * renewed in time is taken back and retried.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('dedupe_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('job_state_check', sql`state in ('queued', 'running', 'done', 'failed', 'cancelled')`)
    .execute();
  await sql`create unique index job_dedupe_idx on job (kind, dedupe_key) where dedupe_key is not null and state in ('queued', 'running')`.execute(
    db,
  );
  await sql`create index job_due_idx on job (run_at, id) where state = 'queued'`.execute(db);
  await sql`create index job_lease_idx on job (lease_until) where state = 'running'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
