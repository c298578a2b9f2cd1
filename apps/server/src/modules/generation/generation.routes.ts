import {
  contextMetadataInputSchema,
  contextMetadataResponseSchema,
  contextUpdateInputSchema,
  contextUpdateResponseSchema,
  GENERATION_KINDS,
  generationJobInputSchema,
  generationProgressSchema,
  imageEditInputSchemas,
  imageEditResponseSchema,
  imageSelectionInputSchemas,
  imageSelectionResponseSchema,
  singleImageInputSchemas,
  singleImageResponseSchema,
  statusResponseSchema,
  topicsMetadataInputSchema,
  topicsMetadataResponseSchema,
  topicsUpdateInputSchema,
  topicsUpdateResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access, touches } from '../../http/route-access.js';
import type { ProjectView } from '../projects/index.js';
import type { Generation } from './generation.js';

/**
 * Spec §7 generation endpoints at the root (multipart forms with project_id, checked by the
 * form's guard `app.formProject` before the form is parsed: 401 signed out, 404 not a member,
 * 403 a viewer), plus the server-side job API under the project.
 */
export async function generationRoutes(app: FastifyInstance, opts: { generation: Generation }): Promise<void> {
  const g = opts.generation;
  const body = { preHandler: app.requireUser, config: access.project('body', 'edit', 'generate'), bodyLimit: FORM_BODY_LIMIT };
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const project = scopedProject;
  // Each answer is serialised by its response schema (a field it does not name never leaves the server).
  // The form's project is checked first (a stranger learns nothing from a 400), then the form is parsed once.
  const formRoute =
    <P extends ProjectView | undefined>(projectOf: (request: FastifyRequest) => Promise<P>) =>
    <I extends z.ZodType, S extends z.ZodType>(
      url: string,
      spec: { input: I; response: S },
      handler: (request: FastifyRequest, project: P, input: z.output<I>) => Promise<z.output<S>>,
    ) => {
      const schema: FastifySchema = { response: { 200: spec.response } };
      app.post(url, { ...body, config: { ...body.config, ...declaresInput(spec.input) }, schema }, async (request) => {
        const project = await projectOf(request);
        return handler(request, project, await parseInput(spec.input, request));
      });
    };
  const post = formRoute((request) => app.formProject(request));
  // presentation_*_update: project_id is optional (spec §7); without it the text call is the caller's.
  const postMaybeProject = formRoute((request) => app.formProject(request, { optional: true }));

  post('/generate_context_metadata/', { input: contextMetadataInputSchema, response: contextMetadataResponseSchema }, (r, p, input) =>
    g.contextMetadata(userId(r), p, input),
  );
  post('/generate_topics_metadata/', { input: topicsMetadataInputSchema, response: topicsMetadataResponseSchema }, (r, p, input) =>
    g.topicsMetadata(userId(r), p, input),
  );
  for (const kind of GENERATION_KINDS) {
    post(`/generate_single_${kind}_image/`, { input: singleImageInputSchemas[kind], response: singleImageResponseSchema }, (r, p, input) =>
      g.singleImage(userId(r), p, input, kind),
    );
    post(`/presentation_${kind}_edit/`, { input: imageEditInputSchemas[kind], response: imageEditResponseSchema }, (r, p, input) =>
      g.edit(userId(r), p, input, kind),
    );
  }
  postMaybeProject(
    '/presentation_context_update/',
    { input: contextUpdateInputSchema, response: contextUpdateResponseSchema },
    (r, p, input) => g.updateContext(userId(r), p, input),
  );
  postMaybeProject(
    '/presentation_topics_update/',
    { input: topicsUpdateInputSchema, response: topicsUpdateResponseSchema },
    (r, p, input) => g.updateTopics(userId(r), p, input),
  );
  const selection = { input: imageSelectionInputSchemas.context, response: imageSelectionResponseSchema };
  post('/save_image_selection/', selection, (r, p, input) => g.saveSelection(userId(r), p, input, 'context'));
  post('/save_topics_image_selection/', { ...selection, input: imageSelectionInputSchemas.topics }, (r, p, input) =>
    g.saveSelection(userId(r), p, input, 'topics'),
  );
  app.get(
    '/test/save_image_selection/',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'answers ok' }) },
      schema: { response: { 200: statusResponseSchema } },
    },
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
  // "Cancel" on Generate all: slots no worker has taken leave the queue; running ones finish.
  r.post('/api/projects/:id/generation/cancel', { ...editing, schema: { response: { 200: generationProgressSchema } } }, async (request) =>
    g.jobs.cancel(project(request).id),
  );
  r.get('/api/projects/:id/generation', { ...viewing, schema: { response: { 200: generationProgressSchema } } }, async (request) =>
    g.jobs.progress(project(request).id),
  );
}
