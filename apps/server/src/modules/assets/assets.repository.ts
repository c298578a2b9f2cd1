import { type Kysely, sql } from 'kysely';
import type { AssetOrigin, DatabaseSchema, ProjectAssetTable } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';
import type { FileColumns } from '../../db/file-rows.js';

export interface AssetRow {
  sha256: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  origin: AssetOrigin;
  provider: string | null;
  prompt: string | null;
  licence: string | null;
  credit: string | null;
  source_url: string | null;
}

type Db = Kysely<DatabaseSchema>;

/** Inserts the asset row once; the same bytes stored again keep the first row. */
export async function upsertAsset(db: Db, row: AssetRow): Promise<void> {
  await db
    .insertInto('asset')
    .values(row)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

/** Whether an asset row exists for these bytes. */
export async function assetExists(db: Db, sha: string): Promise<boolean> {
  return (await db.selectFrom('asset').select('sha256').where('sha256', '=', sha).executeTakeFirst()) !== undefined;
}

/** Every sha an asset row holds (the orphan sweep reads them once). */
export async function listAssetShas(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('asset').select('sha256').execute()).map((r) => r.sha256));
}

/** A user photo's credit and licence on an uploaded asset that has none yet (the same bytes stored before, e.g. as a logo). */
export async function keepPhotoCredit(db: Db, sha: string, source: { credit: string; licence: string }): Promise<void> {
  await db
    .updateTable('asset')
    .set({ credit: source.credit, licence: source.licence, provider: 'user upload' })
    .where('sha256', '=', sha)
    .where('origin', '=', 'uploaded')
    .where('credit', 'is', null)
    .execute();
}

/** Records that a project uses an asset in a role (idempotent). */
export async function linkAsset(db: Db, link: { projectId: string; sha256: string; role: string; position?: number }): Promise<void> {
  await db
    .insertInto('project_asset')
    .values({ project_id: link.projectId, sha256: link.sha256, role: link.role, position: link.position ?? 0 })
    .onConflict((oc) => oc.columns(['project_id', 'sha256', 'role']).doUpdateSet({ position: link.position ?? 0 }))
    .execute();
}

/** Removes a project's use of assets in a role (e.g. a replaced logo). */
export async function unlinkRole(db: Db, projectId: string, role: string): Promise<void> {
  await db.deleteFrom('project_asset').where('project_id', '=', projectId).where('role', '=', role).execute();
}

/** Removes a project's use of these assets in one role (the files stay: unreferenced ones are removed by the caller's sweep). */
export async function unlinkAssets(db: Db, link: { projectId: string; role: string; shas: string[] }): Promise<void> {
  if (!link.shas.length) return;
  await db
    .deleteFrom('project_asset')
    .where('project_id', '=', link.projectId)
    .where('role', '=', link.role)
    .where('sha256', 'in', link.shas)
    .execute();
}

/** Records that a project uses these assets in one role, each at its position (idempotent; positions move). */
export async function linkAssets(db: Db, link: { projectId: string; role: string; positions: Map<string, number> }): Promise<void> {
  if (!link.positions.size) return;
  await db
    .insertInto('project_asset')
    .values([...link.positions].map(([sha, position]) => ({ project_id: link.projectId, sha256: sha, role: link.role, position })))
    .onConflict((oc) => oc.columns(['project_id', 'sha256', 'role']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
    .execute();
}

/** What a project links in these roles: each asset with its role. */
export function linkedAssets(db: Db, projectId: string, roles: string[]): Promise<{ sha256: string; role: string; created_at: Date }[]> {
  return db
    .selectFrom('project_asset')
    .select(['sha256', 'role', 'created_at'])
    .where('project_id', '=', projectId)
    .where('role', 'in', roles)
    .execute();
}

/** The roles in which a project uses an asset (none: not the project's). Any module's database view will do. */
export async function assetRolesIn(db: Pick<Db, 'selectFrom'>, projectId: string, sha: string): Promise<string[]> {
  const rows = await db.selectFrom('project_asset').select('role').where('project_id', '=', projectId).where('sha256', '=', sha).execute();
  return rows.map((r) => r.role);
}

/** The assets projects use in these roles, by project, in role then position order. */
export function linkedAssetsOfProjects(db: Db, projectIds: string[], roles: string[]): Promise<{ project_id: string; sha256: string }[]> {
  // Links of one role at one position (renders, versions) in a fixed order: the older first, then by hash.
  // Times are compared to the millisecond, as a project file keeps them: an imported project lists its
  // images as the original does even when two were linked within one millisecond.
  return db
    .selectFrom('project_asset')
    .select(['project_id', 'sha256'])
    .where('project_id', 'in', projectIds)
    .where('role', 'in', roles)
    .orderBy('project_id')
    .orderBy('role')
    .orderBy('position')
    .orderBy(sql`date_trunc('milliseconds', created_at)`)
    .orderBy('sha256')
    .execute();
}

/**
 * The asset, if a project of a workspace the user belongs to uses it (or they made it as a scratch
 * image, or keep it in their photo library). Read on every request, never cached: a removed member
 * loses the images at once. `workspaceIds` narrows it for a personal access token: only projects of
 * the workspaces the token names, and nothing personal.
 */
export async function findAssetForUser(
  db: Db,
  sha: string,
  userId: string,
  workspaceIds?: readonly string[],
): Promise<AssetRow | undefined> {
  if (workspaceIds && workspaceIds.length === 0) return undefined;
  const inWorkspaces = <Q extends { where: (column: 'project.workspace_id', op: 'in', values: readonly string[]) => Q }>(query: Q): Q =>
    workspaceIds ? query.where('project.workspace_id', 'in', workspaceIds) : query;
  const inKitWorkspaces = <Q extends { where: (column: 'brand_kit.workspace_id', op: 'in', values: readonly string[]) => Q }>(
    query: Q,
  ): Q => (workspaceIds ? query.where('brand_kit.workspace_id', 'in', workspaceIds) : query);
  const inStudioKitWorkspaces = <Q extends { where: (column: 'studio_kit.workspace_id', op: 'in', values: readonly string[]) => Q }>(
    query: Q,
  ): Q => (workspaceIds ? query.where('studio_kit.workspace_id', 'in', workspaceIds) : query);
  return db
    .selectFrom('asset')
    .selectAll('asset')
    .where('asset.sha256', '=', sha)
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(
          inWorkspaces(
            selectFrom('project_asset')
              .innerJoin('project', 'project.id', 'project_asset.project_id')
              .innerJoin('workspace_member', 'workspace_member.workspace_id', 'project.workspace_id')
              .select(sql`1`.as('one'))
              .whereRef('project_asset.sha256', '=', 'asset.sha256')
              .where('workspace_member.user_id', '=', userId),
          ),
        ),
        // A photo a teammate added to a shared project.
        exists(
          inWorkspaces(
            selectFrom('library_photo')
              .innerJoin('project', 'project.id', 'library_photo.project_id')
              .innerJoin('workspace_member', 'workspace_member.workspace_id', 'project.workspace_id')
              .select(sql`1`.as('one'))
              .whereRef('library_photo.sha256', '=', 'asset.sha256')
              .where('workspace_member.user_id', '=', userId),
          ),
        ),
        // A logo of one of their studios' brand kits or of a studio kit (issue #48).
        exists(
          inKitWorkspaces(
            selectFrom('brand_kit')
              .innerJoin('workspace_member', 'workspace_member.workspace_id', 'brand_kit.workspace_id')
              .select(sql`1`.as('one'))
              .whereRef('brand_kit.logo_sha', '=', 'asset.sha256')
              .where('workspace_member.user_id', '=', userId),
          ),
        ),
        exists(
          inStudioKitWorkspaces(
            selectFrom('studio_kit')
              .innerJoin('workspace_member', 'workspace_member.workspace_id', 'studio_kit.workspace_id')
              .select(sql`1`.as('one'))
              .whereRef('studio_kit.logo_sha', '=', 'asset.sha256')
              .where('workspace_member.user_id', '=', userId),
          ),
        ),
        ...(workspaceIds
          ? []
          : [
              exists(
                selectFrom('scratch_asset')
                  .select(sql`1`.as('one'))
                  .whereRef('scratch_asset.sha256', '=', 'asset.sha256')
                  .where('scratch_asset.user_id', '=', userId),
              ),
              exists(
                selectFrom('library_photo')
                  .select(sql`1`.as('one'))
                  .whereRef('library_photo.sha256', '=', 'asset.sha256')
                  .where('library_photo.owner_id', '=', userId),
              ),
            ]),
      ]),
    )
    .executeTakeFirst();
}

/** Deletes asset rows no project (nor brand kit, studio kit, user's scratch images or photo library) uses any more, among `shas`; returns the deleted hashes. */
export async function deleteUnreferencedAssets(db: Db, shas: string[]): Promise<string[]> {
  if (!shas.length) return [];
  const rows = await db
    .deleteFrom('asset')
    .where('sha256', 'in', shas)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('project_asset').select(sql`1`.as('one')).whereRef('project_asset.sha256', '=', 'asset.sha256'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('scratch_asset').select(sql`1`.as('one')).whereRef('scratch_asset.sha256', '=', 'asset.sha256'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('library_photo').select(sql`1`.as('one')).whereRef('library_photo.sha256', '=', 'asset.sha256'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('brand_kit').select(sql`1`.as('one')).whereRef('brand_kit.logo_sha', '=', 'asset.sha256'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('studio_kit').select(sql`1`.as('one')).whereRef('studio_kit.logo_sha', '=', 'asset.sha256'))),
    )
    .returning('sha256')
    .execute();
  return rows.map((r) => r.sha256);
}

/** The shas a project uses. */
export async function projectAssetShas(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('project_asset').select('sha256').distinct().where('project_id', '=', projectId).execute();
  return rows.map((r) => r.sha256);
}

/** How a project's copy takes its asset links (see db/copy-rows.ts). */
export const PROJECT_ASSET_COPY: CopyColumns<ProjectAssetTable> = {
  project_id: 'set',
  sha256: 'copy',
  role: 'copy',
  position: 'copy',
  created_at: 'skip: the copy links its images now',
};

/** Links the copy to the original's images (the files are shared by content); `logoOnly`: its logo alone. */
export async function copyProjectAssets(db: Db, from: string, to: string, opts: { logoOnly: boolean }): Promise<void> {
  await copyRows(db, {
    table: 'project_asset',
    columns: PROJECT_ASSET_COPY,
    match: opts.logoOnly ? { project_id: from, role: 'logo' } : { project_id: from },
    set: { project_id: to },
  });
}

/** What other modules read of stored assets (type, maker, credit), for the given hashes. */
export function assetFacts(db: Db, shas: string[]) {
  const wanted = [...new Set(shas)];
  if (!wanted.length) return Promise.resolve([]);
  return db
    .selectFrom('asset')
    .select(['sha256', 'content_type', 'origin', 'provider', 'credit', 'licence', 'source_url'])
    .where('sha256', 'in', wanted)
    .execute();
}

/** The whole asset rows of these hashes (a project file carries them with its images). */
export function assetRowsOf(db: Db, shas: string[]): Promise<AssetRow[]> {
  const wanted = [...new Set(shas)];
  if (!wanted.length) return Promise.resolve([]);
  return db
    .selectFrom('asset')
    .select(['sha256', 'content_type', 'byte_size', 'width', 'height', 'origin', 'provider', 'prompt', 'licence', 'credit', 'source_url'])
    .where('sha256', 'in', wanted)
    .orderBy('sha256')
    .execute();
}

/** How a project file carries the project's image links. */
export const PROJECT_ASSET_FILE: FileColumns<ProjectAssetTable> = {
  project_id: 'project',
  sha256: 'asset',
  role: 'keep',
  position: 'keep',
  created_at: 'keep',
};
