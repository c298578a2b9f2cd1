import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../errors.js';
import { CROSS_SITE_MESSAGE, registerRequestSafety } from './request-safety.js';

async function buildSmallApp() {
  const app = Fastify();
  registerErrorHandling(app, { spaFallback: null });
  registerRequestSafety(app, { trustedOrigins: ['http://localhost:3000'] });
  await app.register(async (child) => {
    child.post('/later', async () => ({ ok: true }));
    child.post('/webhook', { config: { crossSite: 'allow' } }, async () => ({ ok: true }));
    child.route({ method: ['GET', 'DELETE'], url: '/both', handler: async () => ({ ok: true }) });
  });
  await app.ready();
  return app;
}

describe('registerRequestSafety', () => {
  it('guards every state-changing route registered after it, in any plugin, unless it opts out', async () => {
    const app = await buildSmallApp();
    expect(app.crossSiteGuardedRoutes).toEqual([
      { method: 'POST', url: '/later' },
      { method: 'DELETE', url: '/both' },
    ]);
    const evil = { cookie: 'better-auth.session_token=x', origin: 'http://evil.example' };
    const refused = await app.inject({ method: 'POST', url: '/later', headers: evil });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', error: CROSS_SITE_MESSAGE });
    expect((await app.inject({ method: 'DELETE', url: '/both', headers: evil })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/both', headers: evil })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/webhook', headers: evil })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/later', headers: { ...evil, origin: 'http://localhost:3000' } })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('refuses control characters in the query, the path and a JSON body of any route', async () => {
    const app = await buildSmallApp();
    const bad = [
      { method: 'GET' as const, url: '/both?q=a%00b' },
      { method: 'POST' as const, url: '/later', payload: { name: 'x\u0000y' } },
      { method: 'POST' as const, url: '/webhook', payload: { nested: [{ 'k\u001b': 'v' }] } },
    ];
    for (const request of bad) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json().error).toBe('Text must not contain control characters.');
    }
    expect((await app.inject({ method: 'POST', url: '/later', payload: { text: 'two\nlines\tand a tab' } })).statusCode).toBe(200);
    await app.close();
  });
});
