import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { type AuthLimits, admit, authLimitPolicies, type LimitPolicy, release, requesterOf } from './auth-limits.js';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate-limits the better-auth endpoints that guess passwords or send mail. A hook, not a
 * per-route preHandler: it sees every request under /api/auth, however the path is spelled.
 */
export function registerAuthLimits(app: FastifyInstance, opts: { store: RateLimitStore; limits: AuthLimits }): void {
  const policies = authLimitPolicies(opts.limits);
  const counted = new WeakMap<FastifyRequest, string[]>();

  app.addHook('preHandler', async (request, reply) => {
    const policy = request.method === 'POST' ? policyFor(policies, request.url) : undefined;
    if (!policy) return;
    const admission = await admit(opts.store, policy, requesterOf(request.ip, request.body));
    if (!admission.admitted) {
      return reply.code(429).header('retry-after', String(admission.retryAfterSec)).send({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY });
    }
    if (policy.failuresOnly) counted.set(request, admission.counted);
  });

  // Before the answer leaves (onSend, not onResponse), so the client's next request sees the count taken back.
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = counted.get(request);
    if (keys && reply.statusCode < 400) await release(opts.store, keys);
    return payload;
  });
}

/** The policy for a URL, matched on the path as better-auth's router sees it (case, slashes, dots, escapes). */
function policyFor(policies: Record<string, LimitPolicy>, url: string): LimitPolicy | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://loci.invalid').pathname);
  } catch {
    return undefined;
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  if (!path.startsWith('/api/auth/')) return undefined;
  return policies[path.slice('/api/auth'.length)];
}
