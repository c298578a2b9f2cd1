import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { credentialRoutes } from './credentials.routes.js';

/** Content Credentials: reading and checking an image's signed manifest. */
export const credentialsModule = defineModule({
  name: 'credentials',
  needs: [],
  gives: [],
  async register({ app, env, adapters, db }) {
    await app.register(credentialRoutes, {
      credentials: adapters.credentials,
      limit: { store: createSqlRateLimitStore(db), perMinute: 30 },
      maxBytes: env.UPLOAD_MAX_BYTES,
    });
    return {};
  },
});
