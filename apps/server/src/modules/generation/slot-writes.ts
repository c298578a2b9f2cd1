import { boardSlotKey, SECTIONS, type SlotVersionSource } from '@loci/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import { linkAsset, linkedAssets, unlinkAssets } from '../assets/index.js';
import { recordSlotVersion } from '../history/index.js';
import { lockProjectRow } from '../projects/index.js';
import {
  type BoardKey,
  findSlot,
  listSlotImages,
  replaceSlots,
  type SlotPatch,
  type SlotRow,
  type SlotSeed,
  upsertSection,
  upsertSlot,
} from './generation.repository.js';
import { updateHeldSlot } from './job-queue.repository.js';
import { slotRole } from './slots.js';

type Db = Kysely<DatabaseSchema>;

export interface SlotWrite {
  key: BoardKey;
  idx: number;
  patch: SlotPatch;
  /** Only write when this worker still holds the slot (a reclaimed slot's late result is dropped). */
  heldBy?: string;
  /** Who made the change (the slot's history names them); the slot's starter when absent. */
  by?: string | null;
  /** How the image came (history); `restored` records even when the image is the current one. */
  source?: SlotVersionSource;
  /** The seed the image was made with, when the provider took one. */
  seed?: number | null;
}

/**
 * Writes a slot and brings the project's board links (project_asset roles `context`, `topics`
 * and their `-alternative` roles) in line with every slot, in one transaction that holds the
 * project row, so concurrent writes cannot drop each other's links. Assets no longer used by
 * anything are removed after the commit. Returns false when `heldBy` no longer holds the slot.
 */
export async function writeSlot(deps: { db: Db; assets: AssetService }, write: SlotWrite): Promise<boolean> {
  const { written, removed } = await deps.db.transaction().execute(async (trx) => {
    await lockProjectRow(trx, write.key.projectId);
    let ok = true;
    const before = await findSlot(trx, write.key, write.idx);
    if (write.heldBy) ok = await updateHeldSlot(trx, write.key, write.idx, write.patch, write.heldBy);
    else await upsertSlot(trx, write.key, write.idx, write.patch);
    if (!ok) return { written: false, removed: [] as string[] };
    await recordHistory(trx, write, before);
    return { written: true, removed: await reconcileLinks(trx, write.key.projectId, write.key.kind) };
  });
  const dropped = written ? removed : [write.patch.assetSha, ...(write.patch.alternativeShas ?? [])].filter((s): s is string => Boolean(s));
  if (dropped.length) await deps.assets.removeIfUnreferenced(dropped);
  return written;
}

const settingsOf = (row: SlotRow) => ({ microMacro: row.micro_macro, photoStyled: row.photo_styled, realSourced: row.real_sourced });

/** Adds the slot's new image to its history (the image it showed before too, when it has none yet). */
async function recordHistory(trx: Transaction<DatabaseSchema>, write: SlotWrite, before: SlotRow | undefined): Promise<void> {
  const after = await findSlot(trx, write.key, write.idx);
  if (!after?.asset_sha) return;
  if (after.asset_sha === before?.asset_sha && write.source !== 'restored' && write.source !== 'chosen') return;
  await recordSlotVersion(trx, {
    projectId: write.key.projectId,
    slot: boardSlotKey(write.key.section, write.key.kind, write.idx),
    sha: after.asset_sha,
    prompt: after.prompt,
    settings: settingsOf(after),
    seed: write.seed ?? null,
    source: write.source ?? 'generated',
    by: write.by ?? after.started_by ?? null,
    previous: before?.asset_sha ? { sha: before.asset_sha, prompt: before.prompt, settings: settingsOf(before) } : null,
  });
}

/** Links what the slots use, unlinks what they no longer use; returns the unlinked shas. */
export async function reconcileLinks(trx: Transaction<DatabaseSchema>, projectId: string, kind: GenerationKind): Promise<string[]> {
  const slots = await listSlotImages(trx, projectId, kind);
  const wanted = new Map<string, { sha: string; role: string; position: number }>();
  for (const s of slots) {
    const position = SECTIONS.indexOf(s.section as (typeof SECTIONS)[number]) * 100 + s.idx;
    if (s.asset_sha) wanted.set(`${slotRole(kind)}|${s.asset_sha}`, { sha: s.asset_sha, role: slotRole(kind), position });
    for (const alt of s.alternative_shas ?? [])
      wanted.set(`${slotRole(kind, true)}|${alt}`, { sha: alt, role: slotRole(kind, true), position });
  }
  const linked = await linkedAssets(trx, projectId, [slotRole(kind), slotRole(kind, true)]);
  const stale = linked.filter((l) => !wanted.has(`${l.role}|${l.sha256}`));
  for (const l of stale) await unlinkAssets(trx, { projectId, role: l.role, shas: [l.sha256] });
  for (const w of wanted.values()) await linkAsset(trx, { projectId, sha256: w.sha, role: w.role, position: w.position });
  return [...new Set(stale.map((l) => l.sha256))];
}

/** Replaces a board's description and slots (new metadata), unlinking images the old slots used. */
export async function replaceBoard(
  deps: { db: Db; assets: AssetService },
  key: BoardKey,
  board: { description: string; seeds: SlotSeed[]; textBy?: string },
): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    await lockProjectRow(trx, key.projectId);
    await upsertSection(trx, key, board.description, board.textBy);
    await replaceSlots(trx, key, board.seeds);
    return reconcileLinks(trx, key.projectId, key.kind);
  });
  if (removed.length) await deps.assets.removeIfUnreferenced(removed);
}
