import { type Kysely, sql } from 'kysely';

/**
 * Generation state: one row per board (project × section × kind) with its description, one row
 * per image slot (the durable job queue as well: status queued → running → done | failed), and
 * per-user daily usage for the quota.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generation_section')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull().check(sql`section in ('historical', 'social', 'physical')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('context', 'topics')`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('generation_section_pk', ['project_id', 'section', 'kind'])
    .execute();

  await db.schema
    .createTable('generation_slot')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alternative_labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alternative_shas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('micro_macro', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('photo_styled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('real_sourced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prompt_usage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asset_sha', 'text', (c) => c.references('asset.sha256').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'queued', 'running', 'done', 'failed')`),
    )
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('queued_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('generation_slot_key', ['project_id', 'section', 'kind', 'idx'])
    .execute();
  // The worker's claim query: queued slots in queue order.
  await db.schema.createIndex('generation_slot_status_idx').on('generation_slot').columns(['status', 'queued_at']).execute();

  await db.schema
    .createTable('generation_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('generation_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generation_usage').execute();
  await db.schema.dropTable('generation_slot').execute();
  await db.schema.dropTable('generation_section').execute();
}
