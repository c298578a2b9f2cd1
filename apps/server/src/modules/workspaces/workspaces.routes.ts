import type { FastifyInstance } from 'fastify';
import { type InviteLimit, workspaceInviteRoutes } from './workspace-invites.routes.js';
import { workspaceMemberRoutes } from './workspace-members.routes.js';
import { workspaceStudioRoutes } from './workspace-studio.routes.js';
import type { WorkspaceService } from './workspaces.service.js';

/** Studios: `/api/workspaces/…` (members, invitations, usage) and `/api/invites/:token` (the invited person's side). */
export async function workspaceRoutes(
  app: FastifyInstance,
  opts: { workspaces: WorkspaceService; inviteLimit: InviteLimit; requireVerifiedEmail: boolean },
): Promise<void> {
  await app.register(workspaceStudioRoutes, opts);
  await app.register(workspaceMemberRoutes, opts);
  await app.register(workspaceInviteRoutes, opts);
}
