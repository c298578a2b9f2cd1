import type { LiveEventDetails } from '@loci/shared';
import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { type AppContext, type AppServices, defineModule } from '../../app-module.js';
import { reviewRoutes } from './review.routes.js';
import { reviewDb } from './review.tables.js';
import { createReviewClient } from './review-client.service.js';
import type { ReviewDeps } from './review-deps.js';
import { createReviewDesigner } from './review-designer.service.js';

/** Client review: the designer's links and rounds, the client's view and feedback, and the feedback mail pass. */
export const reviewModule = defineModule({
  name: 'review',
  needs: ['live', 'projectData', 'generation', 'moodboards', 'snapshots', 'jobs'],
  gives: ['reviewClient'],
  async register(ctx, { live, projectData, generation, moodboards, snapshots }) {
    const { app } = ctx;
    const deps = reviewDeps(ctx, { live, projectData, guided: generation.guided, rounds: snapshots, moodboards });
    const client = createReviewClient(deps);
    const linkRoutes: { method: string; url: string }[] = [];
    app.decorate('reviewLinkRoutes', linkRoutes);
    await app.register(reviewRoutes, { designer: createReviewDesigner(deps), client, linkRoutes });
    return { reviewClient: client };
  },
  startWorkers(ctx, { reviewClient: client, jobs }) {
    // Feedback mails that waited for their link's turn (one per link per 10 minutes) go out from
    // here: a recurring job, run by one process at a time (the job runner stops with the app).
    jobs
      .every('feedback-mail', 60_000, () => client.sendPendingMail())
      .catch((err) => ctx.app.log.error({ err }, 'feedback mail pass error'));
    return [];
  },
});

function reviewDeps(
  { app, env, adapters, db, publicUrl }: AppContext,
  parts: {
    live: AppServices['live'];
    projectData: ReviewDeps['data'];
    guided: ReviewDeps['guided'];
    rounds: ReviewDeps['rounds'];
    moodboards: {
      regenerateForReview: ReviewDeps['moodboardImages']['regenerate'];
      regenerateRenderForReview: ReviewDeps['moodboardImages']['regenerateRender'];
    };
  },
): ReviewDeps {
  return {
    db: reviewDb(db),
    data: parts.projectData,
    storage: adapters.storage,
    credentials: adapters.credentials,
    mailer: adapters.mailer,
    rateLimits: createSqlRateLimitStore(db),
    limits: {
      open: { max: env.RATE_LIMIT_REVIEW_OPEN_MAX, windowSec: env.RATE_LIMIT_REVIEW_OPEN_WINDOW_SEC },
      passcode: { max: env.RATE_LIMIT_REVIEW_PASSCODE_MAX, windowSec: env.RATE_LIMIT_REVIEW_PASSCODE_WINDOW_SEC },
      passcodeLink: { max: env.RATE_LIMIT_REVIEW_PASSCODE_LINK_MAX, windowSec: env.RATE_LIMIT_REVIEW_PASSCODE_LINK_WINDOW_SEC },
    },
    secret: adapters.authSecret,
    publicUrl,
    guided: parts.guided,
    rounds: parts.rounds,
    moodboardImages: { regenerate: parts.moodboards.regenerateForReview, regenerateRender: parts.moodboards.regenerateRenderForReview },
    onFeedback: ({ projectId, pageId }) =>
      void parts.live.hub
        .publish({ projectId, kind: 'feedback.added', payload: { page_id: pageId } satisfies LiveEventDetails['feedback.added'] })
        .catch((err) => app.log.warn({ err }, 'could not announce feedback')),
  };
}
