import type { FastifyInstance } from 'fastify';

/** The docs page may run Scalar's inline start-up script and its styles; nothing else changes. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'";

/**
 * The interactive reference at /api/docs (Scalar), reading /api/openapi.json. Its package is
 * imported here only, so it costs the web app's pages nothing; its routes are public and left
 * out of the document.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? { kind: 'public' } };
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', DOCS_CSP);
    return payload;
  });
  const { default: reference } = await import('@scalar/fastify-api-reference');
  await app.register(reference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Loci API' },
    logLevel: 'silent',
  });
}
