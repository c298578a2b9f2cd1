import type { SlotVariationsInput } from '@loci/shared';
import {
  assetUrl,
  ErrorCode,
  isUuid,
  parseSlotKey,
  SLOT_VERSIONS_MAX,
  type SlotRef,
  type SlotVariations,
  type SlotVersion,
  type SlotVersionList,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { assetFacts } from '../assets/index.js';
import type { ProjectRow } from '../projects/index.js';
import { userNames } from '../workspaces/index.js';
import { findSlotVersion, listSlotVersions, recordSlotVersion, type SlotVersionRow } from './history.repository.js';

/** Makes a version a slot's image again (each kind of slot is written by the module that owns it). */
export type SlotRestorer = (job: {
  projectId: string;
  ref: SlotRef;
  version: SlotVersionRow;
  by: string;
  /** `chosen` for a "Variations" candidate, `restored` otherwise. */
  source: 'restored' | 'chosen';
}) => Promise<void>;

/** Makes one "Variations" candidate for a slot without changing the slot (null: the provider made nothing). */
export type CandidateMaker = (job: {
  projectId: string;
  ref: SlotRef;
  userId: string;
  workspaceId: string;
  palette: string[];
  signal: AbortSignal;
}) => Promise<{
  sha: string;
  prompt: string;
  settings: { microMacro: number; photoStyled: number; realSourced: number };
  seed: number;
} | null>;

export interface HistoryDeps {
  db: Kysely<DatabaseSchema>;
  restore: { board: SlotRestorer; moodboard: SlotRestorer; render: SlotRestorer };
  candidate: CandidateMaker;
}

const notFound = () => new AppError(ErrorCode.NotFound, 'Version not found.');

/** Slot history: a slot's versions (loaded by the popup's strip) and restoring one. */
export function createHistory(deps: HistoryDeps) {
  async function providers(shas: string[]): Promise<Map<string, string | null>> {
    const rows = await assetFacts(deps.db, shas);
    return new Map(rows.map((r) => [r.sha256, r.provider]));
  }

  function toDto(row: SlotVersionRow, extra: { by: string | null; provider: string | null; current: boolean }): SlotVersion {
    const settings =
      row.micro_macro === null
        ? null
        : { microMacro: row.micro_macro, photoStyled: row.photo_styled ?? 1, realSourced: row.real_sourced ?? 0 };
    return {
      id: row.id,
      slot: row.slot,
      image: assetUrl(row.asset_sha),
      prompt: row.prompt,
      settings,
      provider: extra.provider,
      seed: row.seed,
      source: row.source,
      by: extra.by,
      created_at: new Date(row.created_at).toISOString(),
      round: row.round,
      current: extra.current,
    };
  }

  /** GET /api/projects/:id/slot-versions?slot=…: newest first; the newest is what the slot shows. */
  async function list(projectId: string, slot: string): Promise<SlotVersionList> {
    const rows = await listSlotVersions(deps.db, projectId, slot, SLOT_VERSIONS_MAX);
    const [names, made] = await Promise.all([
      userNames(
        deps.db,
        rows.map((r) => r.created_by),
      ),
      providers(rows.map((r) => r.asset_sha)),
    ]);
    // Candidates from "Variations" are not shown until chosen: the newest other entry is what the slot shows.
    const current = rows.find((r) => r.source !== 'variation');
    const versions = rows.map((r) =>
      toDto(r, {
        by: r.created_by ? (names.get(r.created_by) ?? null) : null,
        provider: made.get(r.asset_sha) ?? null,
        current: r === current,
      }),
    );
    return { slot, versions };
  }

  /** POST /api/projects/:id/slot-versions/:versionId/restore: the version becomes the slot's image (a new entry). */
  async function restore(projectId: string, versionId: string, userId: string): Promise<SlotVersionList> {
    const version = isUuid(versionId) ? await findSlotVersion(deps.db, projectId, versionId) : undefined;
    if (!version) throw notFound();
    const ref = parseSlotKey(version.slot);
    if (!ref) throw notFound();
    await deps.restore[ref.kind]({ projectId, ref, version, by: userId, source: version.source === 'variation' ? 'chosen' : 'restored' });
    return list(projectId, version.slot);
  }

  /**
   * POST /api/projects/:id/slot-variations: `count` candidates for one slot, made one after another
   * (each charged) and kept in its history as `variation`; the slot shows what it showed. A cancelled
   * request stops before the next candidate; those made are kept.
   */
  async function variations(project: ProjectRow, input: SlotVariationsInput, userId: string, signal: AbortSignal): Promise<SlotVariations> {
    const { slot, count } = input;
    const ref = parseSlotKey(slot);
    if (!ref) throw new AppError(ErrorCode.Validation, 'That is not a slot of this project.');
    const ids: string[] = [];
    for (let i = 0; i < count && !signal.aborted; i++) {
      const job = { projectId: project.id, ref, userId, workspaceId: project.workspace_id, palette: project.brand_palette, signal };
      const made = await deps.candidate(job);
      if (!made) continue;
      ids.push(await recordSlotVersion(deps.db, { projectId: project.id, slot, ...made, source: 'variation', by: userId }));
    }
    const { versions } = await list(project.id, slot);
    return { slot, candidates: ids.map((id) => versions.find((v) => v.id === id)).filter((v): v is SlotVersion => Boolean(v)) };
  }

  return { list, restore, variations };
}

export type History = ReturnType<typeof createHistory>;
