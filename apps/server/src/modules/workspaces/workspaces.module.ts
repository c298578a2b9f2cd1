import { createSqlRateLimitStore } from '../../adapters/rate-limit/index.js';
import { defineModule } from '../../app-module.js';
import { registerWorkspaceAccess } from './workspace-access.js';
import { workspaceRoutes } from './workspaces.routes.js';
import { createWorkspaceService } from './workspaces.service.js';

/** Workspaces, members and invites; the workspace guard the routes after it use. */
export const workspacesModule = defineModule({
  name: 'workspaces',
  needs: ['assets'],
  gives: ['workspaces'],
  async register({ app, env, adapters, db, publicUrl }, { assets }) {
    registerWorkspaceAccess(app, db);
    const workspaces = createWorkspaceService({ db, assets, mailer: adapters.mailer, publicUrl, dailyQuota: env.WORKSPACE_DAILY_QUOTA });
    await app.register(workspaceRoutes, {
      workspaces,
      inviteLimit: {
        store: createSqlRateLimitStore(db),
        perHour: env.RATE_LIMIT_INVITES_PER_HOUR,
        perWorkspaceDay: env.RATE_LIMIT_INVITES_PER_WORKSPACE_DAY,
      },
      requireVerifiedEmail: env.REQUIRE_EMAIL_VERIFICATION,
    });
    return { workspaces };
  },
});
