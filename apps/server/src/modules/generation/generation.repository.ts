import { type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseSchema, GenerationKind, GenerationSectionTable, GenerationSlotTable } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';
import type { FileColumns } from '../../db/file-rows.js';

type Db = Kysely<DatabaseSchema>;
export type SlotRow = Selectable<GenerationSlotTable>;
export type SectionRow = Selectable<GenerationSectionTable>;

/** A slot's words and settings, as written by metadata generation. */
export interface SlotSeed {
  label: string;
  prompt: string;
  alternativeLabels: string[];
  promptUsage: 0 | 1;
}

export interface BoardKey {
  projectId: string;
  section: string;
  kind: GenerationKind;
}

export function findSection(db: Db, key: BoardKey): Promise<SectionRow | undefined> {
  return db
    .selectFrom('generation_section')
    .selectAll()
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .executeTakeFirst();
}

/** Writes a board's description (creating the board when new) and, when given, the text provider that wrote it. */
export async function upsertSection(db: Db, key: BoardKey, description: string, textBy?: string): Promise<void> {
  const by = textBy === undefined ? {} : { text_by: textBy };
  await db
    .insertInto('generation_section')
    .values({ project_id: key.projectId, section: key.section, kind: key.kind, description, ...by })
    .onConflict((oc) => oc.columns(['project_id', 'section', 'kind']).doUpdateSet({ description, ...by, updated_at: new Date() }))
    .execute();
}

/** Replaces a board's slots with fresh pending ones; returns the image shas the old slots used. */
export async function replaceSlots(db: Db, key: BoardKey, seeds: SlotSeed[]): Promise<void> {
  await db
    .deleteFrom('generation_slot')
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .execute();
  if (!seeds.length) return;
  await db
    .insertInto('generation_slot')
    .values(
      seeds.map((s, idx) => ({
        project_id: key.projectId,
        section: key.section,
        kind: key.kind,
        idx,
        label: s.label,
        prompt: s.prompt,
        alternative_labels: JSON.stringify(s.alternativeLabels),
        prompt_usage: s.promptUsage,
        real_sourced: s.promptUsage,
      })),
    )
    .execute();
}

export function findSlot(db: Db, key: BoardKey, idx: number): Promise<SlotRow | undefined> {
  return db
    .selectFrom('generation_slot')
    .selectAll()
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('idx', '=', idx)
    .executeTakeFirst();
}

/** Every slot of a project (or of one board), in board order. */
export function listSlots(db: Db, projectId: string, board?: { section: string; kind: GenerationKind }): Promise<SlotRow[]> {
  let q = db.selectFrom('generation_slot').selectAll().where('project_id', '=', projectId);
  if (board) q = q.where('section', '=', board.section).where('kind', '=', board.kind);
  return q.orderBy('section').orderBy('kind').orderBy('idx').execute();
}

export function listSections(db: Db, projectId: string): Promise<SectionRow[]> {
  return db.selectFrom('generation_section').selectAll().where('project_id', '=', projectId).execute();
}

/** Columns a write may change on a slot. */
/** Every board slot of a project with its prompt, whether it holds an image, and its status. */
export function listSlotPrompts(db: Db, projectId: string) {
  return db
    .selectFrom('generation_slot')
    .select(['section', 'kind', 'idx', 'prompt', 'asset_sha', 'status'])
    .where('project_id', '=', projectId)
    .execute();
}

/** The images a project's slots of one kind show (and their alternatives), with where each slot stands. */
export function listSlotImages(db: Db, projectId: string, kind: GenerationKind) {
  return db
    .selectFrom('generation_slot')
    .select(['section', 'idx', 'asset_sha', 'alternative_shas'])
    .where('project_id', '=', projectId)
    .where('kind', '=', kind)
    .execute();
}

/** Marks a slot as the user's (edited): "Regenerate page" then leaves its image alone. */
export async function markSlotUserEdited(db: Db, key: BoardKey, idx: number): Promise<void> {
  await db
    .updateTable('generation_slot')
    .set({ user_edited: true })
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('idx', '=', idx)
    .execute();
}

export interface SlotPatch {
  label?: string;
  prompt?: string;
  alternativeLabels?: string[];
  alternativeShas?: string[];
  microMacro?: number;
  photoStyled?: number;
  realSourced?: number;
  promptUsage?: number;
  assetSha?: string | null;
  status?: SlotRow['status'];
  error?: string | null;
  /** The user chose or edited this slot ("Regenerate page" keeps it unless told otherwise). */
  userEdited?: boolean;
}

export function toSlotColumns(p: SlotPatch) {
  return {
    ...(p.label !== undefined ? { label: p.label } : {}),
    ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
    ...(p.alternativeLabels ? { alternative_labels: JSON.stringify(p.alternativeLabels) } : {}),
    ...(p.alternativeShas ? { alternative_shas: JSON.stringify(p.alternativeShas) } : {}),
    ...(p.microMacro !== undefined ? { micro_macro: p.microMacro } : {}),
    ...(p.photoStyled !== undefined ? { photo_styled: p.photoStyled } : {}),
    ...(p.realSourced !== undefined ? { real_sourced: p.realSourced } : {}),
    ...(p.promptUsage !== undefined ? { prompt_usage: p.promptUsage } : {}),
    ...(p.assetSha !== undefined ? { asset_sha: p.assetSha } : {}),
    ...(p.status !== undefined ? { status: p.status } : {}),
    ...(p.error !== undefined ? { error: p.error } : {}),
    ...(p.userEdited !== undefined ? { user_edited: p.userEdited } : {}),
    updated_at: new Date(),
  };
}

/** Creates the slot when it does not exist yet (an image asked for before its metadata), then patches it. */
export async function upsertSlot(db: Db, key: BoardKey, idx: number, patch: SlotPatch): Promise<void> {
  await db
    .insertInto('generation_slot')
    .values({ project_id: key.projectId, section: key.section, kind: key.kind, idx })
    .onConflict((oc) => oc.columns(['project_id', 'section', 'kind', 'idx']).doNothing())
    .execute();
  await db
    .updateTable('generation_slot')
    .set(toSlotColumns(patch))
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('idx', '=', idx)
    .execute();
}

/** How a project's copy takes its boards' descriptions (see db/copy-rows.ts). */
export const GENERATION_SECTION_COPY: CopyColumns<GenerationSectionTable> = {
  project_id: 'set',
  section: 'copy',
  kind: 'copy',
  description: 'copy',
  text_by: 'copy',
  status: 'copy',
  created_at: 'skip: the copy is made now',
  updated_at: 'skip: the copy is made now',
};

/** How a project's copy takes its board slots: what they show; never a worker's hold on them. */
export const GENERATION_SLOT_COPY: CopyColumns<GenerationSlotTable> = {
  project_id: 'set',
  section: 'copy',
  kind: 'copy',
  idx: 'copy',
  label: 'copy',
  prompt: 'copy',
  alternative_labels: 'copy',
  alternative_shas: 'copy',
  micro_macro: 'copy',
  photo_styled: 'copy',
  real_sourced: 'copy',
  prompt_usage: 'copy',
  asset_sha: 'copy',
  // Queued or running in the original: not generated in the copy (no job runs for it).
  status: sql`case when status in ('queued', 'running') then 'pending' else status end`,
  error: 'copy',
  attempts: 'skip: the copy has made no attempt',
  locked_by: 'skip: no worker holds the copy',
  locked_at: 'skip: no worker holds the copy',
  queued_at: 'skip: nothing of the copy is queued',
  charged_queued_at: 'skip: nothing of the copy is queued or charged',
  user_edited: 'copy',
  started_by: 'copy',
  updated_at: 'skip: the copy is made now',
};

/** Copies a project's Context and Topics boards into another project (inside the caller's transaction). */
export async function copyBoards(db: Db, from: string, to: string): Promise<void> {
  const match = { project_id: from };
  const set = { project_id: to };
  await copyRows(db, { table: 'generation_section', columns: GENERATION_SECTION_COPY, match, set });
  await copyRows(db, { table: 'generation_slot', columns: GENERATION_SLOT_COPY, match, set });
}

/** How many slots are waiting (queued), being made (running) or failed, across every process (the metrics gauge). */
export async function countSlotsByStatus(db: Db): Promise<Record<'queued' | 'running' | 'failed', number>> {
  const rows = await db
    .selectFrom('generation_slot')
    .select(['status', db.fn.countAll<string>().as('n')])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: count('queued'), running: count('running'), failed: count('failed') };
}

/** How a project file carries its boards' descriptions. */
export const GENERATION_SECTION_FILE: FileColumns<GenerationSectionTable> = {
  project_id: 'project',
  section: 'keep',
  kind: 'keep',
  description: 'keep',
  text_by: 'keep',
  status: 'keep',
  created_at: 'keep',
  updated_at: 'keep',
};

/** How a project file carries its board slots: what they show; never a worker's hold or a queue. */
export const GENERATION_SLOT_FILE: FileColumns<GenerationSlotTable> = {
  project_id: 'project',
  section: 'keep',
  kind: 'keep',
  idx: 'keep',
  label: 'keep',
  prompt: 'keep',
  alternative_labels: 'keep',
  alternative_shas: 'assets',
  micro_macro: 'keep',
  photo_styled: 'keep',
  real_sourced: 'keep',
  prompt_usage: 'keep',
  asset_sha: 'asset',
  // Queued or running where it was exported: not generated in the import (no job runs for it).
  status: { keep: (status) => (status === 'queued' || status === 'running' ? 'pending' : status) },
  error: 'keep',
  attempts: 'skip: the import has made no attempt',
  locked_by: 'skip: no worker holds the import',
  locked_at: 'skip: no worker holds the import',
  queued_at: 'skip: nothing of the import is queued',
  charged_queued_at: 'skip: nothing of the import is queued or charged',
  user_edited: 'keep',
  started_by: 'skip: a person of the exporting Loci',
  updated_at: 'keep',
};
