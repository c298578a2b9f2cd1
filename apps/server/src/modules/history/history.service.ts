import {
  assetUrl,
  ErrorCode,
  isUuid,
  parseSlotKey,
  SLOT_VERSIONS_MAX,
  type SlotRef,
  type SlotVersion,
  type SlotVersionList,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { userNames } from '../workspaces/index.js';
import { findSlotVersion, listSlotVersions, type SlotVersionRow } from './history.repository.js';

/** Makes a version a slot's image again (each kind of slot is written by the module that owns it). */
export type SlotRestorer = (job: { projectId: string; ref: SlotRef; version: SlotVersionRow; by: string }) => Promise<void>;

export interface HistoryDeps {
  db: Kysely<DatabaseSchema>;
  restore: { board: SlotRestorer; moodboard: SlotRestorer; render: SlotRestorer };
}

const notFound = () => new AppError(ErrorCode.NotFound, 'Version not found.');

/** Slot history: a slot's versions (loaded by the popup's strip) and restoring one. */
export function createHistory(deps: HistoryDeps) {
  async function providers(shas: string[]): Promise<Map<string, string | null>> {
    if (!shas.length) return new Map();
    const rows = await deps.db
      .selectFrom('asset')
      .select(['sha256', 'provider'])
      .where('sha256', 'in', [...new Set(shas)])
      .execute();
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
    const versions = rows.map((r, i) =>
      toDto(r, { by: r.created_by ? (names.get(r.created_by) ?? null) : null, provider: made.get(r.asset_sha) ?? null, current: i === 0 }),
    );
    return { slot, versions };
  }

  /** POST /api/projects/:id/slot-versions/:versionId/restore: the version becomes the slot's image (a new entry). */
  async function restore(projectId: string, versionId: string, userId: string): Promise<SlotVersionList> {
    const version = isUuid(versionId) ? await findSlotVersion(deps.db, projectId, versionId) : undefined;
    if (!version) throw notFound();
    const ref = parseSlotKey(version.slot);
    if (!ref) throw notFound();
    await deps.restore[ref.kind]({ projectId, ref, version, by: userId });
    return list(projectId, version.slot);
  }

  return { list, restore };
}

export type History = ReturnType<typeof createHistory>;
