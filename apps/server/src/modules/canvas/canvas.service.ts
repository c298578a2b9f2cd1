import {
  CANVAS_MAX_ITEMS,
  type CanvasBoard,
  type CanvasItem,
  type CanvasNoteColor,
  type canvasItemCreateSchema,
  type canvasItemPatchSchema,
  ErrorCode,
  GENERATED_NODE_ID,
  OWN_ITEM_ID,
  roleAllows,
  type WorkspaceRole,
} from '@loci/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import type { ProjectDataSource } from '../projects/index.js';
import {
  type CanvasItemRow,
  deleteItem,
  deleteNodePositions,
  existingIds,
  findItem,
  insertItem,
  listItems,
  updateItem,
} from './canvas.repository.js';
import type { CanvasDb } from './canvas.tables.js';

export interface CanvasDeps {
  db: CanvasDb;
  /** The project's pages and moodboards: which generated nodes a board has. */
  data: ProjectDataSource;
  /** Most items per board (CANVAS_MAX_ITEMS unless a test lowers it). */
  maxItems?: number;
}

/** The project a canvas call acts on, with the caller's role (the route's guard has checked membership). */
export type CanvasScope = { id: string; role: WorkspaceRole };

/** A change refused because the item moved on: the item as it is now (null: deleted meanwhile). */
export type CanvasConflict = { conflict: CanvasItem | null };

/** The API's shape of an item (raw rows never reach the client). */
export function toCanvasItemDto(row: CanvasItemRow): CanvasItem {
  return {
    id: row.id,
    kind: row.kind,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    text: row.text,
    color: row.color as CanvasNoteColor | null,
    source: row.source,
    target: row.target,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const notFound = () => new AppError(ErrorCode.NotFound, 'That item is not on this board.');
const full = (max: number) => new AppError(ErrorCode.PayloadTooLarge, `A board holds at most ${max.toLocaleString('en')} items.`);

/** Is `id` a node of this project's board: one of its pages or moodboards, or one of its notes and groups. */
async function unknownNodes(deps: CanvasDeps, projectId: string, ids: string[]): Promise<string[]> {
  const generated = ids.filter((id) => GENERATED_NODE_ID.test(id));
  const own = ids.filter((id) => !GENERATED_NODE_ID.test(id));
  const missing = own.filter((id) => !OWN_ITEM_ID.test(id) || /^link-/.test(id));
  const found = await existingIds(deps.db, projectId, own);
  missing.push(...own.filter((id) => !found.has(id) && !missing.includes(id)));
  const boardIds = generated.filter((id) => /^(moodboard|space|render)-/.test(id));
  if (boardIds.length) {
    const moodboards = new Set((await deps.data.getData(projectId)).moodboards.map((m) => m.id));
    missing.push(...boardIds.filter((id) => !moodboards.has(id.replace(/^(moodboard|space|render)-/, ''))));
  }
  return missing;
}

/** Adds a note, group or link; a link joins two nodes of this board. */
async function createItem(deps: CanvasDeps, projectId: string, userId: string, input: z.output<typeof canvasItemCreateSchema>) {
  const base = { id: input.id, kind: input.kind, updated_by: userId, x: null, y: null, width: null, height: null, color: null };
  let values: Parameters<typeof insertItem>[1]['item'];
  if (input.kind === 'link') {
    if (input.source === input.target) throw new AppError(ErrorCode.Validation, 'A link joins two different nodes.');
    if ((await unknownNodes(deps, projectId, [input.source, input.target])).length)
      throw new AppError(ErrorCode.NotFound, 'A link joins two nodes of this board; one of them is not on it.');
    values = { ...base, text: input.text, source: input.source, target: input.target };
  } else {
    const color = input.kind === 'note' ? input.color : null;
    const place = { x: input.x, y: input.y, width: input.width ?? null, height: input.height ?? null };
    values = { ...base, ...place, text: input.text, color, source: null, target: null };
  }
  const made = await insertItem(deps.db, { projectId, item: values, max: deps.maxItems ?? CANVAS_MAX_ITEMS });
  if (made === 'full') throw full(deps.maxItems ?? CANVAS_MAX_ITEMS);
  if (made === 'taken') throw new AppError(ErrorCode.Conflict, 'An item with that id is already on this board.');
  return toCanvasItemDto(made);
}

/** Changes an item at the version the caller edited; a generated node's first move saves its position. */
async function patchItem(
  deps: CanvasDeps,
  opts: { projectId: string; userId: string; id: string; input: z.output<typeof canvasItemPatchSchema> },
): Promise<CanvasItem | CanvasConflict> {
  const { projectId, userId, id, input } = opts;
  const current = await findItem(deps.db, projectId, id);
  if (!current) {
    // A generated node with no saved position yet: its first move saves one.
    if (!GENERATED_NODE_ID.test(id)) throw notFound();
    if ((await unknownNodes(deps, projectId, [id])).length) throw notFound();
    if (input.version !== 0) return { conflict: null };
    if (input.x === undefined || input.y === undefined) throw new AppError(ErrorCode.Validation, 'A position needs x and y.');
    const item = { id, kind: 'node' as const, x: input.x, y: input.y, width: null, height: null, text: '', color: null };
    const made = await insertItem(deps.db, {
      projectId,
      item: { ...item, source: null, target: null, updated_by: userId },
      max: deps.maxItems ?? CANVAS_MAX_ITEMS,
    });
    if (made === 'full') throw full(deps.maxItems ?? CANVAS_MAX_ITEMS);
    if (made === 'taken') return { conflict: toCanvasItemDto((await findItem(deps.db, projectId, id)) as CanvasItemRow) };
    return toCanvasItemDto(made);
  }
  if (input.text !== undefined && current.kind === 'node') throw new AppError(ErrorCode.Validation, 'A page node holds no text.');
  if (input.color !== undefined && current.kind !== 'note') throw new AppError(ErrorCode.Validation, 'Only a note has a colour.');
  if (input.text !== undefined && current.kind !== 'note' && input.text.length > 200)
    throw new AppError(ErrorCode.Validation, 'A label holds at most 200 characters.');
  const { version, ...change } = input;
  const saved = await updateItem(deps.db, { projectId, id, version, change, by: userId });
  if (saved) return toCanvasItemDto(saved);
  const now = await findItem(deps.db, projectId, id);
  return { conflict: now ? toCanvasItemDto(now) : null };
}

/** The Canvas board's service: read by every member, changed by editors and owners. */
export function createCanvas(deps: CanvasDeps) {
  const mayEdit = (project: CanvasScope) => roleAllows(project.role, 'edit');
  return {
    /** The board's items, and whether the caller may change them. */
    async board(project: CanvasScope): Promise<CanvasBoard> {
      const rows = await listItems(deps.db, project.id);
      return { items: rows.map(toCanvasItemDto), editable: mayEdit(project) };
    },
    /** Adds a note, a group or a link. */
    create: (project: CanvasScope, userId: string, input: z.output<typeof canvasItemCreateSchema>) =>
      createItem(deps, project.id, userId, input),
    /** Changes an item (position, size, text, colour); a stale version answers the item as it is now. */
    patch: (project: CanvasScope, userId: string, id: string, input: z.output<typeof canvasItemPatchSchema>) =>
      patchItem(deps, { projectId: project.id, userId, id, input }),
    /** Deletes an item and the links that end on it (a generated node: forgets its saved position). */
    async remove(project: CanvasScope, id: string): Promise<{ deleted: string[] }> {
      const deleted = await deleteItem(deps.db, project.id, id);
      if (!deleted.length) throw notFound();
      return { deleted };
    },
    /** "Tidy up": generated nodes go back to the automatic layout. */
    async tidy(project: CanvasScope): Promise<CanvasBoard> {
      await deleteNodePositions(deps.db, project.id);
      return this.board(project);
    },
  };
}

export type CanvasService = ReturnType<typeof createCanvas>;
