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

/**
 * Takes a member's mention-mail turn on a thread: true when no mail about it went to them within
 * `gapMs` (the turn is then theirs, recorded at once so two processes cannot both mail).
 */
export async function claimMentionMail(db: CommentsDb, opts: { threadId: string; userId: string; gapMs: number }): Promise<boolean> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - opts.gapMs);
  const row = await db
    .insertInto('comment_mention_mail')
    .values({ thread_id: opts.threadId, user_id: opts.userId, mailed_at: now })
    .onConflict((oc) =>
      oc.columns(['thread_id', 'user_id']).doUpdateSet({ mailed_at: now }).where('comment_mention_mail.mailed_at', '<', cutoff),
    )
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Gives a turn back after its mail failed (the next mention may try again). */
export async function releaseMentionMail(db: CommentsDb, threadId: string, userId: string): Promise<void> {
  await db.deleteFrom('comment_mention_mail').where('thread_id', '=', threadId).where('user_id', '=', userId).execute();
}
