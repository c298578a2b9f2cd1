import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';
import type { FileColumns } from '../../db/file-rows.js';
import { lockProjectRow } from '../projects/index.js';
import { type CanvasDb, type CanvasItemTable, canvasDb } from './canvas.tables.js';

export type CanvasItemRow = Selectable<CanvasItemTable>;
export type CanvasItemValues = Omit<CanvasItemRow, 'project_id' | 'version' | 'created_at' | 'updated_at'>;
export type CanvasItemChange = Pick<Updateable<CanvasItemTable>, 'x' | 'y' | 'width' | 'height' | 'text' | 'color'>;

/** How duplicating a project copies its board (db/copy-rows.ts; test/copy-coverage.test.ts checks every column). */
export const CANVAS_ITEM_COPY: CopyColumns<CanvasItemTable> = {
  project_id: 'set',
  id: 'copy',
  kind: 'copy',
  x: 'copy',
  y: 'copy',
  width: 'copy',
  height: 'copy',
  text: 'copy',
  color: 'copy',
  source: 'copy',
  target: 'copy',
  asset_sha: 'copy',
  version: 'skip: the copy is a new board; its items start at version 1',
  updated_by: "skip: nobody has edited the copy's items yet",
  created_at: 'skip: the copy is made now',
  updated_at: 'skip: the copy is made now',
};

/** A project's board, oldest item first (groups come before what sits on them). */
export function listItems(db: CanvasDb, projectId: string): Promise<CanvasItemRow[]> {
  return db.selectFrom('canvas_item').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
}

/** One item of a project's board. */
export function findItem(db: Pick<CanvasDb, 'selectFrom'>, projectId: string, id: string): Promise<CanvasItemRow | undefined> {
  return db.selectFrom('canvas_item').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/** Which of these ids are notes or groups of this project's board. */
export async function existingIds(db: CanvasDb, projectId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('canvas_item').select('id').where('project_id', '=', projectId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Adds an item while the board holds fewer than `max`, holding the project row so two additions
 * cannot both take the last place. `full`: the board is at its limit; `taken`: the id is in use.
 */
export async function insertItem(
  db: CanvasDb,
  opts: { projectId: string; item: CanvasItemValues; max: number },
): Promise<CanvasItemRow | 'full' | 'taken'> {
  return db.transaction().execute(async (trx) => {
    await lockProjectRow(trx as unknown as Kysely<DatabaseSchema>, opts.projectId);
    if (await findItem(trx, opts.projectId, opts.item.id)) return 'taken' as const;
    const { count } = await trx
      .selectFrom('canvas_item')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('project_id', '=', opts.projectId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= opts.max) return 'full' as const;
    return trx
      .insertInto('canvas_item')
      .values({ ...opts.item, project_id: opts.projectId })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes an item if it is still at `version` (the version grows by one); undefined when it is not. */
export function updateItem(
  db: CanvasDb,
  opts: { projectId: string; id: string; version: number; change: CanvasItemChange; by: string },
): Promise<CanvasItemRow | undefined> {
  return db
    .updateTable('canvas_item')
    .set((eb) => ({ ...opts.change, updated_by: opts.by, updated_at: new Date(), version: eb('version', '+', 1) }))
    .where('project_id', '=', opts.projectId)
    .where('id', '=', opts.id)
    .where('version', '=', opts.version)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes an item and every link that ends on it; the ids removed, and the picture an image item showed. */
export async function deleteItem(db: CanvasDb, projectId: string, id: string): Promise<{ ids: string[]; shas: string[] }> {
  const rows = await db
    .deleteFrom('canvas_item')
    .where('project_id', '=', projectId)
    .where((eb) => eb.or([eb('id', '=', id), eb('source', '=', id), eb('target', '=', id)]))
    .returning(['id', 'asset_sha'])
    .execute();
  return { ids: rows.map((r) => r.id), shas: rows.flatMap((r) => (r.asset_sha ? [r.asset_sha] : [])) };
}

/** Whether an item of the board still shows this picture. */
export async function boardShows(db: CanvasDb, projectId: string, sha: string): Promise<boolean> {
  const row = await db
    .selectFrom('canvas_item')
    .select('id')
    .where('project_id', '=', projectId)
    .where('asset_sha', '=', sha)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets every saved position of a generated node ("Tidy up"); notes, groups and links stay. */
export async function deleteNodePositions(db: CanvasDb, projectId: string): Promise<number> {
  const rows = await db.deleteFrom('canvas_item').where('project_id', '=', projectId).where('kind', '=', 'node').returning('id').execute();
  return rows.length;
}

/** Copies a project's board into its copy (inside the copy's transaction); node ids name the same pages in both. */
export async function copyCanvas(db: Kysely<DatabaseSchema>, from: string, to: string): Promise<void> {
  // copyRows is typed against the app's shared schema; this table is the canvas module's own.
  await copyRows(canvasDb(db) as unknown as Kysely<DatabaseSchema>, {
    table: 'canvas_item' as keyof DatabaseSchema & string,
    columns: CANVAS_ITEM_COPY as never,
    match: { project_id: from },
    set: { project_id: to },
  });
}

/** How a project file carries its Canvas board: node ids name the same pages in both. */
export const CANVAS_ITEM_FILE: FileColumns<CanvasItemTable> = {
  project_id: 'project',
  id: 'keep',
  kind: 'keep',
  x: 'keep',
  y: 'keep',
  width: 'keep',
  height: 'keep',
  text: 'keep',
  color: 'keep',
  source: 'keep',
  target: 'keep',
  asset_sha: 'asset',
  version: 'keep',
  updated_by: 'skip: a person of the exporting Loci',
  created_at: 'keep',
  updated_at: 'keep',
};
