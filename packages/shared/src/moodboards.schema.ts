import { z } from 'zod';
import { SECTIONS } from './constants.js';
import { uuidSchema } from './ids.js';
import { renderSpaceSchema } from './space.schema.js';

/** Label and prompt of the selected aesthetic reference, the first image of a moodboard (spec §3). */
export const AESTHETIC_REFERENCE_LABEL = 'Aesthetic Reference';
export const aestheticReferencePrompt = (topic: string): string => `Selected aesthetic reference for ${topic}`;

/** Most image positions a moodboard holds (the reference plus generated images, with room for edits). */
export const MOODBOARD_MAX_IMAGES = 16;

/** Spec §5 messages of the New moodboard popup, answered word for word by the server too. */
export const MOODBOARD_MESSAGES = {
  topic: 'Please enter a moodboard topic',
  insight: 'Please select a contextual insight',
  image: 'Please select at least one image',
  invalidImage: 'Invalid selected image. Please try again.',
} as const;

/** One render in a moodboard's history (newest last). */
export const moodboardRenderSchema = z.object({
  id: z.string(),
  image: z.string(),
  render_prompt: z.string(),
  created_at: z.string(),
  /** The designer's space it kept (issue #33): the reference image, how strictly (0–1), who made the reference. */
  space: renderSpaceSchema.optional(),
  /** Its print-resolution copy (issue #46), when one was made: the image and the factor. */
  upscale: z.object({ image: z.string(), factor: z.number().int() }).optional(),
});
export type MoodboardRender = z.infer<typeof moodboardRenderSchema>;

/** Spec §3 Moodboard, as `data.moodboards[]` of GET /api/projects/:id/ and the creation call return it. */
export const moodboardSchema = z.object({
  moodboard_id: z.string(),
  id: z.string(),
  moodboard_title: z.string(),
  title: z.string(),
  /** Asset URLs; '' while an image is pending or after it failed. */
  images: z.array(z.string()),
  prompts: z.array(z.string()),
  labels: z.array(z.string()),
  /** The area description. */
  optionalPrompt: z.string(),
  programmaticArea: z.string(),
  /** Asset URL of the aesthetic reference; '' when none. */
  selectedImage: z.string(),
  isGenerating: z.boolean(),
  totalImages: z.number().int(),
  completedImages: z.number().int(),
  /** The contextual insight it grew from (historical, social, physical) or ''. */
  section: z.enum([...SECTIONS, '']),
  /** Per image: pending, done or failed. */
  imageStatus: z.array(z.enum(['pending', 'done', 'failed'])),
  /** Per image slider settings (the edit popup starts from these). */
  imageSettings: z.array(z.object({ microMacro: z.number().int(), photoStyled: z.number().int() })),
  renders: z.array(moodboardRenderSchema),
  /** The render the designer pinned for the deck (issue #46); absent or null: the newest is used. */
  pinned_render_id: z.string().nullable().optional(),
  created_at: z.string(),
  /** Who created it or last started its images (a member's name); null when unknown. */
  started_by: z.string().nullable().optional(),
});
export type Moodboard = z.infer<typeof moodboardSchema>;

/** Spec §3 Moodboard metadata response of POST /generate_moodboard_metadata/ (reference first). */
export const moodboardMetadataResponseSchema = z.object({
  title: z.string(),
  prompts: z.array(z.string()),
  labels: z.array(z.string()),
  optionalPrompt: z.string(),
  programmaticArea: z.string(),
  selectedImage: z.string(),
  moodboard_id: z.string(),
});
export type MoodboardMetadataResponse = z.infer<typeof moodboardMetadataResponseSchema>;

/** POST /generate_single_moodboard_image/ */
export const moodboardImageResponseSchema = z.object({ image: z.string(), timeout: z.boolean(), fallback: z.boolean() });
export type MoodboardImageResponse = z.infer<typeof moodboardImageResponseSchema>;

/** POST /generate_render/ and /edit_render/ (spec §3 Render response). */
export const renderResponseSchema = z.object({
  image: z.string(),
  render_prompt: z.string(),
  render_url: z.string(),
  render_id: z.string(),
  cached: z.boolean(),
  regenerated: z.boolean(),
});
export type RenderResponse = z.infer<typeof renderResponseSchema>;

/** GET /api/projects/:id/moodboards */
export const moodboardListSchema = z.object({ moodboards: z.array(moodboardSchema) });
export type MoodboardList = z.infer<typeof moodboardListSchema>;

/** POST /api/projects/:id/moodboards (201 created, 200 updated). */
export const moodboardCreateResponseSchema = z.object({ moodboard: moodboardSchema });

/** GET /api/projects/:id/moodboards/:moodboardId/renders: every render, oldest first. */
export const renderHistorySchema = z.object({
  renders: z.array(moodboardRenderSchema),
  /** The pinned render's id (issue #46); null: the newest is the deck's render. */
  pinned_render_id: z.string().nullable().optional(),
});

/** PUT /api/projects/:id/moodboards/:moodboardId/pinned-render: pin one render of the history, or null to unpin. */
export const pinRenderInputSchema = z.object({ render_id: uuidSchema('That is not a render id.').nullable() });
export type PinRenderInput = z.infer<typeof pinRenderInputSchema>;

/**
 * The render a moodboard shows in the deck (Present, Canvas, review, PDF, PPTX): the pinned one while it
 * is in the history with an image, else the newest with an image (issue #46).
 */
export function deckRender<R extends { id: string; image: string }>(moodboard: {
  renders: readonly R[];
  pinned_render_id?: string | null;
}): R | undefined {
  const pinned = moodboard.pinned_render_id ? moodboard.renders.find((r) => r.id === moodboard.pinned_render_id && r.image) : undefined;
  return pinned ?? moodboard.renders.findLast((r) => r.image);
}

/** POST /update_moodboard_image/ */
export const moodboardImageUpdateResponseSchema = z.object({ image: z.string(), newPrompt: z.string() });

/** POST /moodboard_images_edit/ (no project): one image and prompt per position asked for. */
export const moodboardImagesEditResponseSchema = z.object({ images: z.array(z.string()), newPrompt: z.array(z.string()) });
