import { z } from 'zod';
import { SECTIONS } from './constants.js';

/** Images on a section's Context page and Topics page (two topics grow from each context label). */
export const CONTEXT_SLOT_COUNT = 4;
export const TOPICS_SLOT_COUNT = 8;

export const generationSectionSchema = z.enum(SECTIONS);
export const generationKindSchema = z.enum(['context', 'topics']);
export type GenerationKind = z.infer<typeof generationKindSchema>;

/** Per-image settings (spec §3 "Image settings"). */
export const imageSettingsSchema = z.object({
  microMacro: z.number().int().min(0).max(2),
  photoStyled: z.number().int().min(0).max(2),
  realSourced: z.number().int().min(0).max(1),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/** Credit of a sourced photo; null for generated or uploaded images. */
export const imageCreditSchema = z.object({ credit: z.string(), licence: z.string(), sourceUrl: z.string() }).nullable();
export type ImageCredit = z.infer<typeof imageCreditSchema>;

const slotListsSchema = {
  /** Asset URLs (`/api/assets/<sha>`); '' for a slot with no image yet or a failed one. */
  images: z.array(z.string()),
  alternativeLabels: z.array(z.array(z.string())),
  alternativeImages: z.array(z.array(z.string())),
  promptUsage: z.array(z.number()),
  generationParams: z.array(imageSettingsSchema),
  imageSettings: z.array(imageSettingsSchema),
  credits: z.array(imageCreditSchema),
  /** True when the slot's image was made by an AI model (it carries the visible mark). */
  ai: z.array(z.boolean()),
  /** Per slot: pending, queued, running, done or failed. */
  slotStatus: z.array(z.string()),
  /** Per slot: why its image failed ('' when it did not). */
  slotErrors: z.array(z.string()),
  isFetching: z.boolean(),
  dataFetched: z.boolean(),
};

/** `contexts[section]` in GET /api/projects/:id/ (spec §3 "Context section data"). */
export const contextSectionDataSchema = z.object({
  description: z.string(),
  imagePrompts: z.array(z.string()),
  imageLabels: z.array(z.string()),
  ...slotListsSchema,
});
export type ContextSectionData = z.infer<typeof contextSectionDataSchema>;

/** `topics[section]` in GET /api/projects/:id/ (spec §3 "Topics section data"). */
export const topicsSectionDataSchema = z.object({
  /** The section's context description (the Topics page shows it). */
  context: z.string(),
  prompts: z.array(z.string()),
  labels: z.array(z.string()),
  ...slotListsSchema,
});
export type TopicsSectionData = z.infer<typeof topicsSectionDataSchema>;

/** Body of POST /api/projects/:id/generation. */
export const generationJobRequestSchema = z.object({
  section: generationSectionSchema.optional(),
  kind: z.enum(['context', 'topics', 'all']).default('all'),
  /** "Regenerate page": new images for the board's slots (needs a section and one kind). */
  regenerate: z.boolean().optional(),
  /** With `regenerate`: also replace images the user chose or edited (kept otherwise). */
  replaceEdited: z.boolean().optional(),
});
export type GenerationJobRequest = z.infer<typeof generationJobRequestSchema>;

/** Progress of one board in a generation job. */
export const boardProgressSchema = z.object({
  section: generationSectionSchema,
  kind: generationKindSchema,
  total: z.number(),
  completed: z.number(),
  failed: z.number(),
  /** pending (nothing queued), queued, running, done (every slot done) or failed (finished with failures). */
  status: z.enum(['pending', 'queued', 'running', 'done', 'failed']),
});

/** Response of GET/POST /api/projects/:id/generation. */
export const generationProgressSchema = z.object({
  sections: z.array(boardProgressSchema),
  running: z.boolean(),
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;

/** Single-image responses (spec §3): image and alternatives are asset URLs. */
export const singleImageResponseSchema = z.object({
  image: z.string(),
  alternatives: z.array(z.string()),
  images: z.array(z.string()).optional(),
  timeout: z.boolean(),
  fallback: z.boolean(),
  /** Set when the server did something other than asked (e.g. generated because no photo matched). */
  notice: z.string().optional(),
});
export type SingleImageResponse = z.infer<typeof singleImageResponseSchema>;

export const GENERATION_QUOTA_MESSAGE = 'Daily generation limit reached. It resets at midnight UTC.';
