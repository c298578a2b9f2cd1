import type { CommentList, CommentThread, CommentThreadCreate, CommentThreadResolve, CommentWrite } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { createThread } from './comments-create-thread.js';
import type { CommentsDeps } from './comments-deps.js';
import { editComment } from './comments-edit.js';
import { listProjectComments } from './comments-list.js';
import { removeComment } from './comments-remove.js';
import { replyToThread } from './comments-reply.js';
import { resolveThread } from './comments-resolve.js';
import type { CommentsContext } from './comments-rules.js';
import { createMentionMail } from './mention-mail.js';

/** Team comments on a project's pages, images and moodboards (any member of its workspace). */
export function createComments(deps: CommentsDeps) {
  const mentionMail = createMentionMail(deps);
  const ctx: CommentsContext = { ...deps, mailMentions: mentionMail.mailMentions };
  return {
    /** The mention digest pass: one mail to each member whose mentions waited for their turn (any process may run it). */
    sendPendingMentionMail: (): Promise<number> => mentionMail.sendPending(),
    /** GET /api/projects/:id/comments — every thread (newest first) and the members one may mention. */
    list: (project: ProjectView, userId: string): Promise<CommentList> => listProjectComments(ctx, project, userId),
    /** POST /api/projects/:id/comments — a new thread on a page, or on one image of it. */
    createThread: (project: ProjectView, userId: string, input: CommentThreadCreate): Promise<CommentThread> =>
      createThread(ctx, project, userId, input),
    /** POST /api/projects/:id/comments/threads/:threadId/replies — a reply (a resolved thread stays resolved). */
    reply: (project: ProjectView, userId: string, threadId: string, input: CommentWrite): Promise<CommentThread> =>
      replyToThread(ctx, project, userId, threadId, input),
    /** PATCH /api/projects/:id/comments/threads/:threadId — resolve or reopen (its author, editors, owners). */
    resolve: (project: ProjectView, userId: string, threadId: string, input: CommentThreadResolve): Promise<CommentThread> =>
      resolveThread(ctx, project, userId, threadId, input),
    /** PATCH /api/projects/:id/comments/:commentId — its author changes the text (new mentions are mailed). */
    edit: (project: ProjectView, userId: string, commentId: string, input: CommentWrite): Promise<CommentThread> =>
      editComment(ctx, project, userId, commentId, input),
    /** DELETE /api/projects/:id/comments/:commentId — its author deletes it (a thread left empty goes too). */
    remove: (project: ProjectView, userId: string, commentId: string): Promise<{ deleted: true; thread_deleted: boolean }> =>
      removeComment(ctx, project, userId, commentId),
  };
}

export type CommentsService = ReturnType<typeof createComments>;
