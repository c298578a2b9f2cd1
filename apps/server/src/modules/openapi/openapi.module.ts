import { defineModule } from '../../app-module.js';
import { apiDocsRoutes } from './api-docs.plugin.js';
import openApiPlugin from './openapi.plugin.js';

/** The OpenAPI document: first in the list, so it collects every route as it registers. */
export const openApiModule = defineModule({
  name: 'openapi',
  needs: [],
  gives: [],
  async register({ app, publicUrl }) {
    await app.register(openApiPlugin, { publicUrl });
    return {};
  },
});

/** The API reference pages. */
export const apiDocsModule = defineModule({
  name: 'api-docs',
  needs: [],
  gives: [],
  async register({ app }) {
    await app.register(apiDocsRoutes);
    return {};
  },
});
