import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, PROJECT_CARD_IMAGE_LIMIT, projectInputSchema } from '@loci/shared';
import { AppError } from '../../errors.js';
import { type FormBody, readForm } from '../../lib/multipart.js';
import { type ProjectService, toProjectFields } from './projects.service.js';

const imagesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(48).default(PROJECT_CARD_IMAGE_LIMIT) });

/** Parses the spec's create/update payload from a form; readable 400 on bad fields. */
function parseInput(form: FormBody) {
  const result = projectInputSchema.safeParse(form.fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(ErrorCode.Validation, issue.message);
  }
  return toProjectFields(result.data);
}

/** Spec §7 project rows: thin handlers, one service call each. */
export async function projectRoutes(app: FastifyInstance, opts: { projects: ProjectService }): Promise<void> {
  const { projects } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scoped = { preHandler: app.requireProject, config: { projectScope: 'params' as const } };

  r.get('/api/projects/', { preHandler: app.requireUser }, async (request) => ({ projects: await projects.list(request.user!.id) }));

  r.post('/api/projects/', { preHandler: app.requireUser }, async (request, reply) => {
    const fields = parseInput(await readForm(request));
    const project = await projects.create(request.user!.id, fields);
    return reply.status(201).send({ project_id: project.id, project });
  });

  r.get('/api/projects/:id/', scoped, async (request) => projects.get(request.user!.id, request.project!.id));

  r.get('/api/projects/:id/metadata', scoped, async (request) => ({ project: await projects.metadata(request.user!.id, request.project!.id) }));

  r.get('/api/projects/:id/images', { ...scoped, schema: { querystring: imagesQuerySchema } }, async (request) =>
    projects.images(request.user!.id, request.project!.id, request.query.limit),
  );

  r.put('/api/projects/:id/', scoped, async (request) => {
    const fields = parseInput(await readForm(request));
    const project = await projects.update(request.user!.id, request.project!.id, fields);
    return { project_id: project.id, project };
  });

  r.delete('/api/projects/:id/', scoped, async (request) => {
    await projects.remove(request.user!.id, request.project!.id);
    return { deleted: true, project_id: request.project!.id };
  });
}
