import { memberRoleChangeSchema, workspaceMemberSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { workspaceParams } from './workspace-studio.routes.js';
import type { WorkspaceService } from './workspaces.service.js';

const memberParams = workspaceParams.extend({ userId: z.string().max(64) });

/** A studio's members: `/api/workspaces/:workspaceId/members/:userId` (change a role, remove someone, leave). */
export async function workspaceMemberRoutes(app: FastifyInstance, opts: { workspaces: WorkspaceService }): Promise<void> {
  const { workspaces } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/workspaces/:workspaceId/members/:userId',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: memberParams, body: memberRoleChangeSchema, response: { 200: z.object({ member: workspaceMemberSchema }) } },
    },
    async (request) => ({ member: await workspaces.changeRole(request.params.workspaceId, request.params.userId, request.body.role) }),
  );

  // Any member may leave; removing someone else is an owner's act (the service checks which).
  r.delete(
    '/api/workspaces/:workspaceId/members/:userId',
    {
      config: access.workspace('view', 'session'),
      schema: { params: memberParams, response: { 200: z.object({ removed: z.literal(true) }) } },
    },
    async (request) => {
      const actor = { id: signedInUser(request).id, role: request.workspaceRole ?? 'viewer' };
      await workspaces.removeMember(request.params.workspaceId, actor, request.params.userId);
      return { removed: true as const };
    },
  );
}
