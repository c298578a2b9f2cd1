import { ErrorCode } from '@loci/shared';
import type { FastifyInstance, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import { CONTROL_CHARS_MESSAGE, containsControlChars } from './control-chars.js';
import { crossSiteVerdict, isCookieAuthenticated, originOf } from './cross-site.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'allow'`: this state-changing route accepts cookie-authenticated writes from other sites. None does today. */
    crossSite?: 'allow';
  }
  interface FastifyInstance {
    /** Every route as registered (HEAD left out), for the tests that walk the route table. */
    routeTable: { method: string; url: string }[];
    /** The state-changing routes the cross-site guard covers. */
    crossSiteGuardedRoutes: { method: string; url: string }[];
  }
}

export const CROSS_SITE_MESSAGE = 'This request came from another site, so Loci refused it. Open Loci itself and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Installs the request-safety rules on every route as it is registered (call before any route):
 * a cookie-authenticated POST/PUT/PATCH/DELETE from another origin is refused (403), and any
 * control character in a JSON body, query string or path parameter is refused (400). Multipart
 * fields are checked where they are parsed (lib/multipart.ts), with the same rule.
 */
export function registerRequestSafety(app: FastifyInstance, opts: { trustedOrigins: string[] }): void {
  const trusted = new Set(opts.trustedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null));
  const routeTable: FastifyInstance['routeTable'] = [];
  const guarded: FastifyInstance['crossSiteGuardedRoutes'] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('crossSiteGuardedRoutes', guarded);

  const refuseCrossSite: onRequestHookHandler = async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isCookieAuthenticated(request.headers)) return;
    const verdict = crossSiteVerdict(request.headers, trusted);
    if (!verdict) return;
    // Operators see why (a proxy that drops Origin shows up here as 'no-provenance').
    request.log.warn({ reason: verdict, origin: request.headers.origin, route: request.routeOptions.url }, 'cross-site write refused');
    throw new AppError(ErrorCode.Forbidden, CROSS_SITE_MESSAGE);
  };

  const refuseControlChars: preValidationHookHandler = async (request) => {
    if (containsControlChars(request.params) || containsControlChars(request.query) || containsControlChars(request.body)) {
      throw new AppError(ErrorCode.Validation, CONTROL_CHARS_MESSAGE);
    }
  };

  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) routeTable.push({ method, url: route.url });
    route.preValidation = prepend(refuseControlChars, route.preValidation);
    if (route.config?.crossSite === 'allow') return;
    const writes = methods.filter((m) => STATE_CHANGING.has(m));
    if (!writes.length) return;
    for (const method of writes) guarded.push({ method, url: route.url });
    route.onRequest = prepend(refuseCrossSite, route.onRequest);
  });
}

/** Puts a hook first in a route's own list (which may be absent, one hook or several). */
function prepend<T>(hook: T, existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [hook];
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}
