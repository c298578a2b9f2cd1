import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { exportDownloadRoutes } from './export-download.routes.js';
import { createExportRenders } from './export-renders.js';
import { mcpRoutes } from './mcp.routes.js';

/** The MCP server for agents, and the short-lived download links it hands out for exports. */
export const mcpModule = defineModule({
  name: 'mcp',
  needs: ['tokens', 'exports'],
  gives: [],
  async register({ app, adapters, db, publicUrl }, { tokens, exports }) {
    await app.register(mcpRoutes, { version: '1', publicUrl, secret: adapters.authSecret });
    await app.register(exportDownloadRoutes, {
      db,
      tokens,
      exports,
      secret: adapters.authSecret,
      rateLimits: createSqlRateLimitStore(db),
      // Each link's render for its ten minutes: 64 MB in all, the oldest links' renders dropped first.
      renders: createExportRenders({ maxBytes: 64 * 1024 * 1024 }),
    });
    return {};
  },
});
