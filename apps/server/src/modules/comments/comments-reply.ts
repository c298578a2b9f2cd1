import type { CommentThread, CommentWrite } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { insertComment } from './comments.repository.js';
import { type CommentsContext, checkMentions, countWrite, requireMember, requireThread } from './comments-rules.js';
import { oneThread } from './comments-threads.js';

/** POST /api/projects/:id/comments/threads/:threadId/replies — a reply (a resolved thread stays resolved). */
export async function replyToThread(
  ctx: CommentsContext,
  project: ProjectView,
  userId: string,
  threadId: string,
  input: CommentWrite,
): Promise<CommentThread> {
  requireMember(project);
  const thread = await requireThread(ctx, project, threadId);
  const mentions = await checkMentions(ctx, project, input.mentions);
  await countWrite(ctx, userId);
  const comment = await insertComment(ctx.db, { threadId, projectId: project.id, authorId: userId, body: input.body, mentions });
  await ctx.mailMentions({ project, thread, authorId: userId, commentId: comment.id, mentions });
  return oneThread(ctx, project, userId, threadId);
}
