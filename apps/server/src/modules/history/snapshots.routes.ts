import {
  snapshotCreateInputSchema,
  snapshotDetailSchema,
  snapshotListSchema,
  snapshotRestoredSchema,
  snapshotRestoreInputSchema,
  snapshotSummarySchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { access } from '../../http/route-access.js';
import type { Snapshots } from './snapshots.service.js';

const params = z.object({ id: z.string(), snapshotId: z.string().max(64) });

/**
 * The History view's snapshots: list, one with its pages, save one by hand, restore a page or the
 * project. Restoring follows the project's version (`If-Match`: 409 when someone changed it).
 * Bodies are read after the project check (a stranger learns nothing from a 400).
 */
export async function snapshotRoutes(app: FastifyInstance, opts: { snapshots: Snapshots }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const project = (request: FastifyRequest) => {
    if (!request.project) throw new Error('project scope missing');
    return request.project;
  };
  const userId = (request: FastifyRequest) => request.user?.id ?? '';
  r.get(
    '/api/projects/:id/snapshots',
    { config: access.project('params', 'view', 'read'), schema: { response: { 200: snapshotListSchema } } },
    async (request) => opts.snapshots.list(project(request).id),
  );
  r.get(
    '/api/projects/:id/snapshots/:snapshotId',
    { config: access.project('params', 'view', 'read'), schema: { params, response: { 200: snapshotDetailSchema } } },
    async (request) => opts.snapshots.get(project(request).id, request.params.snapshotId),
  );
  r.post(
    '/api/projects/:id/snapshots',
    {
      config: { ...access.project('params', 'edit', 'write'), ...declaresInput(snapshotCreateInputSchema) },
      schema: { response: { 201: snapshotSummarySchema } },
    },
    async (request, reply) => {
      const input = await parseInput(snapshotCreateInputSchema, request);
      return reply.status(201).send(await opts.snapshots.create(project(request).id, input, userId(request)));
    },
  );
  r.post(
    '/api/projects/:id/snapshots/:snapshotId/restore',
    {
      config: { ...access.project('params', 'edit', 'write'), versioned: true, ...declaresInput(snapshotRestoreInputSchema) },
      schema: { params, response: { 200: snapshotRestoredSchema } },
    },
    async (request) => {
      const input = await parseInput(snapshotRestoreInputSchema, request);
      return opts.snapshots.restore(project(request).id, request.params.snapshotId, input, userId(request));
    },
  );
}
