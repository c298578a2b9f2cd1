import type { ProjectView } from '../projects/index.js';
import { deleteComment, findThread } from './comments.repository.js';
import type { CommentsDeps } from './comments-deps.js';
import { requireMember, requireOwnComment } from './comments-rules.js';

/** DELETE /api/projects/:id/comments/:commentId — its author deletes it (a thread left empty goes too). */
export async function removeComment(
  deps: CommentsDeps,
  project: ProjectView,
  userId: string,
  commentId: string,
): Promise<{ deleted: true; thread_deleted: boolean }> {
  requireMember(project);
  const comment = await requireOwnComment(deps, project, userId, commentId);
  await deleteComment(deps.db, comment);
  return { deleted: true, thread_deleted: !(await findThread(deps.db, project.id, comment.thread_id)) };
}
