import { projectAssetShas } from '../assets/index.js';
import { requireAccess } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { deleteProjectRow } from './projects.repository.js';

/** Removes every row of the project in one transaction; files of unshared assets go after the commit. */
export async function removeProject(deps: ProjectServiceDeps, userId: string, projectId: string): Promise<void> {
  await requireAccess(deps, userId, projectId, 'edit');
  const shas = await deps.db.transaction().execute(async (trx) => {
    const used = await projectAssetShas(trx, projectId);
    await deleteProjectRow(trx, projectId);
    return used;
  });
  await deps.assets.removeIfUnreferenced(shas);
}
