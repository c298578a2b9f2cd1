import { budgetInputSchema, budgetSchema, costsSchema, estimateQuerySchema, estimateSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseValue } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { type CostsService, costsCsv } from './costs.service.js';

// Ids are checked by the guard (a stranger gets 404 whatever the id looks like); only their length here.
const workspaceParams = z.object({ workspaceId: z.string().max(64) });

/** The estimate before paid work, and a studio's budget and spend (Studio settings → Usage). */
export async function costsRoutes(app: FastifyInstance, opts: { costs: CostsService }): Promise<void> {
  const { costs } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/estimate',
    { config: access.project('params', 'view', 'read'), schema: { response: { 200: estimateSchema } } },
    // The query is read after the project check (a stranger learns nothing from a 400).
    async (request) => {
      const project = scopedProject(request);
      const query = parseValue(estimateQuerySchema, request.query);
      return costs.estimate(query, { workspaceId: project.workspace_id, userId: signedInUser(request).id });
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/budget',
    { config: access.workspace('view', 'read'), schema: { params: workspaceParams, response: { 200: budgetSchema } } },
    async (request) => costs.budget(request.params.workspaceId),
  );

  r.put(
    '/api/workspaces/:workspaceId/budget',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, body: budgetInputSchema, response: { 200: budgetSchema } },
    },
    async (request) => costs.setBudget(request.params.workspaceId, request.body),
  );

  r.get(
    '/api/workspaces/:workspaceId/costs',
    { config: access.workspace('manage', 'session'), schema: { params: workspaceParams, response: { 200: costsSchema } } },
    async (request) => ({ rows: await costs.costs(request.params.workspaceId) }),
  );

  r.get(
    '/api/workspaces/:workspaceId/costs.csv',
    { config: access.workspace('manage', 'session'), schema: { params: workspaceParams } },
    async (request, reply) => {
      const csv = costsCsv(await costs.costs(request.params.workspaceId));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="loci-usage.csv"').send(csv);
    },
  );
}
