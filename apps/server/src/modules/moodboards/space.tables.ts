import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A moodboard's reference of the designer's own space (migration 0050): one per moodboard. */
export interface MoodboardSpaceTable {
  moodboard_id: string;
  project_id: string;
  asset_sha: string;
  source: 'upload' | 'project';
  author: string | null;
  strength: Generated<number>;
  prompt: Generated<string>;
  created_by: string | null;
  created_at: Timestamp;
}

/** One render from a space on the job queue: the reference and strength are kept on the row. */
export interface SpaceRenderJobTable {
  id: Generated<string>;
  project_id: string;
  moodboard_id: string;
  space_sha: string;
  space_author: string | null;
  strength: number;
  prompt: Generated<string>;
  status: Generated<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>;
  started_by: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_at: NullableTimestamp;
  render_id: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SpaceTables = {
  moodboard_space: MoodboardSpaceTable;
  space_render_job: SpaceRenderJobTable;
};

export type SpaceDb = Kysely<DatabaseSchema & SpaceTables>;

/** The app's database seen with the space tables (they are this part of the module's own). */
export function spaceDb(db: Kysely<DatabaseSchema>): SpaceDb {
  return db.withTables<SpaceTables>();
}
