/**
 * Review limits, apart from the review schemas: a client's review page reads them without loading
 * zod and every schema (`review.schema.ts` re-exports them).
 */

/** Longest comment a client may leave (characters). */
export const REVIEW_COMMENT_MAX = 2000;
/** Longest reviewer name (characters). */
export const REVIEW_NAME_MAX = 80;
/** Default and longest life of a review link (days). */
export const REVIEW_LINK_DEFAULT_DAYS = 14;
export const REVIEW_LINK_MAX_DAYS = 90;
/** Passcode length bounds. */
export const REVIEW_PASSCODE_MIN = 6;
/** Shown when a designer's passcode is shorter than `REVIEW_PASSCODE_MIN`. */
export const REVIEW_PASSCODE_TOO_SHORT = `A passcode needs at least ${REVIEW_PASSCODE_MIN} characters.`;
export const REVIEW_PASSCODE_MAX = 128;
/** Longest guidance a designer may add to one regenerated image's prompt. */
export const REVIEW_GUIDANCE_MAX = 2000;
