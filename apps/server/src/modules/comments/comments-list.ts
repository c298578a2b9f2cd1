import type { CommentList } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { listMembers } from '../workspaces/index.js';
import { listThreads } from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import { requireMember } from './comments-rules.js';
import { threadDtos } from './comments-threads.js';

/** GET /api/projects/:id/comments — every thread (newest first) and the members one may mention. */
export async function listProjectComments(deps: CommentsDeps, project: ProjectView, userId: string): Promise<CommentList> {
  requireMember(project);
  const threads = await threadDtos(deps, project, userId, await listThreads(deps.db, project.id));
  const members = await listMembers(appDb(deps.db), project.workspace_id);
  return { threads, members: members.map((m) => ({ id: m.user_id, name: m.name || m.email })) };
}
