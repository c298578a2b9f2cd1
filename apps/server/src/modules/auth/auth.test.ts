import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_EMAIL_MAX: '5', RATE_LIMIT_AUTH_IP_MAX: '1000' });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('accounts', () => {
  it('signs up, sends a verification mail, signs in and answers /api/me with the bearer token', async () => {
    const user = await buildUser(t.app, { name: 'Ada Lovelace' });
    const mail = t.mails.find((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toContain('/api/auth/verify-email?token=');
    const res = await me(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, full_name: 'Ada Lovelace', email_verified: false });
  });

  it('verifies the email through the mailed link', async () => {
    const user = await buildUser(t.app);
    const link = new URL(t.mails.findLast((m) => m.to === user.email)?.link ?? 'about:no-mail');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=1');
    expect((await me(user.headers)).json().email_verified).toBe(true);
  });

  it('answers 401 without a session and with a malformed token', async () => {
    expect((await me({})).statusCode).toBe(401);
    const res = await me({ authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', error: 'Please sign in to continue.' });
  });

  it('stores passwords as argon2id at OWASP cost', async () => {
    const user = await buildUser(t.app);
    const row = await sql<{ password: string }>`select password from account where "userId" = ${user.id}`.execute(t.adapters.database.db);
    expect(row.rows[0].password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a too-short and a too-common password with a clear message', async () => {
    const short = await post('/api/auth/sign-up/email', { email: 'short@example.test', password: 'abc', name: 'S' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/i);
    const common = await post('/api/auth/sign-up/email', { email: 'common@example.test', password: 'password1', name: 'C' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too common/i);
  });

  it('revokes the session on sign-out: the old bearer token gets 401', async () => {
    const user = await buildUser(t.app);
    expect((await me(user.headers)).statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, user.headers);
    expect(out.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('resets a password with a single-use, hashed token and revokes other sessions', async () => {
    const user = await buildUser(t.app);
    const ask = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    expect(ask.statusCode).toBe(200);
    const mail = t.mails.findLast((m) => m.to === user.email && /reset/i.test(m.subject));
    expect(mail?.link).toContain('/reset-password?token=');
    const token = new URL(mail?.link ?? 'about:no-mail').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const stored = await sql<{ identifier: string }>`select identifier from verification`.execute(t.adapters.database.db);
    expect(stored.rows.some((r) => r.identifier.includes(token))).toBe(false);

    const reset = await post('/api/auth/reset-password', { newPassword: 'amber-lantern-82', token });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    const again = await post('/api/auth/reset-password', { newPassword: 'another-lantern-83', token });
    expect(again.statusCode).toBe(400);

    const oldPw = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await post('/api/auth/sign-in/email', { email: user.email, password: 'amber-lantern-82' });
    expect(newPw.statusCode).toBe(200);
  });

  it('does not reveal whether an email has an account', async () => {
    const user = await buildUser(t.app);
    const known = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody-here@example.test', redirectTo: '/reset-password' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('rate-limits failed sign-ins per email and client with a readable 429', async () => {
    const user = await buildUser(t.app);
    // The limit is 5 failures per window; buildUser's successful sign-in does not count.
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password-1' }));
    expect(attempts.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const last = attempts[5];
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/too many attempts/i);
    // Another email from the same address is not blocked by that limit.
    const other = await post('/api/auth/sign-in/email', { email: `x${user.email}`, password: 'wrong-password-1' });
    expect(other.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('accepts the signed token from set-auth-token and refuses the raw session token from the database', async () => {
    const user = await buildUser(t.app);
    const [raw, signature] = decodeURIComponent(user.token).split('.');
    expect(signature).toBeTruthy();
    const row = await sql<{ token: string }>`select token from session where "userId" = ${user.id}`.execute(t.adapters.database.db);
    expect(row.rows.map((r) => r.token)).toContain(raw);

    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${raw}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${raw}.forged-signature` })).statusCode).toBe(401);
    expect((await me({ cookie: `better-auth.session_token=${raw}` })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const signInAgain = async (user: { email: string; password: string }, password = user.password) => {
    const res = await post('/api/auth/sign-in/email', { email: user.email, password });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${String(res.headers['set-auth-token'])}` };
  };
  const changePassword = (headers: Record<string, string>, body: object) =>
    post('/api/auth/change-password', { currentPassword: 'quiet-harbour-47', newPassword: 'amber-lantern-82', ...body }, headers);

  it('ends every other session when the client does not say otherwise, and keeps the one that changed it', async () => {
    const user = await buildUser(t.app);
    const laptop = await signInAgain(user);
    const changed = await changePassword(user.headers, {});
    expect(changed.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    const renewed = changed.headers['set-auth-token'];
    const current = renewed ? { authorization: `Bearer ${String(renewed)}` } : user.headers;
    expect((await me(current)).statusCode).toBe(200);
  });

  it('ends them when asked with revokeOtherSessions: true', async () => {
    const user = await buildUser(t.app);
    const laptop = await signInAgain(user);
    expect((await changePassword(user.headers, { revokeOtherSessions: true })).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('keeps them only when the client explicitly chooses revokeOtherSessions: false', async () => {
    const user = await buildUser(t.app);
    const laptop = await signInAgain(user);
    expect((await changePassword(user.headers, { revokeOtherSessions: false })).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('still refuses a too-common new password', async () => {
    const user = await buildUser(t.app);
    const res = await changePassword(user.headers, { newPassword: 'password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common/i);
  });
});
