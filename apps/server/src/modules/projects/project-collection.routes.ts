import { createProjectResponseSchema, ErrorCode, isUuid, projectInputSchema, projectListSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { signedInUser } from '../../http/request-scope.js';
import { access, actsIn, touches } from '../../http/route-access.js';
import { sendKeptJson } from '../../lib/json-reply.js';
import type { BrandFiles } from './brand-files.js';
import type { ListingCache } from './listing-cache.js';
import { type ProjectService, toProjectFields } from './projects.service.js';

// The guard answers an unknown or foreign workspace with 404; only the length is checked here.
const listQuerySchema = z.object({ workspace: z.string().max(64).optional() });

/** A workspace id from a query or form: absent means the caller's personal workspace; anything not an id is a workspace nobody has (404). */
function workspaceParam(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  if (!isUuid(id)) throw new AppError(ErrorCode.NotFound, 'Workspace not found.');
  return id;
}

/** The caller's projects, `/api/projects/`: the list (of a studio, or the personal one) and a new project. */
export async function projectCollectionRoutes(
  app: FastifyInstance,
  opts: { projects: ProjectService; brandFiles: BrandFiles; listing: ListingCache },
): Promise<void> {
  const { projects, brandFiles, listing } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches([actsIn.named('read')]) },
      // Response schemas serialise every answer: a field they do not name never leaves the server.
      schema: { querystring: listQuerySchema, response: { 200: projectListSchema } },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const workspaceId = workspaceParam(request.query.workspace);
      // Serialised by the route's schema once per change, then sent as kept (listing-cache.ts).
      const body = await listing.body(`${userId}/${workspaceId ?? ''}`, async () =>
        JSON.stringify(z.encode(projectListSchema, { projects: await projects.list(userId, workspaceId) })),
      );
      return sendKeptJson(reply, body);
    },
  );

  r.post(
    '/api/projects/',
    {
      preHandler: app.requireUser,
      config: { ...access.user('write'), ...touches([actsIn.named('write')]), ...declaresInput(projectInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 201: createProjectResponseSchema } },
    },
    async (request, reply) => {
      const { workspace_id, ...fields } = await parseInput(projectInputSchema, request);
      const workspaceId = workspaceParam(workspace_id);
      const project = await brandFiles.storeWith(fields, (uploaded) =>
        projects.create(signedInUser(request).id, { ...toProjectFields(fields), ...uploaded }, workspaceId),
      );
      return reply.status(201).send({ project_id: project.id, project });
    },
  );
}
