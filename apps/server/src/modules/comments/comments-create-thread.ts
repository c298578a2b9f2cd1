import {
  CANVAS_COMMENT_PREFIX,
  type CommentThread,
  type CommentThreadCreate,
  ErrorCode,
  isCanvasPageId,
  listProjectPages,
} from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectView } from '../projects/index.js';
import { insertThread } from './comments.repository.js';
import { type CommentsContext, checkMentions, countWrite, requireMember } from './comments-rules.js';
import { oneThread } from './comments-threads.js';
import { slotSha } from './comments-view.js';

/** POST /api/projects/:id/comments — a new thread on a page, or on one image of it. */
export async function createThread(
  ctx: CommentsContext,
  project: ProjectView,
  userId: string,
  input: CommentThreadCreate,
): Promise<CommentThread> {
  requireMember(project);
  const mentions = await checkMentions(ctx, project, input.mentions);
  const data = await ctx.data.getData(project.id);
  if (isCanvasPageId(input.pageId)) {
    // Pinned on a Canvas item: the item is on this project's board; a pin names no image position.
    if (!(await ctx.board.has(project.id, input.pageId.slice(CANVAS_COMMENT_PREFIX.length))))
      throw new AppError(ErrorCode.NotFound, 'That item is not on this project’s Canvas (it may have been deleted).');
    if (input.imageIndex !== null)
      throw new AppError(ErrorCode.Validation, 'A comment on the Canvas is pinned on an item, not on an image position.');
  } else if (!listProjectPages(data).some((p) => p.id === input.pageId)) {
    throw new AppError(ErrorCode.NotFound, 'That page is not in this project (a moodboard may have been deleted).');
  }
  const sha = input.imageIndex === null ? null : slotSha(data, input.pageId, input.imageIndex);
  if (input.imageIndex !== null && !sha) throw new AppError(ErrorCode.NotFound, 'That image is not on this page.');
  await countWrite(ctx, userId);
  const { thread, comment } = await insertThread(
    ctx.db,
    { projectId: project.id, pageId: input.pageId, imageIndex: input.imageIndex, assetSha: sha, createdBy: userId },
    { projectId: project.id, authorId: userId, body: input.body, mentions },
  );
  await ctx.mailMentions({ project, thread, authorId: userId, commentId: comment.id, mentions });
  return oneThread(ctx, project, userId, thread.id);
}
