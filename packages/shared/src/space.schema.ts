import { z } from 'zod';
import { formFile, formInput, formMaybeText, withOneMessage } from './form-input.js';

/**
 * "Your space" (issue #33): the designer's own space on a moodboard page — a site photo, a sketch
 * or a model view — rendered in the moodboard's materials with its geometry kept.
 */

/** Structure strength presets: how closely a render keeps the reference's lines (0 loose … 1 strict). */
export const SPACE_STRENGTHS = { loose: 0.3, balanced: 0.6, strict: 0.9 } as const;
export type SpaceStrengthName = keyof typeof SPACE_STRENGTHS;

/** The preset nearest a strength, for labels ("strict", "balanced", "loose"). */
export function spaceStrengthName(strength: number): SpaceStrengthName {
  const entries = Object.entries(SPACE_STRENGTHS) as [SpaceStrengthName, number][];
  return entries.reduce((best, e) => (Math.abs(e[1] - strength) < Math.abs(best[1] - strength) ? e : best))[0];
}

/** What a render records of the space it kept. */
export const renderSpaceSchema = z.object({
  image: z.string(),
  strength: z.number(),
  author: z.string().nullable(),
});
export type RenderSpace = z.infer<typeof renderSpaceSchema>;

/**
 * The frame a render of the space will have (issue #46): the reference's aspect, or the image
 * provider's nearest size; `fitted` when that differs from the reference by more than ~3 % and the
 * reference is letterboxed (padded, never cropped) into it.
 */
export const renderFrameSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  fitted: z.boolean(),
});
export type RenderFrame = z.infer<typeof renderFrameSchema>;

/** A moodboard's reference of the designer's space. */
export const moodboardSpaceSchema = z.object({
  image: z.string(),
  /** 'upload': sent for this moodboard; 'project': one of the project's own images. */
  source: z.enum(['upload', 'project']),
  /** Who made the photo, sketch or model view, when the uploader named them. */
  author: z.string().nullable(),
  /** What to show beside it: the author, or where it came from. */
  credit: z.string(),
  strength: z.number(),
  prompt: z.string(),
  /** The frame its renders will have with the current image provider; null when the image cannot be read. */
  frame: renderFrameSchema.nullable(),
  created_at: z.string(),
});
export type MoodboardSpace = z.infer<typeof moodboardSpaceSchema>;

export const SPACE_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type SpaceJobStatus = (typeof SPACE_JOB_STATUSES)[number];

/** One render from the space on the job queue. */
export const spaceRenderJobSchema = z.object({
  id: z.string(),
  status: z.enum(SPACE_JOB_STATUSES),
  strength: z.number(),
  prompt: z.string(),
  /** The finished render (its id in the render history and its image); null until done. */
  render_id: z.string().nullable(),
  image: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type SpaceRenderJob = z.infer<typeof spaceRenderJobSchema>;

/** GET …/moodboards/:moodboardId/space */
export const moodboardSpaceResponseSchema = z.object({
  space: moodboardSpaceSchema.nullable(),
  jobs: z.array(spaceRenderJobSchema),
});
export type MoodboardSpaceResponse = z.infer<typeof moodboardSpaceResponseSchema>;

export const spaceSavedResponseSchema = z.object({ space: moodboardSpaceSchema });
export const spaceJobResponseSchema = z.object({ job: spaceRenderJobSchema });

/** POST …/space/renders: a render at this strength with this prompt (empty: one written from the moodboard). */
export const spaceRenderRequestSchema = withOneMessage(
  z.object({
    strength: z.number().min(0).max(1),
    prompt: z.string().max(2000).optional(),
  }),
  'Send a strength from 0 (loose) to 1 (strict) and an optional prompt.',
);
export type SpaceRenderRequest = z.infer<typeof spaceRenderRequestSchema>;

/** Longest author credit kept with an uploaded space. */
export const SPACE_AUTHOR_MAX = 120;

/**
 * POST …/moodboards/:moodboardId/space (multipart): an uploaded `file` (a photo, sketch or model
 * view) with an optional `author`, or `image`, one of the project's own images (its URL or id).
 */
export const spaceSetInputSchema = formInput({
  file: formFile(),
  image: formMaybeText(),
  author: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(SPACE_AUTHOR_MAX, `The author can be at most ${SPACE_AUTHOR_MAX} characters.`).optional(),
  ),
});
export type SpaceSetInput = z.output<typeof spaceSetInputSchema>;
