import { type Kysely, sql } from 'kysely';
import { LISTING_CHANNEL } from '../../adapters/db/database.port.js';

/** Tables whose changes the listing shows: the projects, who may see them, their images and moodboards. */
const TABLES = ['project', 'workspace_member', 'project_asset', 'moodboard'] as const;

/**
 * Every statement that changes what a Projects listing shows announces it on `loci_listing`
 * (PostgreSQL delivers it at commit, to every process listening), so each process's listing
 * cache drops what it holds: whoever wrote it (a request, the generation worker, another process,
 * a script). One notice per statement; PostgreSQL folds repeats within a transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function loci_listing_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(LISTING_CHANNEL)}, '');
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger loci_listing_changed after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function loci_listing_changed()`.execute(db);
  }
  // The listing names who last changed each project.
  await sql`
    create trigger loci_listing_changed after update of name on "user"
    for each statement execute function loci_listing_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES, 'user']) await sql`drop trigger if exists loci_listing_changed on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists loci_listing_changed()`.execute(db);
}
