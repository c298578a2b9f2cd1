import { z } from 'zod';
import { GENERATION_KINDS, SECTIONS } from './constants.js';

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
