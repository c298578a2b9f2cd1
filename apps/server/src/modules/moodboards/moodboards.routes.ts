import {
  moodboardCreateInputSchema,
  moodboardCreateResponseSchema,
  moodboardDeleteInputSchema,
  moodboardImageInputSchema,
  moodboardImageResponseSchema,
  moodboardImagesEditInputSchema,
  moodboardImagesEditResponseSchema,
  moodboardImageUpdateInputSchema,
  moodboardImageUpdateResponseSchema,
  moodboardListSchema,
  moodboardMetadataInputSchema,
  moodboardMetadataResponseSchema,
  pinRenderInputSchema,
  renderEditInputSchema,
  renderHistorySchema,
  renderInputSchema,
  renderRegionEditRequestSchema,
  renderRegionEditResponseSchema,
  renderRegionsResponseSchema,
  renderResponseSchema,
  renderUpscaleRequestSchema,
  renderUpscaleResponseSchema,
  renderVariantsRequestSchema,
  renderVariantsResponseSchema,
  successResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access, actsIn, touches } from '../../http/route-access.js';
import type { ProjectView } from '../projects/index.js';
import type { MoodboardService } from './moodboards.service.js';

/**
 * Spec §7 moodboard and render endpoints at the root (multipart, project_id in the form, checked
 * by the form's guard before the form is parsed: 401 signed out, 404 not a member), plus the
 * creation call, list, delete, render history and the pinned render under the project.
 */
export async function moodboardRoutes(app: FastifyInstance, opts: { moodboards: MoodboardService }): Promise<void> {
  const m = opts.moodboards;
  const body = { preHandler: app.requireUser, config: access.project('body', 'edit', 'generate'), bodyLimit: FORM_BODY_LIMIT };
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'write') };
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const project = scopedProject;
  // Each answer is serialised by its response schema (a field it does not name never leaves the server).
  const answers = (response: z.ZodType, status = 200): FastifySchema => ({ response: { [status]: response } });
  const moodboardId = (request: FastifyRequest) => (request.params as { moodboardId?: string }).moodboardId ?? '';
  // The form's project is checked first (a stranger learns nothing from a 400), then the form is parsed once.
  const post = <I extends z.ZodType, S extends z.ZodType>(
    url: string,
    spec: { input: I; response: S },
    handler: (request: FastifyRequest, project: ProjectView, input: z.output<I>) => Promise<z.output<S>>,
  ) =>
    app.post(url, { ...body, config: { ...body.config, ...declaresInput(spec.input) }, schema: answers(spec.response) }, async (r) => {
      const project = await app.formProject(r);
      return handler(r, project, await parseInput(spec.input, r));
    });

  post('/generate_moodboard_metadata/', { input: moodboardMetadataInputSchema, response: moodboardMetadataResponseSchema }, (r, p, input) =>
    m.metadata(userId(r), p, input),
  );
  post('/generate_single_moodboard_image/', { input: moodboardImageInputSchema, response: moodboardImageResponseSchema }, (r, p, input) =>
    m.singleImage(userId(r), p, input),
  );
  post(
    '/update_moodboard_image/',
    { input: moodboardImageUpdateInputSchema, response: moodboardImageUpdateResponseSchema },
    (r, p, input) => m.updateImage(userId(r), p, input),
  );
  post('/delete_moodboard/', { input: moodboardDeleteInputSchema, response: successResponseSchema }, (_r, p, input) =>
    m.deleteFromForm(p, input),
  );
  post('/generate_render/', { input: renderInputSchema, response: renderResponseSchema }, (r, p, input) =>
    m.generateRender(userId(r), p, input),
  );
  post('/edit_render/', { input: renderEditInputSchema, response: renderResponseSchema }, (r, p, input) =>
    m.editRender(userId(r), p, input),
  );
  // No project: the client's local moodboards (spec §7); images are the user's scratch images.
  app.post(
    '/moodboard_images_edit/',
    {
      preHandler: app.requireUser,
      config: { ...access.user('generate'), ...touches([actsIn.personal('generate')]), ...declaresInput(moodboardImagesEditInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: answers(moodboardImagesEditResponseSchema),
    },
    async (r) => m.editWithoutProject(userId(r), await parseInput(moodboardImagesEditInputSchema, r)),
  );

  app.get('/api/projects/:id/moodboards', { ...viewing, schema: answers(moodboardListSchema) }, async (r) => m.list(project(r)));
  // The body is read after the ownership check (a stranger learns nothing from a validation error).
  const createSchema = { response: { 200: moodboardCreateResponseSchema, 201: moodboardCreateResponseSchema } };
  const creating = { ...editing, config: { ...editing.config, ...declaresInput(moodboardCreateInputSchema) } };
  app.post('/api/projects/:id/moodboards', { ...creating, bodyLimit: FORM_BODY_LIMIT, schema: createSchema }, async (r, reply) => {
    const { moodboard, created } = await m.create(userId(r), project(r), await parseInput(moodboardCreateInputSchema, r));
    return reply.status(created ? 201 : 200).send({ moodboard });
  });
  app.delete('/api/projects/:id/moodboards/:moodboardId', { ...editing, schema: answers(successResponseSchema) }, async (r) =>
    m.deleteById(project(r), moodboardId(r)),
  );
  app.get('/api/projects/:id/moodboards/:moodboardId/renders', { ...viewing, schema: answers(renderHistorySchema) }, async (r) =>
    m.renderHistory(project(r), moodboardId(r)),
  );
  // A print-resolution copy of one render (issue #46); the body is read after the access check.
  const upscaling = { preHandler: app.requireProject, config: access.project('params', 'edit', 'generate') };
  app.post(
    '/api/projects/:id/moodboards/:moodboardId/renders/:renderId/upscale',
    {
      ...upscaling,
      config: { ...upscaling.config, ...declaresInput(renderUpscaleRequestSchema) },
      schema: { response: { 201: renderUpscaleResponseSchema } },
    },
    async (r, reply) => {
      const input = await parseInput(renderUpscaleRequestSchema, r);
      const target = { moodboardId: moodboardId(r), renderId: (r.params as { renderId?: string }).renderId ?? '' };
      const upscale = await m.upscaleRender({ userId: userId(r), project: project(r) }, target, input);
      return reply.status(201).send({ upscale });
    },
  );
  // The same space at 2–4 hours, side by side (issue #46); each variant is a render, charged as one.
  app.post(
    '/api/projects/:id/moodboards/:moodboardId/renders/:renderId/variants',
    {
      ...upscaling,
      config: { ...upscaling.config, ...declaresInput(renderVariantsRequestSchema) },
      schema: { response: { 201: renderVariantsResponseSchema } },
    },
    async (r, reply) => {
      const input = await parseInput(renderVariantsRequestSchema, r);
      const target = { moodboardId: moodboardId(r), renderId: (r.params as { renderId?: string }).renderId ?? '' };
      return reply.status(201).send(await m.renderVariants({ userId: userId(r), project: project(r) }, target, input));
    },
  );
  // Change one part of a render (issue #46): the parts the segmenter finds, and the edit of one (a render, charged as one).
  app.get(
    '/api/projects/:id/moodboards/:moodboardId/renders/:renderId/regions',
    { ...viewing, schema: answers(renderRegionsResponseSchema) },
    async (r) =>
      m.renderRegions(
        { userId: userId(r), project: project(r) },
        { moodboardId: moodboardId(r), renderId: (r.params as { renderId?: string }).renderId ?? '' },
      ),
  );
  app.post(
    '/api/projects/:id/moodboards/:moodboardId/renders/:renderId/region-edit',
    {
      ...upscaling,
      bodyLimit: FORM_BODY_LIMIT,
      config: { ...upscaling.config, ...declaresInput(renderRegionEditRequestSchema) },
      schema: { response: { 201: renderRegionEditResponseSchema } },
    },
    async (r, reply) => {
      const input = await parseInput(renderRegionEditRequestSchema, r);
      const target = { moodboardId: moodboardId(r), renderId: (r.params as { renderId?: string }).renderId ?? '' };
      return reply.status(201).send(await m.editRenderRegion({ userId: userId(r), project: project(r) }, target, input));
    },
  );
  // Issue #46: the render the deck shows (the body is read after the role check).
  const pinning = { ...editing, config: { ...editing.config, ...declaresInput(pinRenderInputSchema) } };
  app.put('/api/projects/:id/moodboards/:moodboardId/pinned-render', { ...pinning, schema: answers(renderHistorySchema) }, async (r) =>
    m.pinRender({ project: project(r), moodboardId: moodboardId(r), input: await parseInput(pinRenderInputSchema, r), by: userId(r) }),
  );
}
