import { type Project, roleAllows } from '@loci/shared';
import { requireAccess, targetWorkspace } from './project-access.js';
import { copyProject } from './project-copy.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { freshProject } from './project-dto.js';
import type { ProjectView } from './projects.repository.js';

/** Where a copy goes when the request names no workspace: beside the original for an editor, else (undefined) the personal workspace. */
export function duplicateDestination(source: Pick<ProjectView, 'role' | 'workspace_id'>): string | undefined {
  return roleAllows(source.role, 'edit') ? (source.workspace_id ?? undefined) : undefined;
}

/** A new project with the same instructions (and, asked, its boards and moodboards) in a workspace where the user may edit. */
export async function duplicateProject(
  deps: ProjectServiceDeps,
  userId: string,
  projectId: string,
  opts: { workspaceId?: string; includeBoards: boolean },
): Promise<Project> {
  const source = await requireAccess(deps, userId, projectId, 'view');
  // By default the copy stays beside the original; a viewer's copy goes to their personal workspace.
  const target = await targetWorkspace(deps, userId, opts.workspaceId ?? duplicateDestination(source));
  const id = await deps.db
    .transaction()
    .execute((trx) =>
      copyProject(trx, { source, workspaceId: target, userId, includeBoards: opts.includeBoards, copyBoards: deps.data.copyBoards }),
    );
  return freshProject(deps, userId, id);
}
