/** Review links: present a project to a client through a link, collect feedback, regenerate from it. */

export { FEEDBACK_MAIL_GAP_MS } from './feedback-mail.service.js';
export { currentRound, lastRoundComments } from './review.repository.js';
export { reviewRoutes } from './review.routes.js';
export { reviewDb } from './review.tables.js';
export type { ReviewLimits } from './review-access.js';
export { createReviewClient, type ReviewClient } from './review-client.service.js';
export type { GuidedRegeneration, ReviewDeps, ReviewRounds } from './review-deps.js';
export { createReviewDesigner, type ReviewDesigner } from './review-designer.service.js';
