import {
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  projectDuplicateSchema,
  projectMoveSchema,
  projectSchema,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access, actsIn, touches } from '../../http/route-access.js';
import { duplicateDestination } from './project-duplicate.js';
import type { ProjectService } from './projects.service.js';

/** A project as a whole: moved to another studio, duplicated, deleted (`/api/projects/:id/move`, `…/duplicate`, `…/`). */
export async function projectLifecycleRoutes(app: FastifyInstance, opts: { projects: ProjectService }): Promise<void> {
  const { projects } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'write') };
  const managing = { preHandler: app.requireProject, config: access.project('params', 'manage', 'write') };
  // Response schemas serialise every answer: a field they do not name never leaves the server.
  const answers = <T>(schema: T) => ({ response: { 200: schema } });

  r.post(
    '/api/projects/:id/move',
    {
      ...managing,
      // The destination too: a token moves a project only into a workspace it names, with `write` there.
      config: { ...managing.config, ...touches([actsIn.named('write')]), ...declaresInput(projectMoveSchema) },
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
      // Read the source, write the copy: a token needs `write` and the destination among its workspaces.
      config: {
        ...viewing.config,
        ...touches([actsIn.named('write', (request) => duplicateDestination(scopedProject(request)))]),
        ...declaresInput(projectDuplicateSchema),
      },
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
