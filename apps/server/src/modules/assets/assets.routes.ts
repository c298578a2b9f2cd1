import { ASSET_SHA_PATTERN } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/request-scope.js';
import { access, touches } from '../../http/route-access.js';
import type { AssetService, AssetVariant } from './assets.service.js';

const paramsSchema = z.object({
  sha: z.string().regex(ASSET_SHA_PATTERN, 'That is not an image id.'),
  size: z.enum(['256', '768']).optional(),
});

/**
 * GET /api/assets/:sha[/256|/768] — images by content hash. Authorised by the session cookie
 * (an <img> cannot send a bearer header) or a bearer token; only for a user whose project uses it.
 * Content never changes for a hash, so responses are cacheable forever (private: per user).
 */
export async function assetRoutes(app: FastifyInstance, opts: { assets: AssetService }): Promise<void> {
  const handler = async (
    request: {
      params: z.infer<typeof paramsSchema>;
      headers: Record<string, unknown>;
      user?: FastifyRequest['user'];
      tokenGrant?: FastifyRequest['tokenGrant'];
    },
    reply: import('fastify').FastifyReply,
  ) => {
    const variant: AssetVariant = request.params.size ? (Number(request.params.size) as AssetVariant) : 'original';
    const etag = `"${request.params.sha}-${variant}"`;
    reply.header('cache-control', 'private, max-age=31536000, immutable').header('etag', etag);
    // A personal access token sees only the images of the workspaces it names.
    const tokenWorkspaces = request.tokenGrant?.workspaceIds;
    const asset = await opts.assets.openForUser(signedInUser(request).id, request.params.sha, variant, tokenWorkspaces);
    if (request.headers['if-none-match'] === etag) {
      (asset.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      return reply.status(304).send();
    }
    return reply.type(asset.contentType).header('x-content-type-options', 'nosniff').send(asset.stream);
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { ...access.user('read'), ...touches({ none: "an image of the token's workspaces only (openForUser narrows it)" }) };
  typed.get('/api/assets/:sha', { schema: { params: paramsSchema }, preHandler: app.requireUser, config }, handler);
  typed.get('/api/assets/:sha/:size', { schema: { params: paramsSchema }, preHandler: app.requireUser, config }, handler);
}
