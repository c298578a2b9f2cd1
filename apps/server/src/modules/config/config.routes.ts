import { clientConfigSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { access } from '../../http/route-access.js';
import { OIDC_PROVIDER_ID, type OidcConfig } from '../auth/index.js';

/** GET /api/config — public settings the web app needs (map tiles, which geocoder, offline preview, how people sign in). */
export async function configRoutes(app: FastifyInstance, opts: { env: Env; oidc: OidcConfig | null }): Promise<void> {
  const { env } = opts;
  const body = {
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    geocoder: env.GEOCODER,
    offlineAi: env.AI_TEXT_PROVIDER === 'offline' || env.AI_IMAGE_PROVIDER === 'offline',
    offlineImages: env.AI_IMAGE_PROVIDER === 'offline',
    auth: {
      passwordSignIn: env.PASSWORD_SIGN_IN === 'on',
      identityProvider: opts.oidc ? { id: OIDC_PROVIDER_ID, name: opts.oidc.providerName } : null,
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { config: access.public, schema: { response: { 200: clientConfigSchema } } }, async () => body);
}
