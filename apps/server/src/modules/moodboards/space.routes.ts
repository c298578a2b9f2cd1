import {
  moodboardSpaceResponseSchema,
  spaceJobResponseSchema,
  spaceRenderRequestSchema,
  spaceSavedResponseSchema,
  spaceSetInputSchema,
  successResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { MoodboardSpaces } from './space.service.js';

/**
 * "Your space" on a moodboard page (issue #33): GET the space and its queued renders; POST a
 * photo, sketch or model view (multipart `file` + optional `author`) or one of the project's
 * images (`image`); DELETE it; POST a render at a strength (202, on the job queue); DELETE one to cancel.
 */
export async function spaceRoutes(app: FastifyInstance, opts: { spaces: MoodboardSpaces }): Promise<void> {
  const s = opts.spaces;
  const base = '/api/projects/:id/moodboards/:moodboardId/space';
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = { preHandler: app.requireProject, config: access.project('params', 'edit', 'write') };
  const generating = { preHandler: app.requireProject, config: access.project('params', 'edit', 'generate') };
  const params = (r: FastifyRequest) => r.params as { moodboardId: string; jobId?: string };
  const userId = (r: FastifyRequest) => signedInUser(r).id;

  app.get(base, { ...viewing, schema: { response: { 200: moodboardSpaceResponseSchema } } }, async (r) =>
    s.get(scopedProject(r), params(r).moodboardId),
  );
  // The body is read after the access check (a stranger learns nothing from a validation error).
  app.post(
    base,
    {
      ...editing,
      config: { ...editing.config, ...declaresInput(spaceSetInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 201: spaceSavedResponseSchema } },
    },
    async (r, reply) => {
      const input = await parseInput(spaceSetInputSchema, r);
      return reply.status(201).send(await s.set(userId(r), scopedProject(r), params(r).moodboardId, input));
    },
  );
  app.delete(base, { ...editing, schema: { response: { 200: successResponseSchema } } }, async (r) =>
    s.remove(scopedProject(r), params(r).moodboardId),
  );
  app.post(
    `${base}/renders`,
    {
      ...generating,
      config: { ...generating.config, ...declaresInput(spaceRenderRequestSchema) },
      schema: { response: { 202: spaceJobResponseSchema } },
    },
    async (r, reply) => {
      const input = await parseInput(spaceRenderRequestSchema, r);
      return reply.status(202).send(await s.queue(userId(r), scopedProject(r), params(r).moodboardId, input));
    },
  );
  app.delete(`${base}/renders/:jobId`, { ...generating, schema: { response: { 200: spaceJobResponseSchema } } }, async (r) =>
    s.cancel(scopedProject(r), params(r).moodboardId, params(r).jobId ?? ''),
  );
}
