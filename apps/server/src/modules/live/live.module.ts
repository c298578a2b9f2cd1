import { STUDIO_CHANNEL } from '../../adapters/db/database.port.js';
import { eventBusFor } from '../../adapters/events/index.js';
import { defineModule } from '../../app-module.js';
import { tokenAllows } from '../../http/route-access.js';
import { findProjectById } from '../projects/index.js';
import { memberRole } from '../workspaces/index.js';
import { registerLive } from './live.plugin.js';

/**
 * Live updates' hub and the hook that announces every write to a project that goes through: before
 * the routes that write. Explicit events (a settled slot, review feedback) go through `live.hub.publish`.
 */
export const liveModule = defineModule({
  name: 'live',
  needs: [],
  gives: ['live'],
  async register({ app, env, adapters, db }) {
    const live = await registerLive(app, {
      db,
      bus: eventBusFor(adapters.database),
      limits: {
        perUser: env.LIVE_MAX_STREAMS_PER_USER,
        perProcess: env.LIVE_MAX_STREAMS,
        heartbeatMs: env.LIVE_HEARTBEAT_MS,
        idleMs: env.LIVE_IDLE_MS,
        retentionMs: env.LIVE_EVENT_RETENTION_MS,
        sessionCacheMs: env.SESSION_CACHE_MS,
      },
      // The projects module registers after this one; its guard is asked at request time. A token's
      // stream also needs the project still in one of the token's workspaces (moved out: it ends).
      canView: (userId, projectId, grant) =>
        app.services.projects.requireAccess(userId, projectId, 'view').then((row) => tokenAllows(grant, row.workspace_id)),
      workspaceOf: async (projectId) => (await findProjectById(db, projectId))?.workspace_id ?? null,
      canViewStudio: async (userId, workspaceId, grant) =>
        Boolean(await memberRole(db, workspaceId, userId)) && tokenAllows(grant, workspaceId),
      listenStudios: (notice) => adapters.database.listen(STUDIO_CHANNEL, notice),
    });
    return { live };
  },
});

/** The live stream and presence routes: after the project guard they use. */
export const liveRoutesModule = defineModule({
  name: 'live-routes',
  needs: ['live'],
  gives: [],
  async register(_ctx, { live }) {
    await live.registerRoutes();
    return {};
  },
});
