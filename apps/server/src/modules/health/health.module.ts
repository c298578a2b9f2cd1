import { defineModule } from '../../app-module.js';
import { healthRoutes } from './health.routes.js';

/** Health: the database and storage answer, and whether the AI is the offline preview. */
export const healthModule = defineModule({
  name: 'health',
  needs: [],
  gives: [],
  async register({ app, env, adapters, oidc }) {
    await app.register(healthRoutes, {
      database: adapters.database,
      storage: adapters.storage,
      offlineAi: adapters.ai.offline.image,
      supabaseEnabled: oidc?.supabase ?? false,
      pingCacheMs: env.HEALTH_PING_CACHE_MS,
    });
    return {};
  },
});
