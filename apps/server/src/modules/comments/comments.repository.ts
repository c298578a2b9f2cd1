import type { Selectable } from 'kysely';
import type { CommentsDb, CommentTable, CommentThreadTable } from './comments.tables.js';

export type ThreadRow = Selectable<CommentThreadTable>;
export type CommentRow = Selectable<CommentTable>;

/** Most threads one listing returns (newest first). */
export const THREAD_LIST_LIMIT = 500;

export interface NewThread {
  projectId: string;
  pageId: string;
  imageIndex: number | null;
  assetSha: string | null;
  createdBy: string;
}

export interface NewComment {
  threadId: string;
  projectId: string;
  authorId: string;
  body: string;
  mentions: string[];
}

/** A thread and its first comment, written together. */
export function insertThread(db: CommentsDb, thread: NewThread, first: Omit<NewComment, 'threadId'>) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comment_thread')
      .values({
        project_id: thread.projectId,
        page_id: thread.pageId,
        image_index: thread.imageIndex,
        asset_sha: thread.assetSha,
        created_by: thread.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const comment = await insertComment(trx, { ...first, threadId: row.id });
    return { thread: row, comment };
  });
}

export function insertComment(db: CommentsDb, c: NewComment): Promise<CommentRow> {
  return db
    .insertInto('comment')
    .values({ thread_id: c.threadId, project_id: c.projectId, author_id: c.authorId, body: c.body, mentions: c.mentions })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A project's threads, newest first (at most THREAD_LIST_LIMIT). */
export function listThreads(db: CommentsDb, projectId: string): Promise<ThreadRow[]> {
  return db
    .selectFrom('comment_thread')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(THREAD_LIST_LIMIT)
    .execute();
}

/** The comments of some threads, oldest first. */
export function listComments(db: CommentsDb, threadIds: string[]): Promise<CommentRow[]> {
  if (!threadIds.length) return Promise.resolve([]);
  return db.selectFrom('comment').selectAll().where('thread_id', 'in', threadIds).orderBy('created_at').orderBy('id').execute();
}

export function findThread(db: CommentsDb, projectId: string, threadId: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('comment_thread').selectAll().where('id', '=', threadId).where('project_id', '=', projectId).executeTakeFirst();
}

/** A comment of the project that is not deleted. */
export function findComment(db: CommentsDb, projectId: string, commentId: string): Promise<CommentRow | undefined> {
  return db
    .selectFrom('comment')
    .selectAll()
    .where('id', '=', commentId)
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function setResolved(db: CommentsDb, threadId: string, by: string | null): Promise<void> {
  await db
    .updateTable('comment_thread')
    .set(by ? { resolved_at: new Date(), resolved_by: by } : { resolved_at: null, resolved_by: null })
    .where('id', '=', threadId)
    .execute();
}

export async function updateComment(db: CommentsDb, commentId: string, change: { body: string; mentions: string[] }): Promise<void> {
  await db
    .updateTable('comment')
    .set({ body: change.body, mentions: change.mentions, edited_at: new Date() })
    .where('id', '=', commentId)
    .execute();
}

/**
 * Deletes a comment. A thread's first comment with replies after it keeps its place, emptied
 * (the replies answer something); a thread left with no comment goes with it.
 */
export function deleteComment(db: CommentsDb, comment: CommentRow): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const others = await trx
      .selectFrom('comment')
      .select('id')
      .where('thread_id', '=', comment.thread_id)
      .where('id', '!=', comment.id)
      .where('deleted_at', 'is', null)
      .execute();
    if (!others.length) {
      await trx.deleteFrom('comment_thread').where('id', '=', comment.thread_id).execute();
      return;
    }
    const first = await trx
      .selectFrom('comment')
      .select('id')
      .where('thread_id', '=', comment.thread_id)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (first?.id === comment.id) {
      await trx.updateTable('comment').set({ body: '', mentions: [], deleted_at: new Date() }).where('id', '=', comment.id).execute();
    } else {
      await trx.deleteFrom('comment').where('id', '=', comment.id).execute();
    }
  });
}

/** Queues a mention for each recipient (one row per member and comment), to go with their next digest. */
export async function queueMentions(db: CommentsDb, commentId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insertInto('comment_mention_pending')
    .values(userIds.map((user_id) => ({ user_id, comment_id: commentId })))
    .execute();
}

/**
 * Takes a member's turn for a digest if their last one went more than `gapMs` ago (or never):
 * one statement, so two processes never both take it. True when taken.
 */
export async function claimDigestTurn(db: CommentsDb, userId: string, gapMs: number): Promise<boolean> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - gapMs);
  const row = await db
    .insertInto('comment_mention_digest')
    .values({ user_id: userId, mailed_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ mailed_at: now }).where('comment_mention_digest.mailed_at', '<', cutoff))
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Gives a turn back (its digest had nothing to send, or could not go): the next mention may mail at once. */
export async function giveBackDigestTurn(db: CommentsDb, userId: string): Promise<void> {
  await db.deleteFrom('comment_mention_digest').where('user_id', '=', userId).execute();
}

/** A mention a digest carries: the comment, its thread and its project. */
export interface PendingMention {
  id: string;
  created_at: Date;
  thread_id: string;
  project_id: string;
  page_id: string;
  image_index: number | null;
  author_id: string | null;
  body: string;
}

/** Takes every mention waiting for this member (marks them taken) with its comment's thread; deleted comments are dropped. */
export async function takePendingMentions(db: CommentsDb, userId: string): Promise<PendingMention[]> {
  const taken = await db
    .updateTable('comment_mention_pending')
    .set({ taken_at: new Date() })
    .where('user_id', '=', userId)
    .where('taken_at', 'is', null)
    .returning(['id', 'comment_id'])
    .execute();
  if (!taken.length) return [];
  return db
    .selectFrom('comment_mention_pending as p')
    .innerJoin('comment as c', 'c.id', 'p.comment_id')
    .innerJoin('comment_thread as t', 't.id', 'c.thread_id')
    .select(['p.id', 'p.created_at', 't.id as thread_id', 't.project_id', 't.page_id', 't.image_index', 'c.author_id', 'c.body'])
    .where(
      'p.id',
      'in',
      taken.map((r) => r.id),
    )
    .where('c.deleted_at', 'is', null)
    .orderBy('p.created_at')
    .execute();
}

/** Puts taken mentions back (their digest could not go): the next digest carries them. */
export async function releasePendingMentions(db: CommentsDb, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.updateTable('comment_mention_pending').set({ taken_at: null }).where('id', 'in', ids).execute();
}

/** Removes mentions a digest carried. */
export async function deleteTakenMentions(db: CommentsDb, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('comment_mention_pending').where('id', 'in', ids).execute();
}

/** Members with mentions waiting whose turn has come (last digest more than `gapMs` ago, or none). */
export async function membersWithDigestDue(db: CommentsDb, gapMs: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - gapMs);
  const rows = await db
    .selectFrom('comment_mention_pending as p')
    .leftJoin('comment_mention_digest as d', 'd.user_id', 'p.user_id')
    .select('p.user_id')
    .distinct()
    .where('p.taken_at', 'is', null)
    .where((eb) => eb.or([eb('d.mailed_at', 'is', null), eb('d.mailed_at', '<', cutoff)]))
    .execute();
  return rows.map((r) => r.user_id);
}
