import type { Project } from '@loci/shared';
import { linkAsset } from '../assets/index.js';
import { targetWorkspace } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { freshProject } from './project-dto.js';
import { insertProject, type ProjectFields } from './projects.repository.js';

/** A new project in the given workspace (editor or owner there) or the user's personal one, its logo linked. */
export async function createProject(
  deps: ProjectServiceDeps,
  userId: string,
  fields: ProjectFields,
  workspaceId?: string,
): Promise<Project> {
  const target = await targetWorkspace(deps, userId, workspaceId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await insertProject(trx, userId, target, fields);
    if (fields.logo_sha) await linkAsset(trx, { projectId: created.id, sha256: fields.logo_sha, role: 'logo' });
    return created;
  });
  return freshProject(deps, userId, row.id);
}
