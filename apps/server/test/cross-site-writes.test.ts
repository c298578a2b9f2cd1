import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/http/request-safety.js';
import { buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';
import { AUTH_WRITE_PATHS, signInCookie } from './session-cookie.js';

const APP_ORIGIN = 'http://localhost:3000';

let t: TestApp;
let user: TestUser;
let cookie: string;
let projectId: string;

/** Every state-changing route of the table, with its parameters filled in (the auth wildcard expanded). */
function writeRequests(): { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] {
  const requests = t.app.crossSiteGuardedRoutes.flatMap(({ method, url }) => {
    const filled = url.replace(':id', projectId).replace(':moodboardId', randomUUID());
    const urls = filled.endsWith('/*') ? AUTH_WRITE_PATHS.map((path) => filled.replace('*', path)) : [filled];
    return urls.map((u) => ({ method: method as 'POST', url: u }));
  });
  // Last: the writes that end the session or delete the project the others need.
  const ending = (r: { method: string; url: string }) =>
    r.method === 'DELETE' || /sign-out|revoke|delete-user|change-(password|email)/.test(r.url) ? 1 : 0;
  return requests.sort((a, b) => ending(a) - ending(b));
}

beforeAll(async () => {
  t = await createTestApp();
  user = await buildUser(t.app);
  projectId = await buildProject(t.app, user);
  cookie = await signInCookie(t.app, user);
});
afterAll(async () => t?.close());

describe('cross-site writes (route table)', () => {
  it('guards every POST, PUT, PATCH and DELETE route the app registers, better-auth included', () => {
    const writes = t.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(t.app.crossSiteGuardedRoutes).toEqual(writes);
    const urls = t.app.crossSiteGuardedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/projects/', 'POST /generate_context_metadata/', 'POST /api/auth/*', 'DELETE /api/projects/:id/']),
    );
    expect(writes.length).toBeGreaterThan(25);
  });

  it('refuses each one sent cross-site with only the session cookie (403), whatever says where it came from', async () => {
    const foreign = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'http://evil.example/page' },
      {},
    ];
    for (const [i, request] of writeRequests().entries()) {
      const headers = { cookie, 'content-type': 'application/json', ...foreign[i % foreign.length] };
      const res = await t.app.inject({ ...request, headers, payload: '{}' });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', error: CROSS_SITE_MESSAGE });
    }
  });

  it('lets each one through with a bearer token and no cookie, even from another origin', async () => {
    const statuses: number[] = [];
    for (const request of writeRequests()) {
      const headers = { ...user.headers, origin: 'http://evil.example', 'content-type': 'application/json' };
      const res = await t.app.inject({ ...request, headers, payload: '{}' });
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).not.toBe(403);
      statuses.push(res.statusCode);
    }
    // Past the guard the user was recognised and the handlers answered (mostly 400 to an empty body).
    expect(statuses.filter((s) => s !== 401).length).toBeGreaterThan(statuses.length / 2);
  });

  it("lets each one through with the cookie from the app's own origin", async () => {
    const statuses: number[] = [];
    for (const request of writeRequests()) {
      const headers = { cookie, origin: APP_ORIGIN, 'content-type': 'application/json' };
      const res = await t.app.inject({ ...request, headers, payload: '{}' });
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).not.toBe(403);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s !== 401).length).toBeGreaterThan(statuses.length / 2);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: { brandName: 'Maré' },
    });
    expect([200, 401, 404]).toContain(sameOrigin.statusCode);
  });

  it('changes nothing when it refuses: a cross-site rename leaves the project as it was', async () => {
    const other = await buildUser(t.app);
    const id = await buildProject(t.app, other, { projectName: 'Before' });
    const otherCookie = await signInCookie(t.app, other);
    const form = new FormData();
    form.append('projectName', 'Renamed by evil.example');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: { cookie: otherCookie, origin: 'http://evil.example' },
      body: form,
    });
    expect(res.statusCode).toBe(403);
    const after = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/metadata`, headers: other.headers });
    expect(after.json().project.project_name).toBe('Before');
  });
});
