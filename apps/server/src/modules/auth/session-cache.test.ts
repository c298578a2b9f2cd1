import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import { authRequestKeepsSessions, createSessionCache, sessionKey } from './session-cache.js';

describe('session cache', () => {
  it('forgets an entry after its time and on clear, and drops a lookup that raced a clear', () => {
    let now = 1000;
    const cache = createSessionCache<string>({ ttlMs: 5000, now: () => now });
    cache.set('a', 'ada', cache.epoch());
    expect(cache.get('a')).toBe('ada');
    now += 5000;
    expect(cache.get('a')).toBeUndefined();

    const since = cache.epoch();
    cache.clear();
    cache.set('b', 'bo', since);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 'bo', cache.epoch());
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing when turned off and at most maxEntries otherwise', () => {
    const off = createSessionCache<string>({ ttlMs: 0 });
    off.set('a', 'ada', off.epoch());
    expect(off.get('a')).toBeUndefined();
    const small = createSessionCache<number>({ ttlMs: 5000, maxEntries: 2 });
    for (const n of [1, 2, 3]) small.set(`k${n}`, n, small.epoch());
    expect([small.get('k1'), small.get('k2'), small.get('k3')]).toEqual([undefined, 2, 3]);
  });

  it('keys on the bearer token and the session cookie only', () => {
    expect(sessionKey({})).toBeNull();
    expect(sessionKey({ cookie: 'theme=dark' })).toBeNull();
    const a = sessionKey({ cookie: 'theme=dark; better-auth.session_token=abc.def' });
    expect(a).toBe(sessionKey({ cookie: 'better-auth.session_token=abc.def; lang=pt' }));
    expect(a).not.toBe(sessionKey({ cookie: 'better-auth.session_token=abc.xyz' }));
    expect(sessionKey({ authorization: 'Bearer t1' })).not.toBe(sessionKey({ authorization: 'Bearer t2' }));
  });

  it('lets only reading auth endpoints keep the cache', () => {
    expect(authRequestKeepsSessions('GET', '/api/auth/get-session')).toBe(true);
    expect(authRequestKeepsSessions('POST', '/api/auth/sign-out')).toBe(false);
    expect(authRequestKeepsSessions('GET', '/api/auth/verify-email?token=x')).toBe(false);
    expect(authRequestKeepsSessions('POST', '/api/auth/revoke-sessions')).toBe(false);
  });
});

// Two processes on one database: `a` handles the sign-out, `b` only ever read the session.
describe('session cache across two apps on one database', () => {
  const OTHER_PROCESS_BOUND_MS = 1000;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
    b = await createTestApp(
      { RATE_LIMIT_AUTH_IP_MAX: '1000', SESSION_CACHE_MS: String(OTHER_PROCESS_BOUND_MS) },
      { database: a.adapters.database },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  const me = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('a signed-out user stops working at once on the process that handled it, and within the bound on the other', async () => {
    const user = await buildUser(a.app);
    expect((await me(a, user.headers)).statusCode).toBe(200);
    expect((await me(b, user.headers)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {}, headers: user.headers })).statusCode).toBe(200);
    expect((await me(a, user.headers)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(b, user.headers)).statusCode).toBe(401), { timeout: 10_000, interval: 100 });
  });

  it('revoking every session stops them at once on the process that handled it, and within the bound on the other', async () => {
    const user = await buildUser(a.app);
    const second = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const other = { authorization: `Bearer ${second.headers['set-auth-token']}` };
    expect((await me(a, other)).statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(200);
    const revoke = await a.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', payload: {}, headers: user.headers });
    expect(revoke.statusCode).toBe(200);
    expect((await me(a, other)).statusCode).toBe(401);
    expect((await me(a, user.headers)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(b, other)).statusCode).toBe(401), { timeout: 10_000, interval: 100 });
  });

  it('shows a changed project at once, on both processes', async () => {
    const user = await buildUser(a.app);
    const id = await buildProject(a.app, user);
    const list = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/api/projects/', headers: user.headers })).json().projects;
    expect((await list(b))[0].project_name).toBe('Harbour Hotel');
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: user.headers,
      payload: { projectName: 'Quay House' },
    });
    expect(put.statusCode).toBe(200);
    expect((await list(a))[0].project_name).toBe('Quay House');
    expect((await list(b))[0].project_name).toBe('Quay House');
  });
});
