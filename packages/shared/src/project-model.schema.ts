import { z } from 'zod';
import { generationKindSchema, imageCreditSchema, imageSettingsSchema, sectionSchema } from './generation.schema.js';
import { moodboardSchema } from './moodboards.schema.js';
import { projectSchema } from './projects.schema.js';

/**
 * The project read model: what `GET /api/projects/:id/` answers (spec §3 Project data). The server
 * builds it from its rows and declares these schemas as the route's response, so a field the model
 * does not name never leaves the server; the web app, the Canvas and the export read these types.
 */

/** Where a slot stands: nothing asked yet, waiting in the queue, being made, made, or failed. */
export const SLOT_STATUSES = ['pending', 'queued', 'running', 'done', 'failed'] as const;
export const slotStatusSchema = z.enum(SLOT_STATUSES);
export type SlotStatus = z.infer<typeof slotStatusSchema>;

/** The per-slot lists both boards share (spec §3), with our provenance: credits, ai, slotStatus, slotErrors. */
export const slotListsSchema = z.object({
  /** Asset URLs (`/api/assets/<sha>`); '' for a slot with no image yet or a failed one. */
  images: z.array(z.string()),
  alternativeLabels: z.array(z.array(z.string())),
  alternativeImages: z.array(z.array(z.string())),
  /** Per slot: 1 when its prompt asks for a sourced photo, 0 for a generated image. */
  promptUsage: z.array(z.number()),
  /** The settings each image was made with (spec name); the same list as `imageSettings`. */
  generationParams: z.array(imageSettingsSchema),
  imageSettings: z.array(imageSettingsSchema),
  /** Credit and licence of a sourced photo or credited upload; null otherwise. */
  credits: z.array(imageCreditSchema),
  /** True when the slot's image was made by an AI model (it carries the visible "AI-generated" mark). */
  ai: z.array(z.boolean()),
  /** True when the slot's image is an offline study drawn by Loci (not a photograph, not AI; it carries a "Study" mark). */
  study: z.array(z.boolean()).optional(),
  slotStatus: z.array(slotStatusSchema),
  /** Per slot: why its image failed ('' when it did not). */
  slotErrors: z.array(z.string()),
  /** Some slot is queued or running. */
  isFetching: z.boolean(),
  /** Every slot is done or failed. */
  dataFetched: z.boolean(),
  /** Who queued the board's latest run (a member's name), so a teammate sees who is generating it. */
  startedBy: z.string().nullable().optional(),
});
export type SlotLists = z.infer<typeof slotListsSchema>;

/** `contexts[section]` (spec §3 "Context section data"): the section's description and its 4 slots. */
export const contextSectionDataSchema = slotListsSchema.extend({
  description: z.string(),
  /** The description was written by Loci's offline writer (marked as such where the offline notice is). */
  textOffline: z.boolean().optional(),
  imagePrompts: z.array(z.string()),
  imageLabels: z.array(z.string()),
});
export type ContextSectionData = z.infer<typeof contextSectionDataSchema>;

/** `topics[section]` (spec §3 "Topics section data"): 8 slots grown from the context labels. */
export const topicsSectionDataSchema = slotListsSchema.extend({
  /** The section's context description (spec §3: the Topics page receives it). */
  context: z.string(),
  /** The Topics page's own text, about its topics; '' when none was written (never a copy of `context`). */
  description: z.string().optional(),
  /** The description was written by Loci's offline writer. */
  textOffline: z.boolean().optional(),
  prompts: z.array(z.string()),
  labels: z.array(z.string()),
});
export type TopicsSectionData = z.infer<typeof topicsSectionDataSchema>;

/** The generated part of a project: boards keyed by lowercase section (absent until made), then moodboards. */
export const projectDataSchema = z.object({
  contexts: z.partialRecord(sectionSchema, contextSectionDataSchema),
  topics: z.partialRecord(sectionSchema, topicsSectionDataSchema),
  /** Page order (oldest first); each with its renders, newest last. */
  moodboards: z.array(moodboardSchema),
});
export type ProjectData = z.infer<typeof projectDataSchema>;

/** Response of `GET /api/projects/:id/`. */
export const projectWithDataSchema = z.object({ project: projectSchema, data: projectDataSchema });
export type ProjectWithData = z.infer<typeof projectWithDataSchema>;

/** A project with nothing generated yet. */
export const EMPTY_PROJECT_DATA: ProjectData = { contexts: {}, topics: {}, moodboards: [] };

/** The board named by `GET /api/projects/:id/boards/:section/:kind` (read after the project guard, so a stranger gets 404 first). */
export const boardRefSchema = z.object({ section: sectionSchema, kind: generationKindSchema });

/**
 * Response of `GET /api/projects/:id/boards/:section/:kind`: one Context or Topics board, as in the
 * project read (null until it is made). A screen that hears a slot settle reads this, not the project.
 */
export const boardResponseSchema = z.object({ board: z.union([contextSectionDataSchema, topicsSectionDataSchema]).nullable() });
export type BoardResponse = z.infer<typeof boardResponseSchema>;
