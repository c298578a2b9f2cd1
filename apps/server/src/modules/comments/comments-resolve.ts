import { type CommentThread, type CommentThreadResolve, ErrorCode, roleAllows } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectView } from '../projects/index.js';
import { setResolved } from './comments.repository.js';
import type { CommentsDeps } from './comments-deps.js';
import { requireMember, requireThread } from './comments-rules.js';
import { oneThread } from './comments-threads.js';

const ONLY_RESOLVERS = 'Only the thread’s author, editors and owners can resolve or reopen it.';

/** PATCH /api/projects/:id/comments/threads/:threadId — resolve or reopen (its author, editors, owners). */
export async function resolveThread(
  deps: CommentsDeps,
  project: ProjectView,
  userId: string,
  threadId: string,
  input: CommentThreadResolve,
): Promise<CommentThread> {
  requireMember(project);
  const thread = await requireThread(deps, project, threadId);
  if (!roleAllows(project.role, 'edit') && thread.created_by !== userId) throw new AppError(ErrorCode.Forbidden, ONLY_RESOLVERS);
  if (input.resolved !== (thread.resolved_at !== null)) await setResolved(deps.db, threadId, input.resolved ? userId : null);
  return oneThread(deps, project, userId, threadId);
}
