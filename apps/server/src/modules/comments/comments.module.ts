import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { commentRoutes } from './comments.routes.js';
import { createComments } from './comments.service.js';
import { commentsDb } from './comments.tables.js';

/** Team comments with their mention mail (a digest per member, at most one every MENTION_DIGEST_MINUTES). */
export const commentsModule = defineModule({
  name: 'comments',
  needs: ['projectData', 'canvasBoard', 'jobs'],
  gives: ['mentionMail'],
  async register({ app, env, adapters, db, publicUrl }, { projectData, canvasBoard }) {
    const comments = createComments({
      db: commentsDb(db),
      data: projectData,
      board: canvasBoard,
      mailer: adapters.mailer,
      rateLimits: createSqlRateLimitStore(db),
      writeLimit: { max: env.RATE_LIMIT_COMMENTS_PER_10_MIN, windowSec: 600 },
      publicUrl,
      mentionDigestMs: env.MENTION_DIGEST_MINUTES * 60_000,
      onMailError: (err) => app.log.error({ err }, 'mention mail could not be sent'),
    });
    await app.register(commentRoutes, { comments });
    return { mentionMail: { sendPending: () => comments.sendPendingMentionMail() } };
  },
  startWorkers(ctx, { mentionMail, jobs }) {
    // Mentions that waited for their member's turn go out from here, one digest each: a recurring
    // job, run by one process at a time (the job runner stops with the app).
    jobs
      .every('mention-mail', 60_000, () => mentionMail.sendPending())
      .catch((err) => ctx.app.log.error({ err }, 'mention mail pass error'));
    return [];
  },
});
