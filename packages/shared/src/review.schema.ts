import { z } from 'zod';
import { LOCALES } from './locales.js';
import { projectDataSchema } from './project-model.schema.js';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_GUIDANCE_MAX,
  REVIEW_LINK_DEFAULT_DAYS,
  REVIEW_LINK_MAX_DAYS,
  REVIEW_NAME_MAX,
  REVIEW_PASSCODE_MAX,
  REVIEW_PASSCODE_MIN,
  REVIEW_PASSCODE_TOO_SHORT,
} from './review.constants.js';

/**
 * Review links: a designer shares one project with a client (no account), who approves or rejects
 * each image and comments; the designer regenerates rejected images with the comments as guidance.
 */

export {
  REVIEW_COMMENT_MAX,
  REVIEW_GUIDANCE_MAX,
  REVIEW_LINK_DEFAULT_DAYS,
  REVIEW_LINK_MAX_DAYS,
  REVIEW_NAME_MAX,
  REVIEW_PASSCODE_MAX,
  REVIEW_PASSCODE_MIN,
  REVIEW_PASSCODE_TOO_SHORT,
} from './review.constants.js';

export const REVIEW_VERDICTS = ['approve', 'reject'] as const;
export const reviewVerdictSchema = z.enum(REVIEW_VERDICTS);
export type ReviewVerdict = z.infer<typeof reviewVerdictSchema>;

/** Page ids as the page registry writes them: `historical-context`, `moodboard:<id>`. */
const pageIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^(historical|social|physical)-(context|topics)$|^moodboard:[0-9a-f-]{36}$/, 'That is not a page of this project.');

/** The key of one image of a page: `<pageId>/<index>`. */
export function reviewImageKey(pageId: string, index: number): string {
  return `${pageId}/${index}`;
}

/**
 * The image index a moodboard page's render takes in review feedback (issue #46): the render in the
 * deck is judged like the page's images, at the last index feedback allows (a moodboard has at most 16).
 */
export const RENDER_IMAGE_INDEX = 63;

/** Body of POST /api/projects/:id/review-links. */
export const reviewLinkCreateSchema = z.object({
  expiresInDays: z.number().int().min(1).max(REVIEW_LINK_MAX_DAYS).default(REVIEW_LINK_DEFAULT_DAYS),
  passcode: z.string().min(REVIEW_PASSCODE_MIN, REVIEW_PASSCODE_TOO_SHORT).max(REVIEW_PASSCODE_MAX).optional(),
  showPrompts: z.boolean().default(false),
  label: z.string().trim().max(80).default(''),
  /** The language the link opens in for the client (issue #50); left out: English. */
  locale: z.enum(LOCALES, 'Please choose one of the languages offered.').optional(),
});
export type ReviewLinkCreate = z.input<typeof reviewLinkCreateSchema>;

/** One review link as the designer lists it (never its token). */
export const reviewLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  round: z.number().int(),
  has_passcode: z.boolean(),
  show_prompts: z.boolean(),
  /** The language the link opens in; null for links made before languages (English). */
  locale: z.enum(LOCALES).nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  /** Who made the link (null once their account is gone). */
  created_by_name: z.string().nullable(),
  /** Whether the caller may revoke it: its maker while they may edit, and the studio's owners. */
  can_revoke: z.boolean(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** One link of a studio's project, as the studio's owners list them all (GET /api/workspaces/:workspaceId/review-links). */
export const workspaceReviewLinkSchema = reviewLinkSchema.extend({ project_id: z.string(), project_name: z.string() });
export type WorkspaceReviewLink = z.infer<typeof workspaceReviewLinkSchema>;
export const workspaceReviewLinkListSchema = z.object({ links: z.array(workspaceReviewLinkSchema) });

/** Answer of creating a link: the link, and its token and path — shown once, never stored in the clear. */
export const reviewLinkCreatedSchema = z.object({ link: reviewLinkSchema, token: z.string(), path: z.string() });
export type ReviewLinkCreated = z.infer<typeof reviewLinkCreatedSchema>;

export const reviewLinkListSchema = z.object({ links: z.array(reviewLinkSchema) });

/** One piece of feedback: a verdict and/or a comment on an image (index set) or on a page (index null). */
export const reviewFeedbackSchema = z.object({
  id: z.string(),
  link_id: z.string(),
  page_id: z.string(),
  image_index: z.number().int().nullable(),
  verdict: reviewVerdictSchema.nullable(),
  comment: z.string(),
  author_name: z.string(),
  round: z.number().int(),
  /** The image the feedback was about (an asset id); null for a page comment. */
  asset_sha: z.string().nullable(),
  /** Still about the image the slot shows now (false once it was replaced). */
  current: z.boolean(),
  created_at: z.string(),
});
export type ReviewFeedback = z.infer<typeof reviewFeedbackSchema>;

export const reviewFeedbackListSchema = z.object({ feedback: z.array(reviewFeedbackSchema) });
export type ReviewFeedbackList = z.infer<typeof reviewFeedbackListSchema>;

/** Body of POST /api/review/:token/feedback. */
export const reviewFeedbackInputSchema = z
  .object({
    pageId: pageIdSchema,
    imageIndex: z.number().int().min(0).max(63).nullable().default(null),
    verdict: reviewVerdictSchema.nullable().default(null),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX, `A comment may be at most ${REVIEW_COMMENT_MAX} characters.`).default(''),
    // Checked before trimming: a name goes into the designer's mail, where a line break could forge a line.
    name: z
      .string()
      .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, 'A name cannot hold line breaks or control characters.')
      .trim()
      .min(1, 'Please type your name.')
      .max(REVIEW_NAME_MAX),
  })
  .refine((v) => v.verdict !== null || v.comment.length > 0, { message: 'Approve, reject or write a comment.' })
  .refine((v) => v.verdict === null || v.imageIndex !== null, { message: 'Only an image can be approved or rejected.' });
export type ReviewFeedbackInput = z.input<typeof reviewFeedbackInputSchema>;

/** Body of POST /api/review/:token/unlock. */
export const reviewUnlockSchema = z.object({ passcode: z.string().min(1).max(REVIEW_PASSCODE_MAX) });
export const reviewUnlockResponseSchema = z.object({ key: z.string() });

/** What the client's review view reads: the project's pages (image URLs through the link) and this link's feedback. */
export const reviewViewSchema = z.object({
  project: z.object({
    name: z.string(),
    location: z.string(),
    brand_name: z.string(),
    logo_url: z.string().nullable(),
    brand_palette: z.array(z.string()),
    contextual_insights: z.string(),
  }),
  data: projectDataSchema,
  show_prompts: z.boolean(),
  /** The language the designer chose for this link (the client may switch on their device). */
  locale: z.enum(LOCALES),
  round: z.number().int(),
  expires_at: z.string(),
  /** Image keys (`<pageId>/<index>`) replaced since this link's reviewer gave feedback on them. */
  new_images: z.array(z.string()),
  feedback: z.array(reviewFeedbackSchema),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/**
 * Answer of POST /api/review/:token/submit: how many items the designer was told about now, and how
 * many wait for the next mail (at most one per link per 10 minutes; the server sends it by itself).
 */
export const reviewSubmitResponseSchema = z.object({ sent: z.number().int(), pending: z.number().int() });

/** One slot to regenerate, with the guidance added to its prompt. */
export const reviewRegenerateItemSchema = z.object({
  pageId: pageIdSchema,
  imageIndex: z.number().int().min(0).max(63),
  guidance: z.string().trim().max(REVIEW_GUIDANCE_MAX).default(''),
  /** Regenerate even though a client approved its image. */
  unlock: z.boolean().default(false),
});

/** Body of POST /api/projects/:id/feedback/regenerate. */
export const reviewRegenerateSchema = z.object({ items: z.array(reviewRegenerateItemSchema).min(1).max(200) });
export type ReviewRegenerateInput = z.input<typeof reviewRegenerateSchema>;
export const reviewRegenerateResponseSchema = z.object({ queued: z.number().int(), round: z.number().int() });
