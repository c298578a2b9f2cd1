import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { personalTokenIn } from '../tokens/index.js';
import authPlugin from './auth.plugin.js';
import { authLimits } from './auth-limits.js';
import { meRoutes } from './me.routes.js';

/**
 * Sign-in (better-auth under /api/auth, made by the platform, which migrates its tables first), the
 * `requireUser` guard every route after it uses, and the signed-in user's own routes.
 */
export const authModule = defineModule({
  name: 'auth',
  needs: [],
  gives: [],
  async register({ app, env, db, auth }) {
    await app.register(authPlugin, {
      auth,
      limits: authLimits(env),
      rateLimitStore: createSqlRateLimitStore(db),
      sessionCacheMs: env.SESSION_CACHE_MS,
      // A bearer token is checked by the tokens module, which registers after this one (its routes need this guard).
      personalToken: async (authorization, use) => {
        const secret = personalTokenIn(authorization);
        return secret ? app.services.tokens.authenticate(secret, use) : null;
      },
    });
    await app.register(meRoutes, { db });
    return {};
  },
});
