import { z } from 'zod';
import { withOneMessage } from './form-input.js';
import { renderResponseSchema } from './moodboards.schema.js';

/** The hours a render can be lit at (issue #46 "Variants"): the same space, one thing varied. */
export const RENDER_HOURS = ['morning', 'noon', 'golden hour', 'night'] as const;
export type RenderHour = (typeof RENDER_HOURS)[number];

/** The parts of a room a material variant changes. */
export const VARIANT_REGIONS = ['floor', 'walls'] as const;
export type VariantRegion = (typeof VARIANT_REGIONS)[number];

const distinct = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

const hourVariants = z.object({ hours: z.array(z.enum(RENDER_HOURS)).min(2).max(4).refine(distinct) }).strict();
const materialVariants = z
  .object({
    region: z.enum(VARIANT_REGIONS),
    materials: z
      .array(
        z
          .string()
          .trim()
          .min(2)
          .max(40)
          .regex(/^[\p{L}][\p{L}\p{M}' -]*$/u),
      )
      .min(2)
      .max(4)
      .refine(distinct),
  })
  .strict();

export const VARIANTS_MESSAGE =
  'Choose two to four different hours (morning, noon, golden hour, night), or the floor or the walls and two to four different materials (words of up to 40 letters).';

/**
 * POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/variants: the same space with one
 * thing varied, 2–4 times: the hour (`hours`), or the material of a region (`region` and `materials`).
 */
export const renderVariantsRequestSchema = withOneMessage(z.union([hourVariants, materialVariants]), VARIANTS_MESSAGE);
export type RenderVariantsRequest = z.infer<typeof renderVariantsRequestSchema>;

/** The variants, in the order asked: each a new render of the history; `value` the hour or the material. */
export const renderVariantsResponseSchema = z.object({
  vary: z.enum(['hour', 'material']),
  region: z.enum(VARIANT_REGIONS).nullable(),
  variants: z.array(z.object({ value: z.string(), render: renderResponseSchema })),
});
export type RenderVariants = z.infer<typeof renderVariantsResponseSchema>;
