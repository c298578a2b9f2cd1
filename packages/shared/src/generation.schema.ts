import { z } from 'zod';
import { GENERATION_KINDS, SECTIONS } from './constants.js';
import { withOneMessage } from './form-input.js';

/** One of the three sections (insights): historical, social, physical. */
export const sectionSchema = z.enum(SECTIONS);
export const generationSectionSchema = sectionSchema;
export const generationKindSchema = z.enum(GENERATION_KINDS);

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
/** The job request as the route parses it: one answer for any bad field. */
export const generationJobInputSchema = withOneMessage(
  generationJobRequestSchema,
  'section must be historical, social or physical; kind context, topics or all.',
);

/** Progress of one board in a generation job. */
export const boardProgressSchema = z.object({
  section: generationSectionSchema,
  kind: generationKindSchema,
  total: z.number(),
  completed: z.number(),
  failed: z.number(),
  /** pending (nothing queued), queued, running, done (every slot done) or failed (finished with failures). */
  status: z.enum(['pending', 'queued', 'running', 'done', 'failed']),
  /** Who queued the board's latest run (a member's name); null when unknown. */
  started_by: z.string().nullable().optional(),
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

/** POST /generate_context_metadata/ (spec §3): the description and 4 labels and prompts, under both spec names. */
export const contextMetadataResponseSchema = z.object({
  description: z.string(),
  labels: z.array(z.string()),
  prompts: z.array(z.string()),
  imageLabels: z.array(z.string()),
  imagePrompts: z.array(z.string()),
  alternativeLabels: z.array(z.array(z.string())),
  promptUsage: z.array(z.number()),
});
export type ContextMetadataResponse = z.infer<typeof contextMetadataResponseSchema>;

/** POST /generate_topics_metadata/ (spec §3): 8 topics grown from the context labels. */
export const topicsMetadataResponseSchema = z.object({
  /** The Topics page's own text, about its topics (never its Context page's description). */
  description: z.string(),
  newLabels: z.array(z.string()),
  newPrompts: z.array(z.string()),
  promptUsage: z.array(z.number()),
  alternativeLabels: z.array(z.array(z.string())),
});
export type TopicsMetadataResponse = z.infer<typeof topicsMetadataResponseSchema>;

/** POST /presentation_context_edit/ and /presentation_topics_edit/: the new image(s) and the prompt they were made from. */
export const imageEditResponseSchema = z.object({
  images: z.array(z.string()),
  newPrompt: z.string(),
  /** Set when SOURCE found no photo (the slot is unchanged). */
  notice: z.string().optional(),
  /** GENERATE: the kind of shot the prompt was read as ("Drawn as a garden study (moss garden)."). */
  drawnAs: z.string().optional(),
});
export type ImageEditResponse = z.infer<typeof imageEditResponseSchema>;

/** POST /presentation_context_update/: a new label's prompt, alternatives, image and rewritten description. */
export const contextUpdateResponseSchema = z.object({
  newPrompt: z.string(),
  alternativeLabels: z.array(z.string()),
  image: z.string(),
  newGeneratedContext: z.string(),
  timeout: z.boolean().optional(),
  fallback: z.boolean().optional(),
});
export type ContextUpdateResponse = z.infer<typeof contextUpdateResponseSchema>;

/** POST /presentation_topics_update/: a new label's prompt and alternatives (the image is remade by the client). */
export const topicsUpdateResponseSchema = z.object({ newPrompt: z.string(), alternativeLabels: z.array(z.string()) });
export type TopicsUpdateResponse = z.infer<typeof topicsUpdateResponseSchema>;

/** POST /save_image_selection/ and /save_topics_image_selection/: the chosen image, now the slot's. */
export const imageSelectionResponseSchema = z.object({ success: z.literal(true), image: z.string() });
export type ImageSelectionResponse = z.infer<typeof imageSelectionResponseSchema>;
