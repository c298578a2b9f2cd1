import {
  assetShaOf,
  assetUrl,
  CANVAS_MAX_ITEMS,
  type CanvasBoard,
  type CanvasItem,
  type CanvasNoteColor,
  type CanvasPicture,
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
  boardShows,
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

/** The role a free image's picture has among the project's assets. */
export const CANVAS_IMAGE_ROLE = 'canvas';
/** The role of the board's own picture for the deck ("Add to deck"): one per project. */
export const CANVAS_PICTURE_ROLE = 'canvas-picture';

/** The pictures free image items show: the asset store's, seen through what the board needs of it. */
export interface CanvasImages {
  /** Whether the caller may use this picture (one of their projects' images or their own photos). */
  usable(userId: string, sha: string): Promise<boolean>;
  /** The project uses the picture (its teammates see it; it travels with copies and files). */
  link(projectId: string, sha: string): Promise<void>;
  /** No item shows the picture any more: the project's use of it ends (the file stays while anything else uses it). */
  release(projectId: string, sha: string): Promise<void>;
  /** The credit and licence each picture was stored with. */
  facts(shas: string[]): Promise<{ sha256: string; credit: string | null; licence: string | null }[]>;
  /** Keeps the board drawn as a picture for the deck (the one before it is let go). */
  storePicture(projectId: string, bytes: Buffer): Promise<{ sha: string; savedAt: Date }>;
  /** The board's picture for the deck, if one was added. */
  picture(projectId: string): Promise<{ sha: string; savedAt: Date } | null>;
}

export interface CanvasDeps {
  db: CanvasDb;
  /** The project's pages and moodboards: which generated nodes a board has. */
  data: ProjectDataSource;
  images: CanvasImages;
  /** Most items per board (CANVAS_MAX_ITEMS unless a test lowers it). */
  maxItems?: number;
}

/** The project a canvas call acts on, with the caller's role (the route's guard has checked membership). */
export type CanvasScope = { id: string; role: WorkspaceRole };

/** A change refused because the item moved on: the item as it is now (null: deleted meanwhile). */
export type CanvasConflict = { conflict: CanvasItem | null };

const toPictureDto = (p: { sha: string; savedAt: Date }): CanvasPicture => ({
  image: assetUrl(p.sha),
  saved_at: new Date(p.savedAt).toISOString(),
});

type ImageFacts = Map<string, { credit: string | null; licence: string | null }>;

/** The API's shape of an item (raw rows never reach the client); an image item with its picture's credit and licence. */
export function toCanvasItemDto(row: CanvasItemRow, facts?: ImageFacts): CanvasItem {
  const picture = row.asset_sha
    ? {
        image: assetUrl(row.asset_sha),
        credit: facts?.get(row.asset_sha)?.credit ?? null,
        licence: facts?.get(row.asset_sha)?.licence ?? null,
      }
    : {};
  return {
    ...picture,
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

async function factsOf(deps: CanvasDeps, rows: CanvasItemRow[]): Promise<ImageFacts> {
  const shas = [...new Set(rows.flatMap((r) => (r.asset_sha ? [r.asset_sha] : [])))];
  const facts = shas.length ? await deps.images.facts(shas) : [];
  return new Map(facts.map((f) => [f.sha256, { credit: f.credit, licence: f.licence }]));
}

/** Adds a note, group, link or image; a link joins two nodes of this board; an image shows a picture the caller may use. */
async function createItem(deps: CanvasDeps, projectId: string, userId: string, input: z.output<typeof canvasItemCreateSchema>) {
  const base = { id: input.id, kind: input.kind, updated_by: userId, x: null, y: null, width: null, height: null, color: null };
  let values: Parameters<typeof insertItem>[1]['item'];
  if (input.kind === 'image') {
    const sha = assetShaOf(input.image) ?? (/^[0-9a-f]{64}$/.test(input.image) ? input.image : null);
    if (!sha || !(await deps.images.usable(userId, sha)))
      throw new AppError(ErrorCode.NotFound, 'That image is not one you can use. Upload it, or pick one of the project’s images.');
    const place = { x: input.x, y: input.y, width: input.width, height: input.height ?? null };
    values = { ...base, ...place, text: input.text, source: null, target: null, asset_sha: sha };
    await deps.images.link(projectId, sha);
    const made = await insertItem(deps.db, { projectId, item: values, max: deps.maxItems ?? CANVAS_MAX_ITEMS });
    if (typeof made === 'string' && !(await boardShows(deps.db, projectId, sha))) await deps.images.release(projectId, sha);
    if (made === 'full') throw full(deps.maxItems ?? CANVAS_MAX_ITEMS);
    if (made === 'taken') throw new AppError(ErrorCode.Conflict, 'An item with that id is already on this board.');
    return toCanvasItemDto(made, await factsOf(deps, [made]));
  }
  if (input.kind === 'link') {
    if (input.source === input.target) throw new AppError(ErrorCode.Validation, 'A link joins two different nodes.');
    if ((await unknownNodes(deps, projectId, [input.source, input.target])).length)
      throw new AppError(ErrorCode.NotFound, 'A link joins two nodes of this board; one of them is not on it.');
    values = { ...base, text: input.text, source: input.source, target: input.target, asset_sha: null };
  } else {
    const color = input.kind === 'note' ? input.color : null;
    const place = { x: input.x, y: input.y, width: input.width ?? null, height: input.height ?? null };
    values = { ...base, ...place, text: input.text, color, source: null, target: null, asset_sha: null };
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
      item: { ...item, source: null, target: null, asset_sha: null, updated_by: userId },
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
  if (saved) return toCanvasItemDto(saved, await factsOf(deps, [saved]));
  const now = await findItem(deps.db, projectId, id);
  return { conflict: now ? toCanvasItemDto(now, await factsOf(deps, [now])) : null };
}

/** The Canvas board's service: read by every member, changed by editors and owners. */
export function createCanvas(deps: CanvasDeps) {
  const mayEdit = (project: CanvasScope) => roleAllows(project.role, 'edit');
  return {
    /** The board's items, and whether the caller may change them. */
    async board(project: CanvasScope): Promise<CanvasBoard> {
      const rows = await listItems(deps.db, project.id);
      const facts = await factsOf(deps, rows);
      const picture = await deps.images.picture(project.id);
      return {
        items: rows.map((row) => toCanvasItemDto(row, facts)),
        editable: mayEdit(project),
        picture: picture && toPictureDto(picture),
      };
    },
    /** "Add to deck": keeps the board as the browser drew it (a PNG), for the deck's Canvas slide. */
    async savePicture(project: CanvasScope, bytes: Buffer): Promise<CanvasPicture> {
      return toPictureDto(await deps.images.storePicture(project.id, bytes));
    },
    /** The board's picture for a deck, with the free images on the board (their credits go on the credits slide). */
    async deckPicture(projectId: string): Promise<{ sha: string; imageShas: string[] } | null> {
      const picture = await deps.images.picture(projectId);
      if (!picture) return null;
      const rows = await listItems(deps.db, projectId);
      return { sha: picture.sha, imageShas: [...new Set(rows.flatMap((r) => (r.asset_sha ? [r.asset_sha] : [])))] };
    },
    /** Adds a note, a group, a link or an image. */
    create: (project: CanvasScope, userId: string, input: z.output<typeof canvasItemCreateSchema>) =>
      createItem(deps, project.id, userId, input),
    /** Changes an item (position, size, text, colour); a stale version answers the item as it is now. */
    patch: (project: CanvasScope, userId: string, id: string, input: z.output<typeof canvasItemPatchSchema>) =>
      patchItem(deps, { projectId: project.id, userId, id, input }),
    /** Deletes an item and the links that end on it (a generated node: forgets its saved position; an image: its picture, once nothing shows it). */
    async remove(project: CanvasScope, id: string): Promise<{ deleted: string[] }> {
      const deleted = await deleteItem(deps.db, project.id, id);
      if (!deleted.ids.length) throw notFound();
      for (const sha of new Set(deleted.shas))
        if (!(await boardShows(deps.db, project.id, sha))) await deps.images.release(project.id, sha);
      return { deleted: deleted.ids };
    },
    /** Whether a node is on the project's board: a page or moodboard card, or a note, group or image of its own. */
    async has(projectId: string, nodeId: string): Promise<boolean> {
      return !(await unknownNodes(deps, projectId, [nodeId])).length;
    },
    /** "Tidy up": generated nodes go back to the automatic layout. */
    async tidy(project: CanvasScope): Promise<CanvasBoard> {
      await deleteNodePositions(deps.db, project.id);
      return this.board(project);
    },
  };
}

export type CanvasService = ReturnType<typeof createCanvas>;
