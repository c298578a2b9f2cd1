import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DatabaseSchema, MoodboardImageStatus, MoodboardImageTable, MoodboardTable, RenderTable } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';
import type { FileColumns } from '../../db/file-rows.js';
import { copySpace } from './space.repository.js';
import type { SpaceDb } from './space.tables.js';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

export type MoodboardRow = Selectable<MoodboardTable>;
export type MoodboardImageRow = Selectable<MoodboardImageTable>;
export type RenderRow = Selectable<RenderTable>;

/** What a new moodboard's image position starts as. */
export interface ImageSeed {
  label: string;
  prompt: string;
  assetSha?: string | null;
  status?: MoodboardImageStatus;
}

export interface MoodboardFields {
  title: string;
  section: string;
  programmaticArea: string;
  areaDescription: string;
  selectedSha: string | null;
  /** The member who made it ("Started by" while its images are made). */
  startedBy: string;
}

/** Inserts a moodboard and its image positions (status `generating` while any is pending). */
export async function insertMoodboard(trx: Trx, projectId: string, fields: MoodboardFields, images: ImageSeed[]): Promise<MoodboardRow> {
  const row = await trx
    .insertInto('moodboard')
    .values({
      project_id: projectId,
      title: fields.title,
      section: fields.section,
      programmatic_area: fields.programmaticArea,
      area_description: fields.areaDescription,
      selected_sha: fields.selectedSha,
      started_by: fields.startedBy,
      status: images.some((i) => (i.status ?? 'pending') === 'pending') ? 'generating' : 'ready',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertImages(trx, row.id, images);
  return row;
}

/** Replaces every image position of a moodboard (the creation call updating an existing page). */
export async function replaceMoodboard(trx: Trx, row: MoodboardRow, fields: MoodboardFields, images: ImageSeed[]): Promise<MoodboardRow> {
  await trx.deleteFrom('moodboard_image').where('moodboard_id', '=', row.id).execute();
  await insertImages(trx, row.id, images);
  return trx
    .updateTable('moodboard')
    .set({
      title: fields.title,
      programmatic_area: fields.programmaticArea,
      area_description: fields.areaDescription,
      selected_sha: fields.selectedSha ?? row.selected_sha,
      started_by: fields.startedBy,
      status: images.some((i) => (i.status ?? 'pending') === 'pending') ? 'generating' : 'ready',
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertImages(trx: Trx, moodboardId: string, images: ImageSeed[]): Promise<void> {
  if (!images.length) return;
  await trx
    .insertInto('moodboard_image')
    .values(
      images.map((img, idx) => ({
        moodboard_id: moodboardId,
        idx,
        label: img.label,
        prompt: img.prompt,
        asset_sha: img.assetSha ?? null,
        status: img.status ?? (img.assetSha ? 'done' : 'pending'),
      })),
    )
    .execute();
}

/** A moodboard of the project, by id. */
export function findMoodboard(db: Db, projectId: string, id: string): Promise<MoodboardRow | undefined> {
  return db.selectFrom('moodboard').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/** The newest moodboard of the project with this title (titles may repeat; the spec deletes by title). */
export function findMoodboardByTitle(db: Db, projectId: string, title: string): Promise<MoodboardRow | undefined> {
  return db
    .selectFrom('moodboard')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('title', '=', title)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A project's moodboards, oldest first (the page order). */
export function listMoodboards(db: Db, projectId: string): Promise<MoodboardRow[]> {
  return db.selectFrom('moodboard').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
}

/** Image positions of some moodboards, in order. */
export function listImages(db: Db, moodboardIds: string[]): Promise<MoodboardImageRow[]> {
  if (!moodboardIds.length) return Promise.resolve([]);
  return db
    .selectFrom('moodboard_image')
    .selectAll()
    .where('moodboard_id', 'in', moodboardIds)
    .orderBy('moodboard_id')
    .orderBy('idx')
    .execute();
}

/** Renders of some moodboards, oldest first (the history). */
export function listRenders(db: Db, moodboardIds: string[]): Promise<RenderRow[]> {
  if (!moodboardIds.length) return Promise.resolve([]);
  return db.selectFrom('render').selectAll().where('moodboard_id', 'in', moodboardIds).orderBy('created_at').orderBy('id').execute();
}

/** The image position, if it exists. */
export function findImage(db: Db, moodboardId: string, idx: number): Promise<MoodboardImageRow | undefined> {
  return db.selectFrom('moodboard_image').selectAll().where('moodboard_id', '=', moodboardId).where('idx', '=', idx).executeTakeFirst();
}

/** Sets an image position's result; returns the sha it replaced. */
export async function writeImage(
  trx: Trx,
  key: { moodboardId: string; idx: number },
  patch: { prompt?: string; assetSha?: string | null; status: MoodboardImageStatus; microMacro?: number; photoStyled?: number },
): Promise<void> {
  await trx
    .updateTable('moodboard_image')
    .set({
      ...(patch.prompt !== undefined ? { prompt: patch.prompt } : {}),
      ...(patch.assetSha !== undefined ? { asset_sha: patch.assetSha } : {}),
      ...(patch.microMacro !== undefined ? { micro_macro: patch.microMacro } : {}),
      ...(patch.photoStyled !== undefined ? { photo_styled: patch.photoStyled } : {}),
      status: patch.status,
      updated_at: new Date(),
    })
    .where('moodboard_id', '=', key.moodboardId)
    .where('idx', '=', key.idx)
    .execute();
}

/** Marks the moodboard ready once no image is pending. */
export async function refreshStatus(trx: Trx, moodboardId: string): Promise<void> {
  const pending = await trx
    .selectFrom('moodboard_image')
    .select('idx')
    .where('moodboard_id', '=', moodboardId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('moodboard')
    .set({ status: pending ? 'generating' : 'ready', updated_at: new Date() })
    .where('id', '=', moodboardId)
    .execute();
}

/** Replaces a moodboard's area description and images (a page restored from a snapshot). */
export async function replaceImages(
  trx: Trx,
  moodboardId: string,
  page: {
    areaDescription: string;
    images: { label: string; prompt: string; assetSha: string | null; microMacro: number; photoStyled: number }[];
  },
): Promise<void> {
  await trx
    .updateTable('moodboard')
    .set({ area_description: page.areaDescription, updated_at: new Date() })
    .where('id', '=', moodboardId)
    .execute();
  await trx.deleteFrom('moodboard_image').where('moodboard_id', '=', moodboardId).execute();
  if (!page.images.length) return;
  await trx
    .insertInto('moodboard_image')
    .values(
      page.images.map((image, idx) => ({
        moodboard_id: moodboardId,
        idx,
        label: image.label,
        prompt: image.prompt,
        asset_sha: image.assetSha,
        micro_macro: image.microMacro,
        photo_styled: image.photoStyled,
        // An empty position is not waiting for anything: it shows as failed, to be generated again.
        status: image.assetSha ? ('done' as const) : ('failed' as const),
      })),
    )
    .execute();
}

/** Appends a render to the moodboard's history. */
export function insertRender(
  trx: Trx,
  render: {
    moodboardId: string;
    prompt: string;
    assetSha: string;
    previousId: string | null;
    /** The designer's space it kept (issue #33). */
    space?: { sha: string; strength: number; author: string | null };
  },
): Promise<RenderRow> {
  return trx
    .insertInto('render')
    .values({
      moodboard_id: render.moodboardId,
      prompt: render.prompt,
      asset_sha: render.assetSha,
      previous_render_id: render.previousId,
      space_sha: render.space?.sha ?? null,
      space_strength: render.space?.strength ?? null,
      space_author: render.space?.author ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest render of a moodboard. */
export function latestRender(db: Db, moodboardId: string): Promise<RenderRow | undefined> {
  return db
    .selectFrom('render')
    .selectAll()
    .where('moodboard_id', '=', moodboardId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The image shas of a project's moodboard images (null ones left out), oldest moodboard first, in slot order. */
export function listProjectImageShas(trx: Trx, projectId: string): Promise<{ sha: string | null }[]> {
  return trx
    .selectFrom('moodboard_image')
    .innerJoin('moodboard', 'moodboard.id', 'moodboard_image.moodboard_id')
    .select('moodboard_image.asset_sha as sha')
    .where('moodboard.project_id', '=', projectId)
    .where('moodboard_image.asset_sha', 'is not', null)
    .orderBy('moodboard.created_at')
    .orderBy('moodboard_image.idx')
    .execute();
}

/** The image shas of a project's renders (null ones left out), oldest first. */
export async function listProjectRenderShas(trx: Trx, projectId: string): Promise<{ sha: string | null }[]> {
  const rows = await trx
    .selectFrom('render')
    .innerJoin('moodboard', 'moodboard.id', 'render.moodboard_id')
    .select(['render.asset_sha as sha', 'render.upscale_sha'])
    .where('moodboard.project_id', '=', projectId)
    .where('render.asset_sha', 'is not', null)
    .orderBy('render.created_at')
    .execute();
  // A render's print copy (issue #46) is linked with it, after the renders themselves.
  return [...rows.map((r) => ({ sha: r.sha })), ...rows.flatMap((r) => (r.upscale_sha ? [{ sha: r.upscale_sha }] : []))];
}

/** One render of a moodboard, or undefined. */
export function findRender(db: Db, moodboardId: string, renderId: string): Promise<RenderRow | undefined> {
  return db.selectFrom('render').selectAll().where('moodboard_id', '=', moodboardId).where('id', '=', renderId).executeTakeFirst();
}

/** Keeps a render's print copy (replacing an earlier one). */
export async function setRenderUpscale(trx: Trx, renderId: string, upscale: { sha: string; factor: number }): Promise<void> {
  await trx.updateTable('render').set({ upscale_sha: upscale.sha, upscale_factor: upscale.factor }).where('id', '=', renderId).execute();
}

/** A project's finished moodboard images, with their prompts and settings (what each slot shows). */
export function listShownImages(trx: Trx, projectId: string) {
  return trx
    .selectFrom('moodboard_image')
    .innerJoin('moodboard', 'moodboard.id', 'moodboard_image.moodboard_id')
    .select(['moodboard_image.moodboard_id', 'idx', 'asset_sha', 'prompt', 'micro_macro', 'photo_styled'])
    .where('moodboard.project_id', '=', projectId)
    .where('moodboard_image.asset_sha', 'is not', null)
    .where('moodboard_image.status', '=', 'done')
    .execute();
}

/**
 * A project's renders that hold an image, oldest first but each moodboard's pinned render last
 * (the last one per moodboard is the one shown: the pinned one, else the newest).
 */
export function listShownRenders(trx: Trx, projectId: string) {
  return trx
    .selectFrom('render')
    .innerJoin('moodboard', 'moodboard.id', 'render.moodboard_id')
    .select(['render.id', 'render.moodboard_id', 'render.asset_sha', 'render.prompt'])
    .where('moodboard.project_id', '=', projectId)
    .where('render.asset_sha', 'is not', null)
    .orderBy(sql`coalesce(render.id = moodboard.pinned_render_id, false)`)
    .orderBy('render.created_at')
    .execute();
}

/** Pins a render of the moodboard for the deck (null: the newest is shown again). */
export async function setPinnedRender(trx: Trx, moodboardId: string, renderId: string | null): Promise<void> {
  await trx.updateTable('moodboard').set({ pinned_render_id: renderId, updated_at: new Date() }).where('id', '=', moodboardId).execute();
}

/** Deletes a moodboard (its images and renders cascade). */
export async function deleteMoodboardRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('moodboard').where('id', '=', id).execute();
}

/** Moodboards per project, for the project list's moodboards_count. */
export async function countMoodboards(db: Db, projectIds: string[]): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .selectFrom('moodboard')
    .select(['project_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
}

/** How a project's copy takes its moodboards (see db/copy-rows.ts): ready, as the original shows them. */
export const MOODBOARD_COPY: CopyColumns<MoodboardTable> = {
  id: 'skip: the copy has its own id',
  project_id: 'set',
  title: 'copy',
  section: 'copy',
  programmatic_area: 'copy',
  area_description: 'copy',
  selected_sha: 'copy',
  status: sql`'ready'`,
  started_by: 'copy',
  pinned_render_id: "skip: set once its renders are copied (it names the copy's own render)",
  created_at: 'copy',
  updated_at: 'skip: the copy is made now',
};

/** How a copied moodboard takes its images: one still pending in the original is failed in the copy (no job makes it). */
export const MOODBOARD_IMAGE_COPY: CopyColumns<MoodboardImageTable> = {
  moodboard_id: 'set',
  idx: 'copy',
  label: 'copy',
  prompt: 'copy',
  asset_sha: 'copy',
  micro_macro: 'copy',
  photo_styled: 'copy',
  status: sql`case when status = 'pending' then 'failed' else status end`,
  updated_at: 'skip: the copy is made now',
};

/** How a copied moodboard takes its renders: the history as it was, linked within the copy. */
export const RENDER_COPY: CopyColumns<RenderTable> = {
  id: 'skip: the copy has its own id',
  moodboard_id: 'set',
  prompt: 'copy',
  asset_sha: 'copy',
  previous_render_id: 'set',
  created_at: 'copy',
  // The render was made from that reference: its lineage travels with it (the asset is the project's).
  space_sha: 'copy',
  space_strength: 'copy',
  space_author: 'copy',
  // The print copy is the project's asset too: it travels with its render.
  upscale_sha: 'copy',
  upscale_factor: 'copy',
};

/** Copies a project's moodboards, their images and renders into another project (inside the caller's transaction). */
export async function copyMoodboards(db: Db, from: string, to: string): Promise<void> {
  const moodboards = await db
    .selectFrom('moodboard')
    .select(['id', 'pinned_render_id'])
    .where('project_id', '=', from)
    .orderBy('created_at')
    .execute();
  for (const m of moodboards) {
    const [copy] = await copyRows(db, {
      table: 'moodboard',
      columns: MOODBOARD_COPY,
      match: { id: m.id },
      set: { project_id: to },
      returning: 'id',
    });
    await copyRows(db, {
      table: 'moodboard_image',
      columns: MOODBOARD_IMAGE_COPY,
      match: { moodboard_id: m.id },
      set: { moodboard_id: copy },
    });
    await copySpace(db as unknown as SpaceDb, { from: m.id, to: copy, project: to });
    const renders = await db
      .selectFrom('render')
      .select(['id', 'previous_render_id'])
      .where('moodboard_id', '=', m.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const renderIds = new Map<string, string>();
    // A render is copied after the one it was made from: two made within one tick of the clock
    // (PGlite's is a millisecond) may come out of the time order the other way round.
    const ids = new Set(renders.map((r) => r.id));
    const pending = [...renders];
    while (pending.length) {
      const ready = pending.findIndex(
        (p) => !p.previous_render_id || !ids.has(p.previous_render_id) || renderIds.has(p.previous_render_id),
      );
      const [r] = pending.splice(Math.max(0, ready), 1);
      const previous = r.previous_render_id ? (renderIds.get(r.previous_render_id) ?? null) : null;
      const set = { moodboard_id: copy, previous_render_id: previous };
      const [id] = await copyRows(db, { table: 'render', columns: RENDER_COPY, match: { id: r.id }, set, returning: 'id' });
      renderIds.set(r.id, id);
    }
    // The pin names one of the original's renders: the copy pins its own copy of it.
    const pinned = m.pinned_render_id ? renderIds.get(m.pinned_render_id) : undefined;
    if (pinned) await db.updateTable('moodboard').set({ pinned_render_id: pinned }).where('id', '=', copy).execute();
  }
}

/** How a project file carries its moodboards: ready, as the exported project showed them. */
export const MOODBOARD_FILE: FileColumns<MoodboardTable> = {
  id: 'id',
  project_id: 'project',
  title: 'keep',
  section: 'keep',
  programmatic_area: 'keep',
  area_description: 'keep',
  selected_sha: 'asset',
  status: { keep: () => 'ready' },
  started_by: 'skip: a person of the exporting Loci',
  // Names one of the moodboard's renders, written after it.
  pinned_render_id: { ref: 'render', later: true },
  created_at: 'keep',
  updated_at: 'keep',
};

/** How a project file carries a moodboard's images: one still pending is failed in the import (no job makes it). */
export const MOODBOARD_IMAGE_FILE: FileColumns<MoodboardImageTable> = {
  moodboard_id: { ref: 'moodboard' },
  idx: 'keep',
  label: 'keep',
  prompt: 'keep',
  asset_sha: 'asset',
  micro_macro: 'keep',
  photo_styled: 'keep',
  status: { keep: (status) => (status === 'pending' ? 'failed' : status) },
  updated_at: 'keep',
};

/** How a project file carries renders: the history as it was, each linked to the render it came from. */
export const RENDER_FILE: FileColumns<RenderTable> = {
  id: 'id',
  moodboard_id: { ref: 'moodboard' },
  prompt: 'keep',
  asset_sha: 'asset',
  previous_render_id: { ref: 'render', later: true },
  created_at: 'keep',
  space_sha: 'asset',
  space_strength: 'keep',
  space_author: 'keep',
  upscale_sha: 'asset',
  upscale_factor: 'keep',
};
