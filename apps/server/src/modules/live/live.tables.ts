import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A committed change to a project, kept ~1 h for streams that resume (migration 0040). */
export interface ProjectEventTable {
  /** bigint: pg returns it as a string. */
  id: ColumnType<string, never, never>;
  project_id: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  actor_id: string | null;
  created_at: Timestamp;
}

/** One open stream: who has the project open, on which page, held by which process. */
export interface ProjectPresenceTable {
  stream_id: string;
  project_id: string;
  user_id: string;
  page: string | null;
  process_id: string;
  opened_at: Generated<Date>;
  seen_at: Timestamp;
}

export type LiveTables = { project_event: ProjectEventTable; project_presence: ProjectPresenceTable };
export type LiveDb = Kysely<DatabaseSchema & LiveTables>;

/** The app's database seen with this module's tables. */
export function liveDb(db: Kysely<DatabaseSchema>): LiveDb {
  return db.withTables<LiveTables>();
}
