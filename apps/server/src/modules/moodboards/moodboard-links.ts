import { moodboardSlotKey, renderSlotKey, type SlotVersionSource } from '@loci/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import { linkAssets, linkedAssets, unlinkAssets } from '../assets/index.js';
import { recordSlotVersion } from '../history/index.js';
import { lockProjectRow } from '../projects/index.js';
import { listProjectImageShas, listProjectRenderShas, listShownImages, listShownRenders } from './moodboards.repository.js';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** project_asset roles of moodboard images (incl. the reference) and of renders. */
export const MOODBOARD_ROLE = 'moodboard';
export const RENDER_ROLE = 'render';

async function wanted(trx: Trx, projectId: string): Promise<Map<string, Map<string, number>>> {
  const images = await listProjectImageShas(trx, projectId);
  const renders = await listProjectRenderShas(trx, projectId);
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
    const existing = await linkedAssets(trx, projectId, [role]);
    const stale = existing.map((r) => r.sha256).filter((s) => !shas.has(s));
    await unlinkAssets(trx, { projectId, role, shas: stale });
    removed.push(...stale);
    await linkAssets(trx, { projectId, role, positions: shas });
  }
  return removed;
}

/**
 * Runs a moodboard write in one transaction holding the project row (concurrent writes cannot
 * drop each other's links), reconciles the links, then removes files nothing uses any more.
 * `extra` lists shas made for this write that may have ended up unused.
 */
export async function writeMoodboards<T>(
  deps: { db: Db; assets: AssetService; by?: string | null; source?: SlotVersionSource },
  projectId: string,
  write: (trx: Trx) => Promise<T>,
  extra: string[] = [],
): Promise<T> {
  const { result, removed } = await deps.db.transaction().execute(async (trx) => {
    await lockProjectRow(trx, projectId);
    const before = await shownImages(trx, projectId);
    const result = await write(trx);
    await recordChanges(trx, { projectId, before, after: await shownImages(trx, projectId), by: deps.by, source: deps.source });
    return { result, removed: await reconcileLinks(trx, projectId) };
  });
  const candidates = [...new Set([...removed, ...extra])];
  if (candidates.length) await deps.assets.removeIfUnreferenced(candidates);
  return result;
}

type Shown = {
  sha: string;
  prompt: string;
  settings: { microMacro: number; photoStyled: number; realSourced: number } | null;
  mark: string;
};

/** What each moodboard slot of the project shows: its images, and its latest render (marked by the render's id). */
async function shownImages(trx: Trx, projectId: string): Promise<Map<string, Shown>> {
  const images = await listShownImages(trx, projectId);
  const renders = await listShownRenders(trx, projectId);
  const shown = new Map<string, Shown>();
  for (const i of images) {
    const settings = { microMacro: i.micro_macro, photoStyled: i.photo_styled, realSourced: 0 };
    shown.set(moodboardSlotKey(i.moodboard_id, i.idx), { sha: i.asset_sha ?? '', prompt: i.prompt, settings, mark: i.asset_sha ?? '' });
  }
  for (const r of renders)
    shown.set(renderSlotKey(r.moodboard_id), { sha: r.asset_sha ?? '', prompt: r.prompt, settings: null, mark: r.id });
  return shown;
}

/** Adds every slot whose image changed in this write to its history. */
async function recordChanges(
  trx: Trx,
  change: { projectId: string; before: Map<string, Shown>; after: Map<string, Shown>; by?: string | null; source?: SlotVersionSource },
): Promise<void> {
  for (const [slot, now] of change.after) {
    const was = change.before.get(slot);
    if (was?.mark === now.mark) continue;
    await recordSlotVersion(trx, {
      projectId: change.projectId,
      slot,
      sha: now.sha,
      prompt: now.prompt,
      settings: now.settings,
      source: change.source ?? 'generated',
      by: change.by ?? null,
      previous: was ? { sha: was.sha, prompt: was.prompt, settings: was.settings } : null,
    });
  }
}
