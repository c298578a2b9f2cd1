import { z } from 'zod';
import { withOneMessage } from './form-input.js';

/**
 * Slot history: every image a slot (a board image, a moodboard image, a moodboard's render) has
 * shown, with what made it. Loaded on demand by the image popup, never with the project read.
 */

/** How a version came to be the slot's image. */
export const SLOT_VERSION_SOURCES = ['generated', 'chosen', 'restored', 'earlier', 'variation'] as const;
export type SlotVersionSource = (typeof SLOT_VERSION_SOURCES)[number];

/** Most versions one strip lists (newest first). */
export const SLOT_VERSIONS_MAX = 100;

/**
 * The key of a slot: `board:<section>:<context|topics>:<index>`, `moodboard:<moodboardId>:<index>`
 * or `render:<moodboardId>`.
 */
export const slotKeySchema = z
  .string()
  .max(120)
  .regex(
    /^board:(historical|social|physical):(context|topics):\d{1,2}$|^moodboard:[0-9a-f-]{36}:\d{1,2}$|^render:[0-9a-f-]{36}$/,
    'That is not a slot of this project.',
  );

/** A board slot's key. */
export function boardSlotKey(section: string, kind: string, index: number): string {
  return `board:${section}:${kind}:${index}`;
}

/** A moodboard image's key. */
export function moodboardSlotKey(moodboardId: string, index: number): string {
  return `moodboard:${moodboardId}:${index}`;
}

/** A moodboard render's key (the render is one slot whose versions are its renders). */
export function renderSlotKey(moodboardId: string): string {
  return `render:${moodboardId}`;
}

/** The parts of a slot key (already checked by `slotKeySchema`). */
export type SlotRef =
  | { kind: 'board'; section: string; board: 'context' | 'topics'; index: number }
  | { kind: 'moodboard'; moodboardId: string; index: number }
  | { kind: 'render'; moodboardId: string };

/** Reads a slot key; null when it is not one. */
export function parseSlotKey(key: string): SlotRef | null {
  if (!slotKeySchema.safeParse(key).success) return null;
  const parts = key.split(':');
  if (parts[0] === 'board') return { kind: 'board', section: parts[1], board: parts[2] as 'context' | 'topics', index: Number(parts[3]) };
  if (parts[0] === 'moodboard') return { kind: 'moodboard', moodboardId: parts[1], index: Number(parts[2]) };
  return { kind: 'render', moodboardId: parts[1] };
}

/** One version of a slot. */
export const slotVersionSchema = z.object({
  id: z.string(),
  slot: z.string(),
  image: z.string(),
  prompt: z.string(),
  settings: z.object({ microMacro: z.number(), photoStyled: z.number(), realSourced: z.number() }).nullable(),
  provider: z.string().nullable(),
  seed: z.number().nullable(),
  source: z.enum(SLOT_VERSION_SOURCES),
  /** Who made it (their name), null when unknown. */
  by: z.string().nullable(),
  created_at: z.string(),
  /** The client review round it was shown in. */
  round: z.number(),
  /** Whether the slot shows it now. */
  current: z.boolean(),
});
export type SlotVersion = z.infer<typeof slotVersionSchema>;

/** GET /api/projects/:id/slot-versions?slot=… */
export const slotVersionListSchema = z.object({ slot: z.string(), versions: z.array(slotVersionSchema) });
export type SlotVersionList = z.infer<typeof slotVersionListSchema>;

export const slotVersionQuerySchema = z.object({ slot: slotKeySchema });
/** The query as the route reads it: one answer for any bad value. */
export const slotVersionQueryInputSchema = withOneMessage(
  slotVersionQuerySchema,
  'slot must name a slot of this project, like board:historical:context:0.',
);

/** Fewest and most candidates one "Variations" makes. */
export const VARIATIONS_MIN = 2;
export const VARIATIONS_MAX = 4;

/** Body of POST /api/projects/:id/slot-variations: N candidates for one board slot. */
export const slotVariationsRequestSchema = z.object({
  slot: slotKeySchema,
  count: z.number().int().min(VARIATIONS_MIN).max(VARIATIONS_MAX),
});
/** The variations request as the route parses it: one answer for any bad field. */
export const slotVariationsInputSchema = withOneMessage(
  slotVariationsRequestSchema,
  `Ask for ${VARIATIONS_MIN} to ${VARIATIONS_MAX} variations of one image.`,
);
export type SlotVariationsInput = z.output<typeof slotVariationsRequestSchema>;

/** The candidates made (kept in the slot's history as `variation`; choosing one restores it). */
export const slotVariationsResponseSchema = z.object({ slot: z.string(), candidates: z.array(slotVersionSchema) });
export type SlotVariations = z.infer<typeof slotVariationsResponseSchema>;
