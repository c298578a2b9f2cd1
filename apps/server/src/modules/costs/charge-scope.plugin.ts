import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runChargedTo } from '../imaging/index.js';

/**
 * Every request runs charged to its signed-in member and, once a guard has checked it, its project
 * (and so the project's studio): read when a charge is made, so the guards that run later count.
 */
async function chargeScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    runChargedTo(() => {
      const user = request.user;
      if (!user) return undefined;
      const project = request.project;
      return { userId: user.id, workspaceId: project?.workspace_id ?? null, projectId: project?.id ?? null };
    }, done);
  });
}

export const chargeScopePlugin = fp(chargeScope, { name: 'charge-scope' });
