import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One review link of a project (migration 0010): only the token's SHA-256 is kept. */
export interface ReviewLinkTable {
  id: Generated<string>;
  project_id: string;
  token_hash: string;
  passcode_hash: string | null;
  label: Generated<string>;
  show_prompts: Generated<boolean>;
  round: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  /** When this link's last feedback mail went (at most one per link per 10 minutes; migration 0014). */
  mailed_at: NullableTimestamp;
  /** A "Send feedback" that came too soon: its feedback waits for the next mail. */
  mail_requested_at: NullableTimestamp;
  /** The language the link opens in (migration 0070); null: English. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One verdict and/or comment a reviewer left through a link. */
export interface ReviewFeedbackTable {
  id: Generated<string>;
  link_id: string;
  project_id: string;
  page_id: string;
  image_index: number | null;
  asset_sha: string | null;
  verdict: 'approve' | 'reject' | null;
  comment: Generated<string>;
  author_name: string;
  round: number;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}

export type ReviewTables = {
  review_link: ReviewLinkTable;
  review_feedback: ReviewFeedbackTable;
};

export type ReviewDb = Kysely<DatabaseSchema & ReviewTables>;

/** The app's database seen with the review tables (they are this module's own). */
export function reviewDb(db: Kysely<DatabaseSchema>): ReviewDb {
  return db.withTables<ReviewTables>();
}

/** The same database seen without this module's tables, for other modules' public functions (members, names). */
export function appDb(db: ReviewDb): Kysely<DatabaseSchema> {
  return db as unknown as Kysely<DatabaseSchema>;
}
