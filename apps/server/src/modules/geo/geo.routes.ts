import {
  geoReverseQuerySchema,
  geoReverseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
  geoSiteQuerySchema,
  geoSiteSchema,
  geoViewQuerySchema,
  geoViewResponseSchema,
} from '@loci/shared';
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
  r.get(
    '/api/geo/places',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'reads the embedded gazetteer, stores nothing' }) },
      schema: { querystring: geoViewQuerySchema, response: { 200: geoViewResponseSchema } },
    },
    async (request, reply) => {
      const { limit, ...box } = request.query;
      // The gazetteer ships with the app: a view's places change only with a new release.
      reply.header('cache-control', 'private, max-age=86400');
      return { places: opts.geocoder.mapPlaces(box, limit) };
    },
  );
  r.get(
    '/api/geo/site',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: "works out a site's facts, stores nothing" }) },
      schema: { querystring: geoSiteQuerySchema, response: { 200: geoSiteSchema } },
    },
    async (request) => {
      const { lat, lng, place } = request.query;
      const facts = await opts.geocoder.siteFacts(lat, lng, place || undefined);
      return {
        lat,
        lng,
        centre: facts.site ? { name: facts.site.centreName, distanceKm: facts.site.centreDistanceKm } : null,
        sun: facts.sun,
        nearby: (facts.nearby ?? []).map(({ name, kind, distanceKm, source }) => ({ name, kind, distanceKm, source })),
      };
    },
  );
}
