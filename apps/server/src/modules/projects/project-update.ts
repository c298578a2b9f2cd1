import type { Project } from '@loci/shared';
import { linkAsset, unlinkRole } from '../assets/index.js';
import { requireAccess } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { freshProject } from './project-dto.js';
import { withKitOverrides } from './project-kit.js';
import { type ProjectFields, updateProjectRow } from './projects.repository.js';

/** Changes the fields sent (an editor); a new logo replaces the old, whose file goes once nothing else uses it. */
export async function updateProject(deps: ProjectServiceDeps, userId: string, projectId: string, fields: ProjectFields): Promise<Project> {
  const before = await requireAccess(deps, userId, projectId, 'edit');
  fields = await withKitOverrides(deps, before, fields);
  await deps.db.transaction().execute(async (trx) => {
    if (fields.logo_sha && fields.logo_sha !== before.logo_sha) {
      await unlinkRole(trx, projectId, 'logo');
      await linkAsset(trx, { projectId, sha256: fields.logo_sha, role: 'logo' });
    }
    return updateProjectRow(trx, projectId, fields, userId);
  });
  // A replaced logo's file goes once nothing else uses it.
  if (before.logo_sha && fields.logo_sha && before.logo_sha !== fields.logo_sha) await deps.assets.removeIfUnreferenced([before.logo_sha]);
  return freshProject(deps, userId, projectId);
}
