import { defineModule } from '../../app-module.js';
import { configRoutes } from './config.routes.js';

/** What the web app needs to know of this server's settings (providers, sign-in methods). */
export const configModule = defineModule({
  name: 'config',
  needs: [],
  gives: [],
  async register({ app, env, oidc }) {
    await app.register(configRoutes, { env, oidc });
    return {};
  },
});
