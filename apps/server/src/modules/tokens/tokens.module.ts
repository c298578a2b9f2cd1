import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { registerTokenWorkspaces } from './token-workspaces.js';
import { tokenRoutes } from './tokens.routes.js';
import { createTokenService } from './tokens.service.js';

/** Personal access tokens: their routes, and the rule that keeps a token inside its workspaces (before the routes it covers). */
export const tokensModule = defineModule({
  name: 'tokens',
  needs: [],
  gives: ['tokens'],
  async register({ app, env, db }) {
    const tokens = createTokenService({ db, rateLimits: createSqlRateLimitStore(db), perMinute: env.RATE_LIMIT_TOKEN_PER_MINUTE });
    registerTokenWorkspaces(app, db);
    await app.register(tokenRoutes, { tokens });
    return { tokens };
  },
});
