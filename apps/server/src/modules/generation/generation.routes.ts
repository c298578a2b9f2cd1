import {
  contextMetadataResponseSchema,
  contextUpdateResponseSchema,
  generationJobInputSchema,
  generationProgressSchema,
  imageEditResponseSchema,
  imageSelectionResponseSchema,
  singleImageResponseSchema,
  statusResponseSchema,
  topicsMetadataResponseSchema,
  topicsUpdateResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { readForm } from '../../lib/multipart.js';
import type { Generation } from './generation.js';

/**
 * Spec §7 generation endpoints at the root (multipart forms with project_id, checked by the
 * service: 401 signed out, 404 not the owner), plus the server-side job API under the project.
 */
export async function generationRoutes(app: FastifyInstance, opts: { generation: Generation }): Promise<void> {
  const g = opts.generation;
  const body = { preHandler: app.requireUser, config: access.project('body', 'edit', 'generate'), bodyLimit: FORM_BODY_LIMIT };
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const project = scopedProject;
  // Each answer is serialised by its response schema (a field it does not name never leaves the server).
  const post = <S extends z.ZodType>(url: string, response: S, handler: (request: FastifyRequest) => Promise<z.output<S>>) => {
    const schema: FastifySchema = { response: { 200: response } };
    app.post(url, { ...body, schema }, handler);
  };

  post('/generate_context_metadata/', contextMetadataResponseSchema, async (r) => g.contextMetadata(userId(r), await readForm(r)));
  post('/generate_topics_metadata/', topicsMetadataResponseSchema, async (r) => g.topicsMetadata(userId(r), await readForm(r)));
  post('/generate_single_context_image/', singleImageResponseSchema, async (r) => g.singleImage(userId(r), await readForm(r), 'context'));
  post('/generate_single_topics_image/', singleImageResponseSchema, async (r) => g.singleImage(userId(r), await readForm(r), 'topics'));
  post('/presentation_context_edit/', imageEditResponseSchema, async (r) => g.edit(userId(r), await readForm(r), 'context'));
  post('/presentation_topics_edit/', imageEditResponseSchema, async (r) => g.edit(userId(r), await readForm(r), 'topics'));
  post('/presentation_context_update/', contextUpdateResponseSchema, async (r) => g.updateContext(userId(r), await readForm(r)));
  post('/presentation_topics_update/', topicsUpdateResponseSchema, async (r) => g.updateTopics(userId(r), await readForm(r)));
  post('/save_image_selection/', imageSelectionResponseSchema, async (r) => g.saveSelection(userId(r), await readForm(r), 'context'));
  post('/save_topics_image_selection/', imageSelectionResponseSchema, async (r) => g.saveSelection(userId(r), await readForm(r), 'topics'));
  app.get(
    '/test/save_image_selection/',
    { preHandler: app.requireUser, config: access.user('read'), schema: { response: { 200: statusResponseSchema } } },
    async () => ({
      status: 'ok',
    }),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'generate') };
  // The body is read after the ownership check (a stranger learns nothing from a validation error).
  r.post(
    '/api/projects/:id/generation',
    {
      ...editing,
      config: { ...editing.config, ...declaresInput(generationJobInputSchema) },
      schema: { response: { 202: generationProgressSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(generationJobInputSchema, request);
      return reply.status(202).send(await g.jobs.queue(project(request), input, signedInUser(request).id));
    },
  );
  r.get('/api/projects/:id/generation', { ...viewing, schema: { response: { 200: generationProgressSchema } } }, async (request) =>
    g.jobs.progress(project(request).id),
  );
}
