import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { startTimedPass } from '../../lib/timed-pass.js';
import { commentRoutes } from './comments.routes.js';
import { createComments } from './comments.service.js';
import { commentsDb } from './comments.tables.js';

/** Team comments with their mention mail (a digest per member, at most one every MENTION_DIGEST_MINUTES). */
export const commentsModule = defineModule({
  name: 'comments',
  needs: ['projectData', 'canvasBoard'],
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
  startWorkers(ctx, { mentionMail }) {
    // Mentions that waited for their member's turn go out from here, one digest each.
    const pass = startTimedPass(() => mentionMail.sendPending(), {
      everyMs: 60_000,
      onError: (err) => ctx.app.log.error({ err }, 'mention mail pass error'),
    });
    return [pass];
  },
});
