import { createHash } from 'node:crypto';
import { ErrorCode, roleAllows } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectView } from '../projects/index.js';
import { listMembers } from '../workspaces/index.js';
import { type CommentRow, findComment, findThread, type ThreadRow } from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import type { createMentionMail } from './mention-mail.js';

export const THREAD_NOT_FOUND = 'That comment thread is not on this project (it may have been deleted).';
const COMMENT_NOT_FOUND = 'Comment not found (it may have been deleted).';
const ONLY_AUTHOR = 'Only the person who wrote a comment can change or delete it.';
const TOO_MANY = 'You are commenting very fast. Wait a few minutes, then try again.';
const NOT_MEMBER = 'You can only mention members of this studio.';

/** The comments module's deps with its one mention mailer (made once per service: it keeps no state but its deps). */
export type CommentsContext = CommentsDeps & { mailMentions: ReturnType<typeof createMentionMail>['mailMentions'] };

/** A workspace member, whatever their role (a review-link visitor never reaches here: no session). */
export function requireMember(project: ProjectView): void {
  if (!roleAllows(project.role, 'view')) throw new AppError(ErrorCode.Forbidden, 'Only members of this studio can comment.');
}

/** Counts one written comment against the writer's limit; past it, a 429 with when to try again. */
export async function countWrite(deps: CommentsDeps, userId: string): Promise<void> {
  const key = createHash('sha256').update(`comments-write:${userId}`).digest('hex');
  const count = await deps.rateLimits.hit(key, deps.writeLimit.windowSec * 1000);
  if (count.count > deps.writeLimit.max) {
    const retryAfter = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
    throw new AppError(ErrorCode.RateLimited, TOO_MANY, { retryAfter });
  }
}

/** The mentioned ids, each once, every one a current member of the project's workspace. */
export async function checkMentions(deps: CommentsDeps, project: ProjectView, mentions: string[]): Promise<string[]> {
  const unique = [...new Set(mentions)];
  if (!unique.length) return unique;
  const members = new Set((await listMembers(appDb(deps.db), project.workspace_id)).map((m) => m.user_id));
  if (unique.some((id) => !members.has(id))) throw new AppError(ErrorCode.Validation, NOT_MEMBER);
  return unique;
}

/** A thread of this project, or a 404. */
export async function requireThread(deps: CommentsDeps, project: ProjectView, threadId: string): Promise<ThreadRow> {
  const thread = await findThread(deps.db, project.id, threadId);
  if (!thread) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
  return thread;
}

/** A comment of this project that the caller wrote: a 404 if there is none, a 403 if someone else wrote it. */
export async function requireOwnComment(deps: CommentsDeps, project: ProjectView, userId: string, commentId: string): Promise<CommentRow> {
  const comment = await findComment(deps.db, project.id, commentId);
  if (!comment) throw new AppError(ErrorCode.NotFound, COMMENT_NOT_FOUND);
  if (comment.author_id !== userId) throw new AppError(ErrorCode.Forbidden, ONLY_AUTHOR);
  return comment;
}
