import { personalTokenSchema, tokenCreatedSchema, tokenCreateSchema, tokenListSchema } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { TokenService } from './tokens.service.js';

/** Profile's personal access tokens. A token cannot manage tokens: these routes take a signed-in session only. */
export async function tokenRoutes(app: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionOnly = access.user('session');
  const userId = (request: Pick<FastifyRequest, 'user'>) => signedInUser(request).id;

  r.get('/api/tokens', { config: sessionOnly, schema: { response: { 200: tokenListSchema } } }, async (request) => ({
    tokens: await opts.tokens.list(userId(request)),
  }));
  r.post(
    '/api/tokens',
    { config: sessionOnly, schema: { body: tokenCreateSchema, response: { 201: tokenCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await opts.tokens.create(userId(request), request.body)),
  );
  r.delete(
    '/api/tokens/:tokenId',
    { config: sessionOnly, schema: { params: z.object({ tokenId: z.string().max(64) }), response: { 200: personalTokenSchema } } },
    async (request) => opts.tokens.revoke(userId(request), request.params.tokenId),
  );
}
