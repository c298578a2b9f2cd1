import { defineModule } from '../../app-module.js';
import { exportDownloadRoutes } from './export-download.routes.js';
import { mcpRoutes } from './mcp.routes.js';

/** The MCP server for agents, and the short-lived download links it hands out for exports. */
export const mcpModule = defineModule({
  name: 'mcp',
  needs: ['tokens', 'exports'],
  gives: [],
  async register({ app, adapters, db, publicUrl }, { tokens, exports }) {
    await app.register(mcpRoutes, { version: '1', publicUrl, secret: adapters.authSecret });
    await app.register(exportDownloadRoutes, { db, tokens, exports, secret: adapters.authSecret });
    return {};
  },
});
