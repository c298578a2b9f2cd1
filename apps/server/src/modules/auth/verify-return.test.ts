import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { verifiedCallback } from './auth.js';

const verifyUrl = (callbackURL: string) => `http://127.0.0.1/api/auth/verify-email?token=t&callbackURL=${encodeURIComponent(callbackURL)}`;

describe('where the verification link lands', () => {
  it('keeps the local path the sign-up came from, and nothing else', () => {
    expect(verifiedCallback(verifyUrl('/login?verified=1&from=%2Finvite%2Fabc'))).toBe('/login?verified=1&from=%2Finvite%2Fabc');
    expect(verifiedCallback(verifyUrl('/login?verified=1'))).toBe('/login?verified=1');
    expect(verifiedCallback(verifyUrl('/'))).toBe('/login?verified=1');
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)'])
      expect(verifiedCallback(verifyUrl(`/login?verified=1&from=${encodeURIComponent(from)}`)), from).toBe('/login?verified=1');
    expect(verifiedCallback(verifyUrl('https://evil.example/login?from=%2Finvite%2Fabc'))).toBe('/login?verified=1');
  });
});

describe('sign-up from an invitation with REQUIRE_EMAIL_VERIFICATION', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', RATE_LIMIT_AUTH_IP_MAX: '1000' });
  });
  afterAll(async () => t?.close());

  it('sends a verification link that returns to the invitation, and signs in only once verified', async () => {
    const email = 'invited-verify@example.test';
    const password = 'amber-lantern-82';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Rui', email, password, callbackURL: '/login?verified=1&from=%2Finvite%2Fabc' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(early.statusCode).toBe(403);
    const link = new URL(t.mails.findLast((m) => m.to === email)?.link ?? '');
    const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1&from=%2Finvite%2Fabc');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
  });
});
