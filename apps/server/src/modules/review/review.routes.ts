import {
  ASSET_SHA_PATTERN,
  type AssetVariant,
  credentialCheckSchema,
  reviewFeedbackInputSchema,
  reviewFeedbackListSchema,
  reviewFeedbackSchema,
  reviewLinkCreatedSchema,
  reviewLinkCreateSchema,
  reviewLinkListSchema,
  reviewLinkSchema,
  reviewRegenerateResponseSchema,
  reviewRegenerateSchema,
  reviewSubmitResponseSchema,
  reviewUnlockResponseSchema,
  reviewUnlockSchema,
  reviewViewSchema,
  workspaceReviewLinkListSchema,
  workspaceReviewLinkSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../http/client-address.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { LinkCaller, ReviewClient } from './review-client.service.js';
import type { ReviewDesigner } from './review-designer.service.js';

const projectParams = z.object({ id: z.string().max(64) });
// Checked by the service after the project guard (a stranger learns nothing from a 400).
declare module 'fastify' {
  interface FastifyInstance {
    /** Every route authorised by a review link's token, for the test that walks them all. */
    reviewLinkRoutes: { method: string; url: string }[];
  }
}

const linkParams = projectParams.extend({ linkId: z.string().max(64) });
// 32 random bytes in base64url are 43 characters; anything else cannot be a token.
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That is not a review link.') });
const assetParams = tokenParams.extend({
  sha: z.string().regex(ASSET_SHA_PATTERN, 'That is not an image id.'),
  size: z.enum(['256', '768']).optional(),
});
const credentialParams = tokenParams.extend({ sha: z.string().regex(ASSET_SHA_PATTERN, 'That is not an image id.') });
const keyQuery = z.object({ key: z.string().max(100).optional() });

/**
 * Review links. Designer side under the project (`/api/projects/:id/review-links…`, `…/feedback…`),
 * guarded like every project route. Client side under `/api/review/:token/…`: authorised by the
 * link's token alone (and its passcode key); no session is read, so a designer's cookie changes nothing.
 */
export async function reviewRoutes(
  app: FastifyInstance,
  opts: { designer: ReviewDesigner; client: ReviewClient; linkRoutes: { method: string; url: string }[] },
): Promise<void> {
  const { designer, client } = opts;
  app.addHook('onRoute', (route) => {
    if (route.config?.access?.kind !== 'link') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') opts.linkRoutes.push({ method, url: route.url });
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const edit = {
    preHandler: app.requireProject,
    config: access.project('params', 'edit', 'review'),
  };
  const view = {
    preHandler: app.requireProject,
    config: access.project('params', 'view', 'review'),
  };
  const project = scopedProject;

  r.post(
    '/api/projects/:id/review-links',
    {
      ...edit,
      config: { ...edit.config, ...declaresInput(reviewLinkCreateSchema) },
      schema: { params: projectParams, response: { 201: reviewLinkCreatedSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(reviewLinkCreateSchema, request);
      return reply.status(201).send(await designer.createLink(project(request), signedInUser(request).id, input));
    },
  );
  r.get(
    '/api/projects/:id/review-links',
    { ...view, schema: { params: projectParams, response: { 200: reviewLinkListSchema } } },
    async (request) => designer.listLinks(project(request), signedInUser(request).id),
  );
  r.delete(
    '/api/projects/:id/review-links/:linkId',
    { ...edit, schema: { params: linkParams, response: { 200: reviewLinkSchema } } },
    async (request) => designer.revoke(project(request), signedInUser(request).id, request.params.linkId),
  );
  // A studio's owners see and revoke every link of its projects (the guard lets only owners in).
  const owners = { config: access.workspace('manage', 'review') };
  const studioParams = z.object({ workspaceId: z.string().max(64) });
  r.get(
    '/api/workspaces/:workspaceId/review-links',
    { ...owners, schema: { params: studioParams, response: { 200: workspaceReviewLinkListSchema } } },
    async (request) => designer.studioLinks(request.params.workspaceId, signedInUser(request).id),
  );
  r.delete(
    '/api/workspaces/:workspaceId/review-links/:linkId',
    {
      ...owners,
      schema: { params: studioParams.extend({ linkId: z.string().max(64) }), response: { 200: workspaceReviewLinkSchema } },
    },
    async (request) => designer.revokeStudioLink(request.params.workspaceId, signedInUser(request).id, request.params.linkId),
  );
  r.get(
    '/api/projects/:id/feedback',
    { ...view, schema: { params: projectParams, response: { 200: reviewFeedbackListSchema } } },
    async (request) => designer.feedback(project(request).id),
  );
  r.post(
    '/api/projects/:id/feedback/regenerate',
    // It generates again (charged to the quota): the generate scope, not review.
    {
      ...edit,
      config: { ...access.project('params', 'edit', 'generate'), ...declaresInput(reviewRegenerateSchema) },
      schema: { params: projectParams, response: { 202: reviewRegenerateResponseSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(reviewRegenerateSchema, request);
      return reply.status(202).send(await designer.regenerate(project(request), input, signedInUser(request).id));
    },
  );

  const link = { config: access.link };
  const caller = (request: {
    params: { token: string };
    query: { key?: string };
    headers: FastifyRequest['headers'];
    ip: string;
  }): LinkCaller => {
    const header = request.headers['x-review-key'];
    return {
      token: request.params.token,
      key: (typeof header === 'string' ? header : undefined) ?? request.query.key,
      ip: clientKey(request.ip),
    };
  };
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

  const image = async (
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
  r.get(
    '/api/review/:token/credentials/:sha',
    { ...link, schema: { params: credentialParams, querystring: keyQuery, response: { 200: credentialCheckSchema } } },
    async (request) => client.credentials(caller(request), request.params.sha),
  );
  r.get('/api/review/:token/assets/:sha', { ...link, schema: { params: assetParams, querystring: keyQuery } }, image);
  r.get('/api/review/:token/assets/:sha/:size', { ...link, schema: { params: assetParams, querystring: keyQuery } }, image);
}
