import {
  ASSET_SHA_PATTERN,
  type AssetVariant,
  credentialCheckSchema,
  reviewFeedbackInputSchema,
  reviewFeedbackSchema,
  reviewSubmitResponseSchema,
  reviewUnlockResponseSchema,
  reviewUnlockSchema,
  reviewViewSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../http/client-address.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { access } from '../../http/route-access.js';
import type { LinkCaller, ReviewClient } from './review-client.service.js';

// 32 random bytes in base64url are 43 characters; anything else cannot be a token.
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That is not a review link.') });
const assetParams = tokenParams.extend({
  sha: z.string().regex(ASSET_SHA_PATTERN, 'That is not an image id.'),
  size: z.enum(['256', '768']).optional(),
});
const credentialParams = tokenParams.extend({ sha: z.string().regex(ASSET_SHA_PATTERN, 'That is not an image id.') });
const keyQuery = z.object({ key: z.string().max(100).optional() });

/** Who calls: the link's token, the passcode key (header, else query) and the client's address. */
function caller(request: {
  params: { token: string };
  query: { key?: string };
  headers: FastifyRequest['headers'];
  ip: string;
}): LinkCaller {
  const header = request.headers['x-review-key'];
  return {
    token: request.params.token,
    key: (typeof header === 'string' ? header : undefined) ?? request.query.key,
    ip: clientKey(request.ip),
  };
}

/** GET /api/review/:token/assets/:sha[/:size] — an image of the link's project, never kept past the link's life unchecked. */
function linkImage(client: ReviewClient) {
  return async (
    request: { params: z.infer<typeof assetParams>; query: { key?: string }; headers: FastifyRequest['headers']; ip: string },
    reply: FastifyReply,
  ) => {
    const variant: AssetVariant = request.params.size ? (Number(request.params.size) as AssetVariant) : 'original';
    const match = request.headers['if-none-match'];
    const asset = await client.openAsset(caller(request), request.params.sha, variant, typeof match === 'string' ? match : undefined);
    reply.type(asset.contentType).header('x-content-type-options', 'nosniff');
    // A revoked or expired link must stop every image at once: kept copies are checked with the server each time.
    if (!asset.etag) return reply.header('cache-control', 'no-store').send(asset.body);
    reply.header('cache-control', 'private, no-cache').header('etag', asset.etag);
    return asset.notModified ? reply.status(304).send() : reply.send(asset.body);
  };
}

/**
 * The client's side, under `/api/review/:token/…`: authorised by the link's token alone (and its
 * passcode key); no session is read, so a designer's cookie changes nothing.
 */
export async function reviewClientRoutes(app: FastifyInstance, opts: { client: ReviewClient }): Promise<void> {
  const { client } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const link = { config: access.link };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.get(
    '/api/review/:token',
    { ...link, schema: { params: tokenParams, querystring: keyQuery, response: { 200: reviewViewSchema } } },
    async (request, reply) => {
      noStore(reply);
      return client.view(caller(request));
    },
  );
  r.post(
    '/api/review/:token/unlock',
    {
      ...link,
      schema: { params: tokenParams, querystring: keyQuery, body: reviewUnlockSchema, response: { 200: reviewUnlockResponseSchema } },
    },
    async (request) => client.unlock(caller(request), request.body.passcode),
  );
  r.post(
    '/api/review/:token/feedback',
    {
      ...link,
      config: { ...link.config, ...declaresInput(reviewFeedbackInputSchema) },
      schema: { params: tokenParams, querystring: keyQuery, response: { 201: reviewFeedbackSchema } },
    },
    async (request, reply) => {
      // Read before the link is checked, as it always was: the link's check counts a try.
      const input = await parseInput(reviewFeedbackInputSchema, request);
      return reply.status(201).send(await client.addFeedback(caller(request), input));
    },
  );
  r.post(
    '/api/review/:token/submit',
    { ...link, schema: { params: tokenParams, querystring: keyQuery, response: { 200: reviewSubmitResponseSchema } } },
    async (request) => client.submit(caller(request)),
  );

  const image = linkImage(client);
  r.get(
    '/api/review/:token/credentials/:sha',
    { ...link, schema: { params: credentialParams, querystring: keyQuery, response: { 200: credentialCheckSchema } } },
    async (request) => client.credentials(caller(request), request.params.sha),
  );
  r.get('/api/review/:token/assets/:sha', { ...link, schema: { params: assetParams, querystring: keyQuery } }, image);
  r.get('/api/review/:token/assets/:sha/:size', { ...link, schema: { params: assetParams, querystring: keyQuery } }, image);
}
