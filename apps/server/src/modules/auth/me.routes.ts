import { meResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../http/request-scope.js';
import { access, touches } from '../../http/route-access.js';

/** GET /api/me — the signed-in user, for clients and for session checks. */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/me',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'the caller themself' }) },
      schema: { response: { 200: meResponseSchema } },
    },
    async (request) => {
      const { id, email, name, emailVerified } = signedInUser(request);
      return { id, email, full_name: name, email_verified: emailVerified };
    },
  );
}
