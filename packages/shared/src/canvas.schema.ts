import { z } from 'zod';
import { formInput, formRequiredFile } from './form-input.js';

/**
 * The Canvas board's own items (issue #47): where the designer put each node, and the notes, links
 * and groups drawn on the board. Generated nodes (pages, moodboards, renders) keep their stable ids
 * (`context-historical`, `moodboard-<uuid>`…) and only a position here; notes, groups and links have
 * ids of their own, made by the client (`note-<uuid>`), so an undone delete comes back as it was.
 * Every item carries a version: a change names the version it edited, and a stale one is refused
 * with 409 and the current item.
 */

/** Most items one board holds (positions, notes, groups and links together). */
export const CANVAS_MAX_ITEMS = 2000;
/** Longest note, in characters. */
export const CANVAS_NOTE_MAX_LENGTH = 10_000;
/** Longest group title or link label, in characters. */
export const CANVAS_LABEL_MAX_LENGTH = 200;
/** The note colours, from the design brief's palette (paper, hairline, a terracotta tint, a sage and a sky tint). */
export const CANVAS_NOTE_COLORS = ['paper', 'sand', 'terracotta', 'sage', 'sky'] as const;
export type CanvasNoteColor = (typeof CANVAS_NOTE_COLORS)[number];
/** How wide a free image lands on the board (its height follows its shape). */
export const CANVAS_IMAGE_WIDTH = 320;
/** The line a merged note puts between the two texts of a conflicting edit. */
export const CANVAS_CONFLICT_LINE = '— conflicting edit —';

export const CANVAS_ITEM_KINDS = ['node', 'note', 'group', 'link', 'image'] as const;
export type CanvasItemKind = (typeof CANVAS_ITEM_KINDS)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SECTION = '(historical|social|physical)';
/** A node the project's data makes (its id is stable across reloads). */
export const GENERATED_NODE_ID = new RegExp(`^(keywords|project|(context|topics)-${SECTION}|(moodboard|space|render)-${UUID})$`);
/** A board item of its own: `note-<uuid>`, `group-<uuid>`, `link-<uuid>`, `image-<uuid>`. */
export const OWN_ITEM_ID = new RegExp(`^(note|group|link|image)-${UUID}$`);

/** Any node id a link may join: a generated node, a note, a group or an image. */
export const canvasNodeIdSchema = z
  .string({ error: 'Say which node.' })
  .max(100, 'That node is not on this board.')
  .refine((id) => GENERATED_NODE_ID.test(id) || /^(note|group|image)-/.test(id), 'That node is not on this board.');

const coordinate = z.number({ error: 'A position is a number.' }).finite().min(-1_000_000).max(1_000_000);
const size = z.number({ error: 'A size is a number.' }).finite().min(40, 'Too small.').max(20_000, 'Too large.');
const noteTextSchema = z
  .string({ error: 'A note holds text.' })
  .max(CANVAS_NOTE_MAX_LENGTH, `A note holds at most ${CANVAS_NOTE_MAX_LENGTH.toLocaleString('en')} characters.`);
const labelSchema = z
  .string({ error: 'A label is text.' })
  .trim()
  .max(CANVAS_LABEL_MAX_LENGTH, `A label holds at most ${CANVAS_LABEL_MAX_LENGTH} characters.`);
const colorSchema = z.enum(CANVAS_NOTE_COLORS, { error: 'Pick one of the note colours.' });

/** One item of a board, as the API returns it. */
export const canvasItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CANVAS_ITEM_KINDS),
  x: z.number().nullable(),
  y: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** A note's text, a group's title, a link's label, an image's caption. */
  text: z.string(),
  color: z.enum(CANVAS_NOTE_COLORS).nullable(),
  source: z.string().nullable(),
  target: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
  /** An image item's picture (its asset URL), with the credit and licence it was stored with. */
  image: z.string().nullable().optional(),
  credit: z.string().nullable().optional(),
  licence: z.string().nullable().optional(),
});
export type CanvasItem = z.infer<typeof canvasItemSchema>;

/** The board as a picture for the deck (the last "Add to deck"): its asset URL and when it was added. */
export const canvasPictureSchema = z.object({ image: z.string(), saved_at: z.string() });
export type CanvasPicture = z.infer<typeof canvasPictureSchema>;

/** GET /api/projects/:id/canvas: the board's items, whether the caller may change them, and its picture for the deck. */
export const canvasBoardSchema = z.object({
  items: z.array(canvasItemSchema),
  editable: z.boolean(),
  picture: canvasPictureSchema.nullable().optional(),
});
export type CanvasBoard = z.infer<typeof canvasBoardSchema>;

/** 409 of a stale change: the words, and the item as it is now (the web merges it). */
export const canvasConflictSchema = z.object({ code: z.string(), error: z.string(), item: canvasItemSchema.nullable() });

/** Body of POST /api/projects/:id/canvas/items: a new note, group, link or image (its id made by the client). */
export const canvasItemCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('note'),
      id: z
        .string()
        .regex(/^note-/, 'A note id starts with "note-".')
        .regex(OWN_ITEM_ID, 'That is not an item id.'),
      x: coordinate,
      y: coordinate,
      width: size.optional(),
      height: size.optional(),
      text: noteTextSchema.default(''),
      color: colorSchema.default('paper'),
    }),
    z.object({
      kind: z.literal('group'),
      id: z
        .string()
        .regex(/^group-/, 'A group id starts with "group-".')
        .regex(OWN_ITEM_ID, 'That is not an item id.'),
      x: coordinate,
      y: coordinate,
      width: size.default(480),
      height: size.default(320),
      text: labelSchema.default('Group'),
    }),
    z.object({
      kind: z.literal('link'),
      id: z
        .string()
        .regex(/^link-/, 'A link id starts with "link-".')
        .regex(OWN_ITEM_ID, 'That is not an item id.'),
      source: canvasNodeIdSchema,
      target: canvasNodeIdSchema,
      text: labelSchema.default(''),
    }),
    z.object({
      kind: z.literal('image'),
      id: z
        .string()
        .regex(/^image-/, 'An image id starts with "image-".')
        .regex(OWN_ITEM_ID, 'That is not an item id.'),
      x: coordinate,
      y: coordinate,
      width: size.default(CANVAS_IMAGE_WIDTH),
      height: size.optional(),
      /** One of the project's images or the caller's photos, by its asset URL (a file is uploaded as a photo first). */
      image: z.string({ error: 'Say which image.' }).max(200, 'That image is not one you can use.'),
      text: labelSchema.default(''),
    }),
  ],
  { error: 'Say what to add: a note, a group, a link or an image.' },
);
export type CanvasItemCreate = z.input<typeof canvasItemCreateSchema>;

/**
 * Body of PATCH /api/projects/:id/canvas/items/:itemId: the version edited (0 for a generated node
 * that has no saved position yet) and the fields changed.
 */
export const canvasItemPatchSchema = z.object({
  version: z.number({ error: 'Say which version you edited.' }).int().min(0),
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: size.optional(),
  height: size.optional(),
  text: noteTextSchema.optional(),
  color: colorSchema.optional(),
});
export type CanvasItemPatch = z.input<typeof canvasItemPatchSchema>;

/** The form of PUT /api/projects/:id/canvas/picture: the board drawn as a PNG by the browser. */
export const canvasPictureInputSchema = formInput({ file: formRequiredFile('Send the board as a PNG file (field "file").') });
