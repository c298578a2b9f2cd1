import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { commentRoutes } from './comments.routes.js';
import { createComments } from './comments.service.js';
import { commentsDb } from './comments.tables.js';

/** Team comments with their mention mail. */
export const commentsModule = defineModule({
  name: 'comments',
  needs: ['projectData'],
  gives: [],
  async register({ app, env, adapters, db, publicUrl }, { projectData }) {
    const comments = createComments({
      db: commentsDb(db),
      data: projectData,
      mailer: adapters.mailer,
      rateLimits: createSqlRateLimitStore(db),
      writeLimit: { max: env.RATE_LIMIT_COMMENTS_PER_10_MIN, windowSec: 600 },
      publicUrl,
      onMailError: (err) => app.log.error({ err }, 'mention mail could not be sent'),
    });
    await app.register(commentRoutes, { comments });
    return {};
  },
});
