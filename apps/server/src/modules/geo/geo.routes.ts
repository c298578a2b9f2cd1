import { geoReverseQuerySchema, geoReverseSchema, geoSearchQuerySchema, geoSearchResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import { access, touches } from '../../http/route-access.js';

/** Place search (autocomplete) and reverse lookup for the location selector, behind the Geocoder port. */
export async function geoRoutes(app: FastifyInstance, opts: { geocoder: Geocoder }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/geo/search',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'looks up places, stores nothing' }) },
      schema: { querystring: geoSearchQuerySchema, response: { 200: geoSearchResponseSchema } },
    },
    async (request) => ({
      results: await opts.geocoder.search(request.query.q, request.query.limit),
    }),
  );
  r.get(
    '/api/geo/reverse',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'looks up places, stores nothing' }) },
      schema: { querystring: geoReverseQuerySchema, response: { 200: geoReverseSchema } },
    },
    async (request) => opts.geocoder.reverse(request.query.lat, request.query.lng),
  );
}
