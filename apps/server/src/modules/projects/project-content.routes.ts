import {
  boardRefSchema,
  boardResponseSchema,
  createProjectResponseSchema,
  ErrorCode,
  kitFromProjectSchema,
  PROJECT_CARD_IMAGE_LIMIT,
  projectImagesSchema,
  projectInputSchema,
  projectMetadataResponseSchema,
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
import { brandBookKey } from '../assets/index.js';
import type { BrandFiles } from './brand-files.js';
import { type ProjectService, toProjectFields } from './projects.service.js';

const boardParams = z.object({ id: z.string().max(64), section: z.string().max(64), kind: z.string().max(64) });
const imagesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(48).default(PROJECT_CARD_IMAGE_LIMIT) });

/** One project, `/api/projects/:id/…`: its data, metadata and card images, an edit, and its brand book's file. */
export async function projectContentRoutes(
  app: FastifyInstance,
  opts: { projects: ProjectService; brandFiles: BrandFiles; storage: Storage },
): Promise<void> {
  const { projects, brandFiles } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'write') };
  // Response schemas serialise every answer: a field they do not name never leaves the server.
  const answers = <T>(schema: T) => ({ response: { 200: schema } });

  r.get('/api/projects/:id/', { ...viewing, schema: answers(projectWithDataSchema) }, async (request) =>
    projects.get(signedInUser(request).id, scopedProject(request).id),
  );

  // One board of the project read (what a screen refreshes when one of its slots settles).
  r.get(
    '/api/projects/:id/boards/:section/:kind',
    { ...viewing, schema: { params: boardParams, ...answers(boardResponseSchema) } },
    async (request) => {
      const ref = boardRefSchema.safeParse(request.params);
      if (!ref.success)
        throw new AppError(ErrorCode.BadRequest, 'No such board: a section is historical, social or physical; a board context or topics.');
      const { section, kind } = ref.data;
      const { data } = await projects.get(signedInUser(request).id, scopedProject(request).id);
      return { board: (kind === 'context' ? data.contexts[section] : data.topics[section]) ?? null };
    },
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

  // "Make a brand kit from these instructions": a new kit of the project's studio, which the project then uses.
  r.post(
    '/api/projects/:id/brand-kit',
    {
      ...editing,
      config: { ...editing.config, ...declaresInput(kitFromProjectSchema) },
      schema: answers(createProjectResponseSchema),
    },
    async (request) => {
      const { name } = await parseInput(kitFromProjectSchema, request);
      const project = await projects.kitFromProject(signedInUser(request).id, scopedProject(request).id, name);
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
}
