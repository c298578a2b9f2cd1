import type { Kysely } from 'kysely';

/**
 * Each queued run of a slot is charged once against the daily quota: `charged_queued_at` holds
 * the `queued_at` of the run that was charged, so a re-run after a crash (same `queued_at`) is
 * not charged again while a run the user queues anew (new `queued_at`) is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_slot').addColumn('charged_queued_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_slot').dropColumn('charged_queued_at').execute();
}
