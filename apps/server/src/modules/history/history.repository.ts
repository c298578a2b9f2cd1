import type { SlotVersionSource } from '@loci/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { FileColumns } from '../../db/file-rows.js';
import { linkAsset, unlinkAssets } from '../assets/index.js';
import { currentRound, reviewDb } from '../review/index.js';
import type { ProjectSnapshotTable } from './history.tables.js';
import { historyDb, type SlotVersionTable } from './history.tables.js';

type Db = Kysely<DatabaseSchema>;
export type SlotVersionRow = Selectable<SlotVersionTable>;

/** The project_asset role that keeps every versioned image while its project exists. */
export const VERSION_ROLE = 'version';

/** What made one image of a slot. */
export interface VersionRecord {
  projectId: string;
  slot: string;
  sha: string;
  prompt: string;
  settings?: { microMacro: number; photoStyled: number; realSourced: number } | null;
  seed?: number | null;
  source: SlotVersionSource;
  by?: string | null;
  /** The image the slot showed before, recorded first (as `earlier`) when the slot has no history yet. */
  previous?: { sha: string; prompt: string; settings?: VersionRecord['settings'] } | null;
}

async function insertOne(db: Db, v: Omit<VersionRecord, 'previous'>, round: number): Promise<string> {
  const row = await historyDb(db)
    .insertInto('slot_version')
    .values({
      project_id: v.projectId,
      slot: v.slot,
      asset_sha: v.sha,
      prompt: v.prompt,
      micro_macro: v.settings?.microMacro ?? null,
      photo_styled: v.settings?.photoStyled ?? null,
      real_sourced: v.settings?.realSourced ?? null,
      seed: v.seed ?? null,
      source: v.source,
      created_by: v.by ?? null,
      round,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkAsset(db, { projectId: v.projectId, sha256: v.sha, role: VERSION_ROLE });
  return row.id;
}

/**
 * Records that a slot shows an image now (call inside the transaction that writes the slot, which
 * holds the project row). The image is linked to the project so no sweep removes it.
 */
export async function recordSlotVersion(db: Db, v: VersionRecord): Promise<string> {
  const round = await currentRound(reviewDb(db), v.projectId);
  if (v.previous && v.previous.sha !== v.sha && !(await hasHistory(db, v.projectId, v.slot))) {
    await insertOne(db, { ...v.previous, projectId: v.projectId, slot: v.slot, source: 'earlier', by: null }, round);
  }
  return insertOne(db, v, round);
}

async function hasHistory(db: Db, projectId: string, slot: string): Promise<boolean> {
  const row = await historyDb(db)
    .selectFrom('slot_version')
    .select('id')
    .where('project_id', '=', projectId)
    .where('slot', '=', slot)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** A slot's versions, newest first. */
export function listSlotVersions(db: Db, projectId: string, slot: string, limit: number): Promise<SlotVersionRow[]> {
  return historyDb(db)
    .selectFrom('slot_version')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('slot', '=', slot)
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
}

/** One version of the project's, or undefined (another project's version is not found). */
export function findSlotVersion(db: Db, projectId: string, id: string): Promise<SlotVersionRow | undefined> {
  return historyDb(db).selectFrom('slot_version').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/** Every image any version of any project uses (the sweep's and tests' view). */
export async function versionedShas(db: Db, projectId: string): Promise<string[]> {
  const rows = await historyDb(db).selectFrom('slot_version').select('asset_sha').distinct().where('project_id', '=', projectId).execute();
  return rows.map((r) => r.asset_sha);
}

/**
 * Forgets the versions of slots that are gone (a deleted moodboard: keys starting with one of
 * `prefixes`) and unlinks their images unless another version of the project uses them; returns
 * the unlinked shas (the caller removes them once nothing else uses them).
 */
export async function forgetSlotVersions(db: Db, projectId: string, prefixes: string[]): Promise<string[]> {
  if (!prefixes.length) return [];
  const gone = await historyDb(db)
    .deleteFrom('slot_version')
    .where('project_id', '=', projectId)
    .where((eb) => eb.or(prefixes.map((p) => eb('slot', 'like', `${p}%`))))
    .returning('asset_sha')
    .execute();
  const shas = [...new Set(gone.map((r) => r.asset_sha))];
  if (!shas.length) return [];
  const kept = new Set(
    (
      await historyDb(db)
        .selectFrom('slot_version')
        .select('asset_sha')
        .where('project_id', '=', projectId)
        .where('asset_sha', 'in', shas)
        .execute()
    ).map((r) => r.asset_sha),
  );
  const unlinked = shas.filter((s) => !kept.has(s));
  await unlinkAssets(db, { projectId, role: VERSION_ROLE, shas: unlinked });
  return unlinked;
}

/** How a project file carries each slot's versions. */
export const SLOT_VERSION_FILE: FileColumns<SlotVersionTable> = {
  id: 'id',
  project_id: 'project',
  n: 'skip: numbered anew by its sequence; the file keeps the order, and rows are written in it',
  slot: 'keep',
  asset_sha: 'asset',
  prompt: 'keep',
  micro_macro: 'keep',
  photo_styled: 'keep',
  real_sourced: 'keep',
  seed: 'keep',
  source: 'keep',
  created_by: 'skip: a person of the exporting Loci',
  round: 'keep',
  created_at: 'keep',
};

/** How a project file carries its snapshots (their pages' images travel as the project's `snapshot` links). */
export const PROJECT_SNAPSHOT_FILE: FileColumns<ProjectSnapshotTable> = {
  id: 'id',
  project_id: 'project',
  n: 'skip: numbered anew by its sequence; the file keeps the order, and rows are written in it',
  kind: 'keep',
  round: 'keep',
  name: 'keep',
  pages: 'keep',
  page_count: 'keep',
  created_by: 'skip: a person of the exporting Loci',
  created_at: 'keep',
};
