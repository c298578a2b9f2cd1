import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Where a job is: waiting (maybe for its time), being run under a lease, or over. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One background job (migration 0067). */
export interface JobTable {
  /** bigint: pg returns it as a string. */
  id: ColumnType<string, never, never>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  dedupe_key: string | null;
  state: Generated<JobState>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  cancel_requested: Generated<boolean>;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: Timestamp | null;
}

export type JobsTables = { job: JobTable };
export type JobsDb = Kysely<DatabaseSchema & JobsTables>;

/** The app's database seen with this module's table. */
export function jobsDb(db: Kysely<DatabaseSchema>): JobsDb {
  return db.withTables<JobsTables>();
}
