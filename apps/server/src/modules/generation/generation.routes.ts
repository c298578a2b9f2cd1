import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readForm } from '../../lib/multipart.js';
import type { Generation } from './generation.js';

/**
 * Spec §7 generation endpoints at the root (multipart forms with project_id, checked by the
 * service: 401 signed out, 404 not the owner), plus the server-side job API under the project.
 */
export async function generationRoutes(app: FastifyInstance, opts: { generation: Generation }): Promise<void> {
  const g = opts.generation;
  const body = { preHandler: app.requireUser, config: { projectScope: 'body' as const } };
  // requireUser / requireProject ran first, so the user and project are set.
  const userId = (request: FastifyRequest) => request.user?.id ?? '';
  const project = (request: FastifyRequest) => {
    if (!request.project) throw new Error('project scope missing');
    return request.project;
  };
  const post = (url: string, handler: (request: FastifyRequest) => Promise<unknown>) => app.post(url, body, handler);

  post('/generate_context_metadata/', async (r) => g.contextMetadata(userId(r), await readForm(r)));
  post('/generate_topics_metadata/', async (r) => g.topicsMetadata(userId(r), await readForm(r)));
  post('/generate_single_context_image/', async (r) => g.singleImage(userId(r), await readForm(r), 'context'));
  post('/generate_single_topics_image/', async (r) => g.singleImage(userId(r), await readForm(r), 'topics'));
  post('/presentation_context_edit/', async (r) => g.edit(userId(r), await readForm(r), 'context'));
  post('/presentation_topics_edit/', async (r) => g.edit(userId(r), await readForm(r), 'topics'));
  post('/presentation_context_update/', async (r) => g.updateContext(userId(r), await readForm(r)));
  post('/presentation_topics_update/', async (r) => g.updateTopics(userId(r), await readForm(r)));
  post('/save_image_selection/', async (r) => g.saveSelection(userId(r), await readForm(r), 'context'));
  post('/save_topics_image_selection/', async (r) => g.saveSelection(userId(r), await readForm(r), 'topics'));
  app.get('/test/save_image_selection/', { preHandler: app.requireUser }, async () => ({ status: 'ok' }));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const scoped = { preHandler: app.requireProject, config: { projectScope: 'params' as const } };
  // The body is read after the ownership check (a stranger learns nothing from a validation error).
  r.post('/api/projects/:id/generation', scoped, async (request, reply) =>
    reply.status(202).send(await g.jobs.queue(project(request), request.body)),
  );
  r.get('/api/projects/:id/generation', scoped, async (request) => g.jobs.progress(project(request).id));
}
