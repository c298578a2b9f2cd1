import { z } from 'zod';
import { withOneMessage } from './form-input.js';
import { renderResponseSchema } from './moodboards.schema.js';

/** The hours a render can be lit at (issue #46 "Variants"): the same space, one thing varied. */
export const RENDER_HOURS = ['morning', 'noon', 'golden hour', 'night'] as const;
export type RenderHour = (typeof RENDER_HOURS)[number];

/** POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/variants: 2–4 distinct hours. */
export const renderVariantsRequestSchema = withOneMessage(
  z.object({
    hours: z
      .array(z.enum(RENDER_HOURS))
      .min(2)
      .max(4)
      .refine((hours) => new Set(hours).size === hours.length),
  }),
  'Choose two to four different hours: morning, noon, golden hour or night.',
);
export type RenderVariantsRequest = z.infer<typeof renderVariantsRequestSchema>;

/** The variants, in the order asked: each a new render of the history, lit at its hour. */
export const renderVariantsResponseSchema = z.object({
  variants: z.array(z.object({ hour: z.enum(RENDER_HOURS), render: renderResponseSchema })),
});
export type RenderVariants = z.infer<typeof renderVariantsResponseSchema>;
