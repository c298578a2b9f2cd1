import {
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  ErrorCode,
  isUuid,
  PROJECT_CARD_IMAGE_LIMIT,
  projectDuplicateSchema,
  projectImagesSchema,
  projectInputSchema,
  projectListSchema,
  projectMetadataResponseSchema,
  projectMoveSchema,
  projectSchema,
  projectWithDataSchema,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { sendKeptJson } from '../../lib/json-reply.js';
import { brandBookKey } from '../assets/index.js';
import type { BrandFiles } from './brand-files.js';
import type { ListingCache } from './listing-cache.js';
import { type ProjectService, toProjectFields } from './projects.service.js';

// The guard answers an unknown or foreign workspace with 404; only the length is checked here.
const listQuerySchema = z.object({ workspace: z.string().max(64).optional() });
const imagesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(48).default(PROJECT_CARD_IMAGE_LIMIT) });

/** A workspace id from a query or form: absent means the caller's personal workspace; anything not an id is a workspace nobody has (404). */
function workspaceParam(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  if (!isUuid(id)) throw new AppError(ErrorCode.NotFound, 'Workspace not found.');
  return id;
}

/** Spec §7 project rows: thin handlers, one service call each. */
export async function projectRoutes(
  app: FastifyInstance,
  opts: { projects: ProjectService; brandFiles: BrandFiles; storage: Storage; listing: ListingCache },
): Promise<void> {
  const { projects, brandFiles, listing } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'write') };
  const managing = { preHandler: app.requireProject, config: access.project('params', 'manage', 'write') };
  // Response schemas serialise every answer: a field they do not name never leaves the server.
  const answers = <T>(schema: T) => ({ response: { 200: schema } });

  r.get(
    '/api/projects/',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), actsInWorkspace: true },
      schema: { querystring: listQuerySchema, ...answers(projectListSchema) },
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
      config: { ...access.user('write'), actsInWorkspace: true, ...declaresInput(projectInputSchema) },
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

  r.get('/api/projects/:id/', { ...viewing, schema: answers(projectWithDataSchema) }, async (request) =>
    projects.get(signedInUser(request).id, scopedProject(request).id),
  );

  r.get('/api/projects/:id/metadata', { ...viewing, schema: answers(projectMetadataResponseSchema) }, async (request) => ({
    project: await projects.metadata(signedInUser(request).id, scopedProject(request).id),
  }));

  r.get(
    '/api/projects/:id/images',
    { ...viewing, schema: { querystring: imagesQuerySchema, ...answers(projectImagesSchema) } },
    async (request) => projects.images(signedInUser(request).id, scopedProject(request).id, request.query.limit),
  );

  r.put(
    '/api/projects/:id/',
    {
      ...editing,
      config: { ...editing.config, versioned: true, ...declaresInput(projectInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: answers(createProjectResponseSchema),
    },
    async (request) => {
      const fields = await parseInput(projectInputSchema, request);
      const project = await brandFiles.storeWith(fields, (uploaded) =>
        projects.update(signedInUser(request).id, scopedProject(request).id, { ...toProjectFields(fields), ...uploaded }),
      );
      return { project_id: project.id, project };
    },
  );

  r.get('/api/projects/:id/brand-book', viewing, async (request, reply) => {
    const { brand_book_sha: sha, brand_book_name: name } = scopedProject(request);
    const stream = sha ? await opts.storage.stream(brandBookKey(sha)) : null;
    if (!stream) throw new AppError(ErrorCode.NotFound, 'This project has no brand book.');
    const filename = (name ?? 'brand-book.pdf').replace(/[^\w .-]/g, '_');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-cache')
      .send(stream);
  });

  r.post(
    '/api/projects/:id/move',
    {
      ...managing,
      config: { ...managing.config, ...declaresInput(projectMoveSchema) },
      schema: answers(z.object({ project: projectSchema })),
    },
    async (request) => {
      const body = await parseInput(projectMoveSchema, request);
      return { project: await projects.move(signedInUser(request).id, scopedProject(request).id, body.workspace_id) };
    },
  );

  r.post(
    '/api/projects/:id/duplicate',
    {
      ...viewing,
      config: { ...viewing.config, ...declaresInput(projectDuplicateSchema) },
      schema: { response: { 201: createProjectResponseSchema } },
    },
    async (request, reply) => {
      const body = await parseInput(projectDuplicateSchema, request);
      const project = await projects.duplicate(signedInUser(request).id, scopedProject(request).id, {
        workspaceId: body.workspace_id,
        includeBoards: body.include_boards,
      });
      return reply.status(201).send({ project_id: project.id, project });
    },
  );

  r.delete('/api/projects/:id/', { ...editing, schema: answers(deleteProjectResponseSchema) }, async (request) => {
    await projects.remove(signedInUser(request).id, scopedProject(request).id);
    return { deleted: true as const, project_id: scopedProject(request).id };
  });
}
