import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_IP_MAX: '30',
    RATE_LIMIT_SIGNIN_EMAIL_MAX: '5',
    RATE_LIMIT_ACCOUNT_MAX: '12',
    RATE_LIMIT_MAIL_MAX: '3',
    RATE_LIMIT_MAIL_ADDRESS_MAX: '6',
  });
});
afterAll(async () => t?.close());

// Each test speaks from its own addresses: counters live as long as the app.
let lastOctet = 0;
const newIp = () => `203.0.113.${++lastOctet}`;
let emails = 0;
const newEmail = (tag: string) => `${tag}-${++emails}@example.test`;

const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signIn = (email: string, password: string, ip: string) => post('/api/auth/sign-in/email', { email, password }, ip);
const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await send(i)).statusCode);
  return codes;
};

describe('per-IP limits count on every limited endpoint', () => {
  it('refuses the 31st failed sign-in from one IP, whatever the emails, with a readable 429', async () => {
    const ip = newIp();
    const codes = await statuses(30, () => signIn(newEmail('nobody'), 'wrong-password-1', ip));
    expect(codes).toEqual(Array(30).fill(401));
    const refused = await signIn(newEmail('nobody'), 'wrong-password-1', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many attempts/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(newEmail('nobody'), 'wrong-password-1', newIp())).statusCode).toBe(401);
  });

  it('refuses the 31st password reset from one IP, whatever the emails', async () => {
    const ip = newIp();
    const reset = () => post('/api/auth/request-password-reset', { email: newEmail('reset'), redirectTo: '/reset-password' }, ip);
    expect(await statuses(30, reset)).toEqual(Array(30).fill(200));
    expect((await reset()).statusCode).toBe(429);
  });

  it('refuses the verification mail past the per-IP limit from one IP, whatever the emails', async () => {
    // Each of these sends a real mail: the limit is 10 here (30 above), so the test sends 11, not 31.
    const small = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '10' }, { database: t.adapters.database });
    try {
      const ip = newIp();
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/send-verification-email',
          payload: { email: newEmail('verify') },
          remoteAddress: ip,
        });
      expect(await statuses(10, send)).toEqual(Array(10).fill(200));
      expect((await send()).statusCode).toBe(429);
      expect(
        (
          await small.app.inject({
            method: 'POST',
            url: '/api/auth/send-verification-email',
            payload: { email: newEmail('verify') },
            remoteAddress: newIp(),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses the 31st sign-up from one IP', async () => {
    const ip = newIp();
    const signUp = () => post('/api/auth/sign-up/email', { email: newEmail('new'), password: 'quiet-harbour-47', name: 'N' }, ip);
    expect(await statuses(30, signUp)).toEqual(Array(30).fill(200));
    expect((await signUp()).statusCode).toBe(429);
  });

  it('refuses the 31st start of a provider sign-in from one IP (each one would store a state row)', async () => {
    const ip = newIp();
    const start = () => post('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/projects' }, ip);
    const codes = await statuses(30, start);
    expect(codes).not.toContain(429);
    expect((await start()).statusCode).toBe(429);
  });

  it('refuses the 31st wrong current password on change-password from one IP', async () => {
    const user = await buildUser(t.app);
    const ip = newIp();
    const change = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: `not-it-${i}`, newPassword: 'amber-lantern-82' },
        headers: user.headers,
        remoteAddress: ip,
      });
    expect(new Set(await statuses(30, change))).toEqual(new Set([400]));
    expect((await change(31)).statusCode).toBe(429);
  });

  it('limits the path however it is spelled', async () => {
    const ip = newIp();
    await statuses(30, () => signIn(newEmail('nobody'), 'wrong-password-1', ip));
    for (const url of [
      '/api/auth/sign-in/email/',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/email?x=1',
      '/api/auth/SIGN-IN/email',
      '/api/auth/sign-in%2Femail',
    ]) {
      const res = await post(url, { email: newEmail('nobody'), password: 'wrong-password-1' }, ip);
      expect(res.statusCode, url).not.toBe(401);
      expect(res.statusCode, url).not.toBe(200);
    }
  });
});

describe('failed passwords do not lock the owner out', () => {
  it('lets the owner sign in from their address while an attacker is limited', async () => {
    const owner = await buildUser(t.app);
    const attacker = newIp();
    const guesses = await statuses(5, (i) => signIn(owner.email, `wrong-guess-${i}`, attacker));
    expect(guesses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(owner.email, 'wrong-guess-6', attacker)).statusCode).toBe(429);
    // Even the right password is refused to the limited client…
    expect((await signIn(owner.email, owner.password, attacker)).statusCode).toBe(429);
    // …and its refused attempts count nowhere: 20 more would pass the per-account ceiling (12) if they did.
    await statuses(20, (i) => signIn(owner.email, `more-guesses-${i}`, attacker));
    const own = await signIn(owner.email, owner.password, newIp());
    expect(own.statusCode).toBe(200);
    expect(own.headers['set-auth-token']).toBeTruthy();
  });

  it('does not count successful sign-ins as failures', async () => {
    const user = await buildUser(t.app);
    const ip = newIp();
    expect(await statuses(8, () => signIn(user.email, user.password, ip))).toEqual(Array(8).fill(200));
    expect(await statuses(5, (i) => signIn(user.email, `typo-${i}`, ip))).toEqual(Array(5).fill(401));
    expect((await signIn(user.email, user.password, ip)).statusCode).toBe(429);
  });

  it('slows a distributed guesser past the per-account ceiling, and never refuses the owner', async () => {
    const user = await buildUser(t.app);
    for (let client = 0; client < 3; client++) {
      const ip = newIp();
      expect(await statuses(4, (i) => signIn(user.email, `spread-${client}-${i}`, ip))).toEqual([401, 401, 401, 401]);
    }
    // Past the account-wide ceiling a guess is answered (later), not refused…
    expect((await signIn(user.email, 'spread-last', newIp())).statusCode).toBe(401);
    // …and so is the owner's right password, from any address.
    expect((await signIn(user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('holds against a burst of parallel guesses', async () => {
    const user = await buildUser(t.app);
    const ip = newIp();
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => signIn(user.email, `burst-${i}`, ip)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
  });
});

describe('account mails per address', () => {
  const reset = (email: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      payload: { email, redirectTo: '/reset-password' },
    });
  const signInLink = (email: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      payload: { email, callbackURL: '/projects' },
    });
  const mailsTo = (email: string, subject: RegExp) => t.mails.filter((m) => m.to === email && subject.test(m.subject)).length;

  it('sends at most RATE_LIMIT_MAIL_MAX verification mails to one address from one client', async () => {
    const user = await buildUser(t.app); // the sign-up's own verification mail is the first
    const sent = () => t.mails.filter((m) => m.to === user.email).length;
    expect(sent()).toBe(1);
    const ip = newIp();
    const codes = await statuses(4, () => post('/api/auth/send-verification-email', { email: user.email }, ip));
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(sent()).toBe(4);
  });

  it('shares that budget with password resets, however the address is spelled', async () => {
    const user = await buildUser(t.app);
    const ip = newIp();
    expect(await statuses(4, () => reset(user.email.toUpperCase(), ip))).toEqual([200, 200, 200, 429]);
    expect(mailsTo(user.email, /reset/i)).toBe(3);
  });

  it('four resets asked by strangers leave the owner their reset and sign-in links', async () => {
    const owner = await buildUser(t.app);
    const stranger = newIp();
    // Four from one stranger (the fourth refused: that client's budget for this address is 3)…
    expect(await statuses(4, () => reset(owner.email, stranger))).toEqual([200, 200, 200, 429]);
    const resets = mailsTo(owner.email, /reset/i);
    // …and the owner, asking from their own address, still gets both links.
    const ownIp = newIp();
    expect((await reset(owner.email, ownIp)).statusCode).toBe(200);
    expect(mailsTo(owner.email, /reset/i)).toBe(resets + 1);
    expect((await signInLink(owner.email, ownIp)).statusCode).toBe(200);
    expect(mailsTo(owner.email, /sign-in link/i)).toBe(1);
  });

  it("caps one address's mails from every client at RATE_LIMIT_MAIL_ADDRESS_MAX, but never the owner's signed-in browser", async () => {
    const owner = await buildUser(t.app);
    // The owner's browser signs in once and keeps its device cookie.
    const own = await signIn(owner.email, owner.password, newIp());
    expect(own.statusCode).toBe(200);
    const setCookie = own.headers['set-cookie'];
    const device = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('loci_device_'));
    expect(device).toBeDefined();
    // Strangers on many addresses spend the address's ceiling (6: the sign-up's mail and 5 resets).
    const codes = await statuses(8, () => reset(owner.email, newIp()));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // A new browser without the cookie waits with everyone else…
    expect((await reset(owner.email, newIp())).statusCode).toBe(429);
    // …the owner's browser does not: its budget is its own.
    const before = mailsTo(owner.email, /reset|sign-in link/i);
    expect((await reset(owner.email, newIp(), device)).statusCode).toBe(200);
    expect((await signInLink(owner.email, newIp(), device)).statusCode).toBe(200);
    expect(mailsTo(owner.email, /reset|sign-in link/i)).toBe(before + 2);
  });
});

describe('limits shared by every process on one database', () => {
  it('counts failures made through another app instance', async () => {
    const other = await createTestApp({ RATE_LIMIT_SIGNIN_EMAIL_MAX: '5' }, { database: t.adapters.database });
    try {
      const user = await buildUser(t.app);
      const ip = newIp();
      await statuses(3, (i) => signIn(user.email, `here-${i}`, ip));
      const there = await statuses(2, (i) =>
        other.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: `there-${i}` },
          remoteAddress: ip,
        }),
      );
      expect(there).toEqual([401, 401]);
      expect((await signIn(user.email, 'here-again', ip)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
