import { projectAssetShas } from '../assets/index.js';
import { refusePersonal, requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { deleteWorkspace, workspaceProjectIds } from './workspaces.repository.js';

/** Deleting a studio with its projects. */
export function createWorkspaceDelete({ db, assets }: WorkspaceServiceDeps) {
  return {
    /** Deletes a studio with its projects; their image files go once nothing else uses them. */
    async remove(workspaceId: string, userId: string): Promise<void> {
      refusePersonal(await requireView(db, workspaceId, userId));
      const shas = await db.transaction().execute(async (trx) => {
        const used = new Set<string>();
        for (const id of await workspaceProjectIds(trx, workspaceId)) for (const sha of await projectAssetShas(trx, id)) used.add(sha);
        await deleteWorkspace(trx, workspaceId);
        return [...used];
      });
      await assets.removeIfUnreferenced(shas);
    },
  };
}
