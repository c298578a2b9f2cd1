import { z } from 'zod';
import { withOneMessage } from './form-input.js';

/** Upscale factors a render can be enlarged by for print (issue #46). */
export const UPSCALE_FACTORS = [2, 4] as const;
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];

/** The largest print copy Loci makes, in pixels (64 MP). */
export const UPSCALE_MAX_PIXELS = 64_000_000;

/** POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/upscale */
export const renderUpscaleRequestSchema = withOneMessage(
  z.object({ factor: z.union([z.literal(2), z.literal(4)]) }),
  'Send a factor of 2 or 4.',
);
export type RenderUpscaleRequest = z.infer<typeof renderUpscaleRequestSchema>;

/** The render's print copy: its image and pixel size. */
export const renderUpscaleSchema = z.object({
  render_id: z.string(),
  factor: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type RenderUpscale = z.infer<typeof renderUpscaleSchema>;
export const renderUpscaleResponseSchema = z.object({ upscale: renderUpscaleSchema });
