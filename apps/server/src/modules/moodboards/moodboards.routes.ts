import {
  moodboardCreateResponseSchema,
  moodboardImageResponseSchema,
  moodboardImagesEditResponseSchema,
  moodboardImageUpdateResponseSchema,
  moodboardListSchema,
  moodboardMetadataResponseSchema,
  renderHistorySchema,
  renderResponseSchema,
  successResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { readForm } from '../../lib/multipart.js';
import type { MoodboardService } from './moodboards.service.js';

/**
 * Spec §7 moodboard and render endpoints at the root (multipart, project_id in the form, checked
 * by the service first: 401 signed out, 404 not the owner), plus the creation call, list, delete
 * and render history under the project.
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
  const post = <S extends z.ZodType>(url: string, response: S, handler: (request: FastifyRequest) => Promise<z.output<S>>) =>
    app.post(url, { ...body, schema: answers(response) }, handler);
  const moodboardId = (request: FastifyRequest) => (request.params as { moodboardId?: string }).moodboardId ?? '';

  post('/generate_moodboard_metadata/', moodboardMetadataResponseSchema, async (r) => m.metadata(userId(r), await readForm(r)));
  post('/generate_single_moodboard_image/', moodboardImageResponseSchema, async (r) => m.singleImage(userId(r), await readForm(r)));
  post('/update_moodboard_image/', moodboardImageUpdateResponseSchema, async (r) => m.updateImage(userId(r), await readForm(r)));
  post('/delete_moodboard/', successResponseSchema, async (r) => m.deleteFromForm(userId(r), await readForm(r)));
  post('/generate_render/', renderResponseSchema, async (r) => m.generateRender(userId(r), await readForm(r)));
  post('/edit_render/', renderResponseSchema, async (r) => m.editRender(userId(r), await readForm(r)));
  // No project: the client's local moodboards (spec §7); images are the user's scratch images.
  app.post(
    '/moodboard_images_edit/',
    {
      preHandler: app.requireUser,
      config: access.user('generate'),
      bodyLimit: FORM_BODY_LIMIT,
      schema: answers(moodboardImagesEditResponseSchema),
    },
    async (r) => m.editWithoutProject(userId(r), await readForm(r)),
  );

  app.get('/api/projects/:id/moodboards', { ...viewing, schema: answers(moodboardListSchema) }, async (r) => m.list(project(r)));
  // The body is read after the ownership check (a stranger learns nothing from a validation error).
  const createSchema = { response: { 200: moodboardCreateResponseSchema, 201: moodboardCreateResponseSchema } };
  app.post('/api/projects/:id/moodboards', { ...editing, bodyLimit: FORM_BODY_LIMIT, schema: createSchema }, async (r, reply) => {
    const { moodboard, created } = await m.create(userId(r), project(r), await readForm(r));
    return reply.status(created ? 201 : 200).send({ moodboard });
  });
  app.delete('/api/projects/:id/moodboards/:moodboardId', { ...editing, schema: answers(successResponseSchema) }, async (r) =>
    m.deleteById(project(r), moodboardId(r)),
  );
  app.get('/api/projects/:id/moodboards/:moodboardId/renders', { ...viewing, schema: answers(renderHistorySchema) }, async (r) =>
    m.renderHistory(project(r), moodboardId(r)),
  );
}
