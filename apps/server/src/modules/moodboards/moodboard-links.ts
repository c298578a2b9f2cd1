import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** project_asset roles of moodboard images (incl. the reference) and of renders. */
export const MOODBOARD_ROLE = 'moodboard';
export const RENDER_ROLE = 'render';

async function wanted(trx: Trx, projectId: string): Promise<Map<string, Map<string, number>>> {
  const images = await trx
    .selectFrom('moodboard_image')
    .innerJoin('moodboard', 'moodboard.id', 'moodboard_image.moodboard_id')
    .select('moodboard_image.asset_sha as sha')
    .where('moodboard.project_id', '=', projectId)
    .where('moodboard_image.asset_sha', 'is not', null)
    .orderBy('moodboard.created_at')
    .orderBy('moodboard_image.idx')
    .execute();
  const renders = await trx
    .selectFrom('render')
    .innerJoin('moodboard', 'moodboard.id', 'render.moodboard_id')
    .select('render.asset_sha as sha')
    .where('moodboard.project_id', '=', projectId)
    .where('render.asset_sha', 'is not', null)
    .orderBy('render.created_at')
    .execute();
  // sha → position (first use), per role.
  const positions = (shas: (string | null)[]) => {
    const map = new Map<string, number>();
    for (const sha of shas) if (sha && !map.has(sha)) map.set(sha, map.size);
    return map;
  };
  const byRole = new Map<string, Map<string, number>>([
    [MOODBOARD_ROLE, positions(images.map((r) => r.sha))],
    [RENDER_ROLE, positions(renders.map((r) => r.sha))],
  ]);
  return byRole;
}

/**
 * Brings the project's `moodboard` and `render` links in line with its moodboards (so the
 * Projects page collage and project deletion see them). Returns the shas no longer linked.
 */
export async function reconcileLinks(trx: Trx, projectId: string): Promise<string[]> {
  const byRole = await wanted(trx, projectId);
  const removed: string[] = [];
  for (const [role, shas] of byRole) {
    const existing = await trx
      .selectFrom('project_asset')
      .select('sha256')
      .where('project_id', '=', projectId)
      .where('role', '=', role)
      .execute();
    const stale = existing.map((r) => r.sha256).filter((s) => !shas.has(s));
    if (stale.length) {
      await trx
        .deleteFrom('project_asset')
        .where('project_id', '=', projectId)
        .where('role', '=', role)
        .where('sha256', 'in', stale)
        .execute();
      removed.push(...stale);
    }
    if (!shas.size) continue;
    await trx
      .insertInto('project_asset')
      .values([...shas].map(([sha, position]) => ({ project_id: projectId, sha256: sha, role, position })))
      .onConflict((oc) => oc.columns(['project_id', 'sha256', 'role']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
      .execute();
  }
  return removed;
}

/**
 * Runs a moodboard write in one transaction holding the project row (concurrent writes cannot
 * drop each other's links), reconciles the links, then removes files nothing uses any more.
 * `extra` lists shas made for this write that may have ended up unused.
 */
export async function writeMoodboards<T>(
  deps: { db: Db; assets: AssetService },
  projectId: string,
  write: (trx: Trx) => Promise<T>,
  extra: string[] = [],
): Promise<T> {
  const { result, removed } = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('project').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
    const result = await write(trx);
    return { result, removed: await reconcileLinks(trx, projectId) };
  });
  const candidates = [...new Set([...removed, ...extra])];
  if (candidates.length) await deps.assets.removeIfUnreferenced(candidates);
  return result;
}
