import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, GenerationKind, GenerationSectionTable, GenerationSlotTable } from '../../adapters/db/schema.js';

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

/** Writes a board's description (creating the board when new). */
export async function upsertSection(db: Db, key: BoardKey, description: string): Promise<void> {
  await db
    .insertInto('generation_section')
    .values({ project_id: key.projectId, section: key.section, kind: key.kind, description })
    .onConflict((oc) => oc.columns(['project_id', 'section', 'kind']).doUpdateSet({ description, updated_at: new Date() }))
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
