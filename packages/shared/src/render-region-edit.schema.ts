import { z } from 'zod';
import { withOneMessage } from './form-input.js';
import { renderResponseSchema } from './moodboards.schema.js';

/** The parts of a room the segmenter finds in a render (issue #46 "Change one part"). */
export const RENDER_REGIONS = ['floor', 'walls', 'ceiling', 'openings'] as const;
export type RenderRegion = (typeof RENDER_REGIONS)[number];

/** Longest description of what the region becomes ("terrazzo floor"). */
export const REGION_EDIT_PROMPT_MAX = 200;
/** Largest mask accepted, as base64 text (a render-sized black-and-white PNG is far smaller). */
export const REGION_MASK_MAX_CHARS = 8 * 1024 * 1024;

export const REGION_EDIT_MESSAGE = `Paint or choose a part of the render (a mask or a region: floor, walls, ceiling or openings) and say in 1–${REGION_EDIT_PROMPT_MAX} characters what it becomes.`;

const prompt = z.string().trim().min(1).max(REGION_EDIT_PROMPT_MAX);

/**
 * POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/region-edit: one part of a render
 * changed. The part is a `mask` (a PNG of the render's size, as base64 or a data URL: white or opaque
 * pixels are the part to change, black or transparent ones stay) or a `region` the segmenter found.
 */
export const renderRegionEditRequestSchema = withOneMessage(
  z.union([
    z.object({ mask: z.string().min(1).max(REGION_MASK_MAX_CHARS), prompt }).strict(),
    z.object({ region: z.enum(RENDER_REGIONS), prompt }).strict(),
  ]),
  REGION_EDIT_MESSAGE,
);
export type RenderRegionEditRequest = z.infer<typeof renderRegionEditRequestSchema>;

/** The new render (kept in the history, after the one it changes) and how much of the picture changed. */
export const renderRegionEditResponseSchema = z.object({
  render: renderResponseSchema,
  /** Share of the picture inside the part (0–1). */
  coverage: z.number(),
});
export type RenderRegionEdit = z.infer<typeof renderRegionEditResponseSchema>;

/** GET …/renders/:renderId/regions: the parts the segmenter found, each a black-and-white PNG data URL. */
export const renderRegionsResponseSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  regions: z.array(z.object({ name: z.enum(RENDER_REGIONS), mask: z.string(), coverage: z.number() })),
});
export type RenderRegions = z.infer<typeof renderRegionsResponseSchema>;
