import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp } from './helpers.js';

/**
 * Each client is one client, behind a proxy (TRUST_PROXY, X-Forwarded-For) or not (the socket's
 * address: several loopback addresses stand for several machines); IPv6 clients count per /64.
 */
const LIMITS = {
  RATE_LIMIT_AUTH_IP_MAX: '3',
  RATE_LIMIT_SIGNIN_EMAIL_MAX: '100',
  RATE_LIMIT_ACCOUNT_MAX: '0',
  RATE_LIMIT_REVIEW_OPEN_MAX: '2',
};

let n = 0;
/** One failed sign-in (a new unknown address each time, so only the per-client limit counts). */
function badSignIn(t: TestApp, from: { remoteAddress?: string; forwardedFor?: string }) {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: from.remoteAddress,
    headers: { 'content-type': 'application/json', ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    payload: { email: `nobody${n}@example.test`, password: 'wrong-password-1' },
  });
}

/** Fails `times` sign-ins from a client, then returns the status of one more. */
async function statusAfter(t: TestApp, times: number, from: { remoteAddress?: string; forwardedFor?: string }): Promise<number> {
  for (let i = 0; i < times; i++) expect((await badSignIn(t, from)).statusCode).toBe(401);
  return (await badSignIn(t, from)).statusCode;
}

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(async () => t?.close());

  it('counts each socket address apart and ignores X-Forwarded-For', async () => {
    expect(await statusAfter(t, 3, { remoteAddress: '127.0.0.2', forwardedFor: '198.51.100.1' })).toBe(429);
    // Another claim from the same socket does not make another client.
    expect((await badSignIn(t, { remoteAddress: '127.0.0.2', forwardedFor: '198.51.100.2' })).statusCode).toBe(429);
    // Another machine is not held back by the first.
    expect((await badSignIn(t, { remoteAddress: '127.0.0.3' })).statusCode).toBe(401);
    expect((await badSignIn(t, { remoteAddress: '127.0.0.4' })).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: '1' }, { logger: pino({ level: 'warn' }, stream) });
  });

  it('names the client, not the proxy, in its log lines', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      remoteAddress: '127.0.0.1',
      headers: { cookie: 'better-auth.session_token=x', origin: 'http://evil.example', 'x-forwarded-for': '198.51.100.77' },
    });
    expect(refused.statusCode).toBe(403);
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'cross-site write refused');
    expect(line?.client).toBe('198.51.100.77');
  });
  afterAll(async () => t?.close());

  it('counts the client the proxy names, not the proxy', async () => {
    const proxy = '127.0.0.1';
    expect(await statusAfter(t, 3, { remoteAddress: proxy, forwardedFor: '203.0.113.5' })).toBe(429);
    expect((await badSignIn(t, { remoteAddress: proxy, forwardedFor: '203.0.113.6' })).statusCode).toBe(401);
    // One hop: a client's own claim further left changes nothing.
    expect((await badSignIn(t, { remoteAddress: proxy, forwardedFor: '10.9.9.9, 203.0.113.5' })).statusCode).toBe(429);
  });

  it('groups IPv6 clients per /64 for sign-ins and review links alike', async () => {
    const proxy = '127.0.0.1';
    expect(await statusAfter(t, 2, { remoteAddress: proxy, forwardedFor: '2001:db8:1:2::5' })).toBe(401);
    expect((await badSignIn(t, { remoteAddress: proxy, forwardedFor: '2001:db8:1:2:ffff::9' })).statusCode).toBe(429);
    expect((await badSignIn(t, { remoteAddress: proxy, forwardedFor: '2001:db8:1:3::5' })).statusCode).toBe(401);

    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/review-links`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    const open = (forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/review/${created.json().token}`,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await open('2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await open('2001:db8:7:7::2')).statusCode).toBe(200);
    expect((await open('2001:db8:7:7:8::3')).statusCode).toBe(429);
    expect((await open('2001:db8:7:8::1')).statusCode).toBe(200);
    expect((await open('203.0.113.40')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
  });
  afterAll(async () => t?.close());

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    expect(await statusAfter(t, 3, { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7' })).toBe(429);
    expect((await badSignIn(t, { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.8' })).statusCode).toBe(401);
    // Through two listed proxies, the first address that is not one of them.
    expect((await badSignIn(t, { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7, 10.1.2.3' })).statusCode).toBe(429);
    // Not a listed proxy: its header is not believed, the socket is the client.
    expect(await statusAfter(t, 3, { remoteAddress: '127.0.0.5', forwardedFor: '203.0.113.9' })).toBe(429);
    expect((await badSignIn(t, { remoteAddress: '127.0.0.5', forwardedFor: '203.0.113.10' })).statusCode).toBe(429);
  });
});
