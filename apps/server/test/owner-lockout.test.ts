import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * Nobody can lock the owner out: guesses for the owner's email spread over many client addresses
 * (loopback 127.0.0.x stand for machines) slow later sign-ins for that email, but never refuse the
 * owner's correct password from a browser that signed in before (device cookie), and a one-time
 * link by mail lets them in from a new browser.
 */
const LIMITS = { RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_SIGNIN_EMAIL_MAX: '3', RATE_LIMIT_ACCOUNT_MAX: '6' };

let t: TestApp;
let owner: TestUser;
let deviceCookie: string;

/** The `name=value` of each Set-Cookie of an answer. */
function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]);
}

const signIn = (remoteAddress: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    payload: { email: owner.email, password },
  });

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  owner = await buildUser(t.app);
  // The owner's own browser signs in (from 127.0.0.20) and keeps its device cookie.
  const own = await signIn('127.0.0.20', owner.password);
  expect(own.statusCode).toBe(200);
  const device = cookiesOf(own).find((c) => c.startsWith('loci_device_'));
  expect(device, 'a device cookie on sign-in').toBeDefined();
  deviceCookie = device as string;
  // The attack: 3 wrong passwords from each of 3 addresses, 9 failures for the owner's email (ceiling 6).
  for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
    for (let i = 0; i < 3; i++) expect([401, 429]).toContain((await signIn(address, `wrong-guess-${i}-x`)).statusCode);
  }
}, 180_000);
afterAll(async () => t?.close());

describe('the owner after a distributed guessing attack', () => {
  it("signs in with the right password from the browser that signed in before, even from an attacker's address", async () => {
    expect((await signIn('127.0.0.21', owner.password, deviceCookie)).statusCode).toBe(200);
    // Even where the attacker spent the per-address ceiling for this email.
    expect((await signIn('127.0.0.2', owner.password, deviceCookie)).statusCode).toBe(200);
  });

  it('signs in with the right password from a new browser too: slowed, not refused', async () => {
    expect((await signIn('127.0.0.22', owner.password)).statusCode).toBe(200);
  });

  it('keeps the per-email-and-address ceiling for guesses without the device cookie', async () => {
    const res = await signIn('127.0.0.2', 'another-wrong-guess');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // A device cookie of another account, or a forged one, is no device cookie for this one.
    const other = await buildUser(t.app);
    const otherSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.2',
      headers: { 'content-type': 'application/json' },
      payload: { email: other.email, password: other.password },
    });
    const otherDevice = cookiesOf(otherSignIn).find((c) => c.startsWith('loci_device_')) as string;
    const forged = `${deviceCookie.split('=')[0]}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    for (const cookie of [otherDevice, forged]) expect((await signIn('127.0.0.2', 'yet-another-guess', cookie)).statusCode).toBe(429);
  });

  it('counts wrong passwords from the device apart, with the same ceiling', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('127.0.0.23', `device-typo-${i}-x`, deviceCookie)).statusCode).toBe(401);
    expect((await signIn('127.0.0.23', 'device-typo-3-x', deviceCookie)).statusCode).toBe(429);
  });
});

describe('a one-time sign-in link by mail', () => {
  it('signs the owner in from a new browser, once', async () => {
    const before = t.mails.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: '127.0.0.30',
      headers: { 'content-type': 'application/json' },
      payload: { email: owner.email, callbackURL: '/projects' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails[t.mails.length - 1];
    expect(mail.to).toBe(owner.email);
    expect(mail.subject).toBe('Your Loci sign-in link');
    const link = new URL(String(mail.link));
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, remoteAddress: '127.0.0.30' });
    expect(opened.statusCode).toBe(302);
    expect(String(opened.headers.location)).toMatch(/\/projects$/);
    const cookies = cookiesOf(opened);
    expect(cookies.some((c) => c.startsWith('loci_device_'))).toBe(true);
    const session = cookies.find((c) => c.includes('session_token')) as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(owner.email);
    // Once only.
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, remoteAddress: '127.0.0.30' });
    expect(cookiesOf(again).some((c) => c.includes('session_token=') && !c.endsWith('='))).toBe(false);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: '127.0.0.31',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'nobody-here@example.test', callbackURL: '/projects' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });
});
