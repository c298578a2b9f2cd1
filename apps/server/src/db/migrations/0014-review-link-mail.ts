import type { Kysely } from 'kysely';

/**
 * "Send feedback" mails at most once per link per 10 minutes: `mailed_at` is when the link's last
 * mail went, `mail_requested_at` marks a "Send feedback" that came too soon (its feedback waits for
 * the next mail, sent by a later "Send feedback" or by the pass every process runs). Both live in
 * the database, so the limit holds across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_link').addColumn('mailed_at', 'timestamptz').execute();
  await db.schema.alterTable('review_link').addColumn('mail_requested_at', 'timestamptz').execute();
  await db.schema.createIndex('review_link_mail_requested_idx').on('review_link').column('mail_requested_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_link_mail_requested_idx').execute();
  await db.schema.alterTable('review_link').dropColumn('mail_requested_at').execute();
  await db.schema.alterTable('review_link').dropColumn('mailed_at').execute();
}
