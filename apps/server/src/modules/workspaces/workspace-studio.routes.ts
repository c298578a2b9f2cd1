import {
  workspaceCreateSchema,
  workspaceDetailSchema,
  workspaceListSchema,
  workspaceResponseSchema,
  workspaceUpdateSchema,
  workspaceUsageSchema,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/request-scope.js';
import { access, touches } from '../../http/route-access.js';
import type { WorkspaceService } from './workspaces.service.js';

// Ids are checked by the guard (a stranger gets 404 whatever the id looks like); only their length here.
export const workspaceParams = z.object({ workspaceId: z.string().max(64) });

/** A studio itself: `/api/workspaces/` (list, create) and `/api/workspaces/:workspaceId/` (read, rename, delete, usage). */
export async function workspaceStudioRoutes(app: FastifyInstance, opts: { workspaces: WorkspaceService }): Promise<void> {
  const { workspaces } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/workspaces/',
    {
      config: { ...access.user('read'), ...touches({ none: "lists the caller's workspaces: a token's own only" }) },
      schema: { response: { 200: workspaceListSchema } },
    },
    async (request) => {
      const all = await workspaces.list(signedInUser(request).id);
      const only = request.tokenGrant?.workspaceIds;
      return { workspaces: only ? all.filter((w) => only.includes(w.id)) : all };
    },
  );

  r.post(
    '/api/workspaces/',
    { config: access.user('session'), schema: { body: workspaceCreateSchema, response: { 201: workspaceResponseSchema } } },
    async (request, reply) => reply.status(201).send({ workspace: await workspaces.create(signedInUser(request).id, request.body.name) }),
  );

  r.get(
    '/api/workspaces/:workspaceId/',
    { config: access.workspace('view', 'read'), schema: { params: workspaceParams, response: { 200: workspaceDetailSchema } } },
    async (request) => workspaces.detail(request.params.workspaceId, signedInUser(request).id),
  );

  r.patch(
    '/api/workspaces/:workspaceId/',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, body: workspaceUpdateSchema, response: { 200: workspaceResponseSchema } },
    },
    async (request) => ({ workspace: await workspaces.update(request.params.workspaceId, signedInUser(request).id, request.body) }),
  );

  r.delete(
    '/api/workspaces/:workspaceId/',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      await workspaces.remove(request.params.workspaceId, signedInUser(request).id);
      return { deleted: true as const };
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/usage',
    { config: access.workspace('manage', 'session'), schema: { params: workspaceParams, response: { 200: workspaceUsageSchema } } },
    async (request) => workspaces.usage(request.params.workspaceId),
  );
}
