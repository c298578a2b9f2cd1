import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import {
  ACCOUNT_MAIL_PATHS,
  type AuthLimits,
  admit,
  authLimitPolicies,
  deviceMailPolicy,
  deviceSignInPolicy,
  type LimitPolicy,
  release,
  requesterOf,
} from './auth-limits.js';
import { deviceOf } from './device-cookie.js';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate-limits the better-auth endpoints that guess passwords or send mail. A hook, not a
 * per-route preHandler: it sees every request under /api/auth, however the path is spelled.
 */
export function registerAuthLimits(
  app: FastifyInstance,
  opts: { store: RateLimitStore; limits: AuthLimits /** Signs the device cookies (the auth secret). */; secret: string },
): void {
  const policies = authLimitPolicies(opts.limits);
  const signInPolicy = policies['/sign-in/email'];
  const devicePolicy = deviceSignInPolicy(opts.limits);
  const accountMails = new Set(ACCOUNT_MAIL_PATHS.map((path) => policies[path]));
  const deviceMails = deviceMailPolicy(opts.limits);
  const counted = new WeakMap<FastifyRequest, string[]>();

  app.addHook('preHandler', async (request, reply) => {
    let policy = request.method === 'POST' ? policyFor(policies, request.url) : undefined;
    if (!policy) return;
    const requester = requesterOf(request.ip, request.body);
    if (policy === signInPolicy) {
      // A browser that signed in to this account before is counted apart (device-cookie.ts).
      requester.device = deviceOf(opts.secret, request.headers.cookie, requester.email);
      if (requester.device) policy = devicePolicy;
    } else if (accountMails.has(policy)) {
      // The owner's own browser asking for a link: its budget is its own (auth-limits.ts, deviceMailPolicy).
      requester.device = deviceOf(opts.secret, request.headers.cookie, requester.email);
      if (requester.device) policy = deviceMails;
    }
    const admission = await admit(opts.store, policy, requester);
    if (!admission.admitted) {
      return reply.code(429).header('retry-after', String(admission.retryAfterSec)).send({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY });
    }
    if (policy.failuresOnly) counted.set(request, admission.counted);
    // Past the account-wide ceiling: slowed, never refused, so the owner still gets in.
    if (admission.delayMs > 0) await sleep(admission.delayMs);
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
