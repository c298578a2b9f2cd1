import { type AssetServiceDeps, removeFiles } from './asset-persist.js';
import { deleteUnreferencedAssets } from './assets.repository.js';

/** After a commit that removed references: drop unreferenced rows, then their files. */
export async function removeIfUnreferenced(deps: AssetServiceDeps, shas: string[]): Promise<string[]> {
  const gone = await deps.db.transaction().execute(async (trx) => deleteUnreferencedAssets(trx, shas));
  await Promise.all(gone.map((sha) => removeFiles(deps.storage, sha)));
  return gone;
}
