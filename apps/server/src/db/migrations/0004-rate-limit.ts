import type { Kysely } from 'kysely';

/**
 * Fixed-window counters of the auth rate limits (keys are hashes of what they count: an IP,
 * an email, or both), kept in the database so every server process shares them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
