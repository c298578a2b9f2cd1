import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { access } from '../../http/route-access.js';
import type { Metrics } from './metrics.js';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`
 * (only registered when METRICS_TOKEN is set). Times every request by its route pattern.
 */
async function metricsRoutes(app: FastifyInstance, opts: { metrics: Metrics; token: string }) {
  const { metrics } = opts;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const schema = { summary: 'Prometheus metrics (the operator token)', tags: ['Service'] };
  app.get('/metrics', { config: access.token, schema }, async (request, reply) => {
    if (!tokenMatches(request, opts.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: ErrorCode.Unauthenticated, error: 'A valid metrics token is required.' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/** Registered before the other routes (it times them all), unencapsulated. */
export const metricsPlugin = fp(metricsRoutes, { name: 'loci-metrics' });
