import type { Project } from '@loci/shared';
import { requireAccess, targetWorkspace } from './project-access.js';
import { kitIn } from './project-copy.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { freshProject } from './project-dto.js';
import { moveProjectRow } from './projects.repository.js';

/** Moves a project (owner of its workspace) to another workspace where the user may edit. */
export async function moveProject(deps: ProjectServiceDeps, userId: string, projectId: string, workspaceId: string): Promise<Project> {
  const row = await requireAccess(deps, userId, projectId, 'manage');
  const target = await targetWorkspace(deps, userId, workspaceId);
  if (target !== row.workspace_id)
    await deps.db.transaction().execute(async (trx) => {
      // Its brand kit goes along as a copy: the kit itself stays with the studio's other projects.
      const brandKitId = await kitIn(trx, row, target, userId);
      await moveProjectRow(trx, projectId, { workspaceId: target, brandKitId }, userId);
    });
  return freshProject(deps, userId, projectId);
}
