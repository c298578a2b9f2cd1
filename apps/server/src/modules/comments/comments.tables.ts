import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { FileColumns } from '../../db/file-rows.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A thread of team comments on a page or one image of it (migration 0045). */
export interface CommentThreadTable {
  id: Generated<string>;
  project_id: string;
  page_id: string;
  image_index: number | null;
  /** The image in the slot when the thread began (a replaced image leaves the thread on "an earlier image"). */
  asset_sha: string | null;
  created_by: string | null;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
}

/** One comment of a thread; `deleted_at` keeps a deleted first comment's place while replies remain. */
export interface CommentTable {
  id: Generated<string>;
  thread_id: string;
  project_id: string;
  author_id: string | null;
  body: string;
  /** User ids of the members it @mentions. */
  mentions: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

/** A mention not mailed yet (migration 0056): the digest that takes it sets `taken_at`. */
export interface CommentMentionPendingTable {
  id: Generated<string>;
  user_id: string;
  comment_id: string;
  created_at: Timestamp;
  taken_at: NullableTimestamp;
}

/** When a member was last sent a mention digest (at most one per MENTION_DIGEST_MINUTES). */
export interface CommentMentionDigestTable {
  user_id: string;
  mailed_at: ColumnType<Date, Date | string, Date | string>;
}

export type CommentTables = {
  comment_thread: CommentThreadTable;
  comment: CommentTable;
  comment_mention_pending: CommentMentionPendingTable;
  comment_mention_digest: CommentMentionDigestTable;
};

export type CommentsDb = Kysely<DatabaseSchema & CommentTables>;

/** The app's database seen with the comment tables (they are this module's own). */
export function commentsDb(db: Kysely<DatabaseSchema>): CommentsDb {
  return db.withTables<CommentTables>();
}

/** The same database seen without this module's tables, for other modules' public functions (members). */
export function appDb(db: CommentsDb): Kysely<DatabaseSchema> {
  return db as unknown as Kysely<DatabaseSchema>;
}

/** How a project file carries comment threads (when the export takes comments). */
export const COMMENT_THREAD_FILE: FileColumns<CommentThreadTable> = {
  id: 'id',
  project_id: 'project',
  page_id: 'keep',
  image_index: 'keep',
  asset_sha: 'asset',
  created_by: 'skip: a person of the exporting Loci',
  created_at: 'keep',
  resolved_at: 'keep',
  resolved_by: 'skip: a person of the exporting Loci',
};

/** How a project file carries comments: their words and times; people and mentions stay with the exporting Loci. */
export const COMMENT_FILE: FileColumns<CommentTable> = {
  id: 'id',
  thread_id: { ref: 'comment_thread' },
  project_id: 'project',
  author_id: 'skip: a person of the exporting Loci',
  body: 'keep',
  mentions: { keep: () => [] },
  created_at: 'keep',
  edited_at: 'keep',
  deleted_at: 'keep',
};
