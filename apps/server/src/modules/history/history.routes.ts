import { slotVariationsInputSchema, slotVariationsResponseSchema, slotVersionListSchema, slotVersionQueryInputSchema } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaresInput, parseInput, parseValue } from '../../http/parse-input.js';
import { access } from '../../http/route-access.js';
import type { History } from './history.service.js';

/**
 * Slot history under the project: the strip's versions (on demand, never in the project read) and
 * restoring one. Restoring follows the project's version (`If-Match`: 409 when someone changed it).
 */
export async function historyRoutes(app: FastifyInstance, opts: { history: History }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const project = (request: FastifyRequest) => {
    if (!request.project) throw new Error('project scope missing');
    return request.project;
  };
  r.get(
    '/api/projects/:id/slot-versions',
    {
      config: access.project('params', 'view', 'read'),
      schema: { response: { 200: slotVersionListSchema } },
    },
    // The query is read after the project check (a stranger learns nothing from a 400).
    async (request) => {
      const query = parseValue(slotVersionQueryInputSchema, request.query);
      return opts.history.list(project(request).id, query.slot);
    },
  );
  r.post(
    '/api/projects/:id/slot-versions/:versionId/restore',
    {
      config: { ...access.project('params', 'edit', 'write'), versioned: true },
      schema: { params: z.object({ id: z.string(), versionId: z.string().max(64) }), response: { 200: slotVersionListSchema } },
    },
    async (request) => opts.history.restore(project(request).id, request.params.versionId, request.user?.id ?? ''),
  );
  // The body is read after the project check; a client that goes away cancels the candidates not yet started.
  r.post(
    '/api/projects/:id/slot-variations',
    {
      config: { ...access.project('params', 'edit', 'generate'), ...declaresInput(slotVariationsInputSchema) },
      schema: { response: { 200: slotVariationsResponseSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(slotVariationsInputSchema, request);
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return opts.history.variations(project(request), input, request.user?.id ?? '', abort.signal);
    },
  );
}
