import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRouteAccess } from '../src/http/route-access.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A URL for a route pattern: every parameter filled with something well-formed that names nothing. */
function urlFor(pattern: string): string {
  return pattern
    .replace(':token', 'A'.repeat(43))
    .replace(':sha', 'a'.repeat(64))
    .replace(':size', '256')
    .replace('*', 'get-session')
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

describe('every route declares who may call it', () => {
  it('the whole route table is declared, and each declaration is one the guards know', () => {
    const declared = new Set(t.app.accessTable.map((r) => `${r.method} ${r.url}`));
    const undeclared = t.app.routeTable.filter((r) => !declared.has(`${r.method} ${r.url}`));
    expect(undeclared).toEqual([]);
    expect(t.app.accessTable.length).toBe(t.app.routeTable.length);
    for (const { access } of t.app.accessTable) expect(['public', 'user', 'project', 'workspace', 'link', 'token']).toContain(access.kind);
  });

  it('without a session, every user, project and workspace route answers 401, and a link route never serves a bad token', async () => {
    for (const route of t.app.accessTable) {
      if (!['user', 'project', 'workspace', 'link'].includes(route.access.kind)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlFor(route.url),
        headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000' },
      });
      const what = `${route.method} ${route.url} (${route.access.kind}) answered ${res.statusCode}`;
      if (route.access.kind === 'link') expect([400, 401, 403, 404], what).toContain(res.statusCode);
      else expect(res.statusCode, what).toBe(401);
    }
  });

  it('public routes answer without a session', async () => {
    for (const path of ['/api/health/', '/api/config']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
    expect(t.app.accessTable.filter((r) => r.access.kind === 'public').map((r) => r.url)).toContain('/api/auth/*');
  });
});

describe('the declaration is enforced', () => {
  it('refuses to start an app with a route that declares nothing, naming it', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => undefined);
    registerRouteAccess(app);
    app.get('/api/declared', { config: { access: { kind: 'public' } } }, async () => ({}));
    app.post('/api/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/POST \/api\/forgotten/);
  });

  it('refuses to start an app with a signed-in route that names no token scope', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => undefined);
    registerRouteAccess(app);
    app.get('/api/scoped', { config: { access: { kind: 'user', tokenScope: 'read' } } }, async () => ({}));
    // A cast (or plain JavaScript) can leave the scope out: the start-up check still catches it.
    app.get('/api/unscoped', { config: { access: { kind: 'user' } as never } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/unscoped \(no tokenScope\)/);
  });

  it('refuses to start an app with a signed-in route a token may call that declares no workspaces', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => undefined);
    registerRouteAccess(app);
    app.get(
      '/api/declared',
      { config: { access: { kind: 'user', tokenScope: 'read' }, workspaces: { none: 'nothing' } } },
      async () => ({}),
    );
    app.get('/api/sessions-only', { config: { access: { kind: 'user', tokenScope: 'session' } } }, async () => ({}));
    app.post('/api/somewhere', { config: { access: { kind: 'user', tokenScope: 'write' } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      /^Routes without an access declaration \(config\.access\): POST \/api\/somewhere \(no workspaces\)$/,
    );
  });

  it('every signed-in route of the app names a token scope', () => {
    for (const { method, url, access } of t.app.accessTable) {
      if (access.kind !== 'user' && access.kind !== 'project' && access.kind !== 'workspace') continue;
      expect(['read', 'write', 'generate', 'export', 'review', 'session'], `${method} ${url}`).toContain(access.tokenScope);
    }
    const tokenRoutes = t.app.accessTable.filter((r) => r.url.startsWith('/api/tokens'));
    expect(tokenRoutes.map((r) => (r.access.kind === 'user' ? r.access.tokenScope : r.access.kind))).toEqual([
      'session',
      'session',
      'session',
    ]);
  });

  it('installs the guard a declaration names, even when the route forgot its preHandler', async () => {
    const app = Fastify();
    const calls: string[] = [];
    app.decorate('requireUser', async () => {
      calls.push('guard');
      throw Object.assign(new Error('Sign in first.'), { statusCode: 401 });
    });
    registerRouteAccess(app);
    const config = { access: { kind: 'user', tokenScope: 'read' }, workspaces: { none: 'reads nothing of a workspace' } } as const;
    app.get('/api/mine', { config }, async () => ({ secret: true }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/mine' });
    expect(res.statusCode).toBe(401);
    expect(calls).toEqual(['guard']);
    expect(app.accessTable).toEqual([{ method: 'GET', url: '/api/mine', ...config }]);
    await app.close();
  });
});
