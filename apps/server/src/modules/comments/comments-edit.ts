import type { CommentThread, CommentWrite } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { findThread, updateComment } from './comments.repository.js';
import { type CommentsContext, checkMentions, countWrite, requireMember, requireOwnComment } from './comments-rules.js';
import { oneThread } from './comments-threads.js';

/** PATCH /api/projects/:id/comments/:commentId — its author changes the text (new mentions are mailed). */
export async function editComment(
  ctx: CommentsContext,
  project: ProjectView,
  userId: string,
  commentId: string,
  input: CommentWrite,
): Promise<CommentThread> {
  requireMember(project);
  const comment = await requireOwnComment(ctx, project, userId, commentId);
  const mentions = await checkMentions(ctx, project, input.mentions);
  await countWrite(ctx, userId);
  await updateComment(ctx.db, commentId, { body: input.body, mentions });
  const thread = await findThread(ctx.db, project.id, comment.thread_id);
  const added = mentions.filter((id) => !comment.mentions.includes(id));
  if (thread) await ctx.mailMentions({ project, thread, authorId: userId, commentId, mentions: added });
  return oneThread(ctx, project, userId, comment.thread_id);
}
