import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../../test/fake-oidc-provider.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { TEST_ORIGIN } from '../../../test/oidc-round-trip.js';
import { loadEnv } from '../../config/env.js';
import { isAllowedDomain, resolveOidcConfig } from './oidc-config.js';

const startSignIn = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN },
    payload: { provider: 'oidc', callbackURL: '/projects' },
  });

describe('identity provider settings', () => {
  it('derives the issuer and discovery of a Supabase project from SUPABASE_URL', () => {
    const config = resolveOidcConfig(loadEnv({ SUPABASE_URL: 'https://abcd1234.supabase.co/', SUPABASE_OAUTH_CLIENT_ID: 'client-1' }));
    expect(config).toMatchObject({
      issuer: 'https://abcd1234.supabase.co/auth/v1',
      discoveryUrl: 'https://abcd1234.supabase.co/auth/v1/.well-known/openid-configuration',
      clientId: 'client-1',
      clientSecret: undefined,
      providerName: 'your organisation',
      scopes: ['openid', 'email', 'profile'],
      supabase: true,
    });
  });

  it('reads a generic issuer, scopes and allowed domains, and is off when nothing is set', () => {
    const config = resolveOidcConfig(
      loadEnv({
        OIDC_ISSUER: 'https://id.studio.example/realms/main',
        OIDC_CLIENT_ID: 'loci',
        OIDC_SCOPES: 'email profile',
        OIDC_ALLOWED_DOMAINS: '@Studio.example, partner.example',
      }),
    );
    expect(config).toMatchObject({
      discoveryUrl: 'https://id.studio.example/realms/main/.well-known/openid-configuration',
      scopes: ['openid', 'email', 'profile'],
      supabase: false,
    });
    expect(config?.allowedDomains).toEqual(['studio.example', 'partner.example']);
    expect(isAllowedDomain('ada@STUDIO.example', config?.allowedDomains ?? [])).toBe(true);
    expect(isAllowedDomain('eve@studio.example.evil.test', config?.allowedDomains ?? [])).toBe(false);
    expect(resolveOidcConfig(loadEnv({}))).toBeNull();
  });

  it('refuses settings that cannot work together', () => {
    expect(() => loadEnv({ PASSWORD_SIGN_IN: 'off' })).toThrow(/PASSWORD_SIGN_IN/);
    expect(() => loadEnv({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadEnv({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/SUPABASE_OAUTH_CLIENT_ID/);
    expect(() =>
      loadEnv({
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'a',
        SUPABASE_URL: 'https://x.supabase.co',
        SUPABASE_OAUTH_CLIENT_ID: 'b',
      }),
    ).toThrow(/SUPABASE_URL/);
    expect(() => loadEnv({ OIDC_ISSUER: 'javascript:alert(1)', OIDC_CLIENT_ID: 'a' })).toThrow(/OIDC_ISSUER/);
  });
});

describe('Supabase preset with PASSWORD_SIGN_IN=off, provider unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 on loopback: nothing listens, so discovery fails at once (no test reaches the internet).
    t = await createTestApp({
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_OAUTH_CLIENT_ID: 'loci',
      PASSWORD_SIGN_IN: 'off',
      OIDC_PROVIDER_NAME: 'Studio Supabase',
    });
  });
  afterAll(async () => t?.close());

  it('reports supabase_enabled in GET /api/health/ and the sign-in methods in GET /api/config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).json().supabase_enabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().auth).toEqual({
      passwordSignIn: false,
      identityProvider: { id: 'oidc', name: 'Studio Supabase' },
    });
  });

  it('refuses every password endpoint with a 403 that names the provider', async () => {
    const calls = [
      ['/api/auth/sign-up/email', { email: 'ada@studio.test', password: 'amber-lantern-82', name: 'Ada' }],
      ['/api/auth/sign-in/email', { email: 'ada@studio.test', password: 'amber-lantern-82' }],
      ['/api/auth/request-password-reset', { email: 'ada@studio.test', redirectTo: '/reset-password' }],
      ['/api/auth/reset-password', { newPassword: 'amber-lantern-82', token: 'x' }],
      ['/api/auth/change-password', { currentPassword: 'a', newPassword: 'amber-lantern-82' }],
    ] as const;
    for (const [url, payload] of calls) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({
        code: 'PASSWORD_SIGN_IN_OFF',
        message: 'Password sign-in is turned off here. Continue with Studio Supabase.',
      });
    }
  });

  it('answers 503 with a plain message when the provider cannot be reached', async () => {
    const res = await startSignIn(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'OIDC_UNREACHABLE',
      message: 'We could not reach Studio Supabase. Please try again in a few minutes.',
    });
  });
});

describe('a discovery document that names another issuer', () => {
  let op: FakeOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    op = await startFakeOidcProvider();
    op.discoveryIssuer = 'https://impostor.example';
    t = await createTestApp({ OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: op.clientId, OIDC_CLIENT_SECRET: op.clientSecret });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  it('is refused before any redirect, with a message for the administrator', async () => {
    const res = await startSignIn(t);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'OIDC_ISSUER_MISMATCH' });
    expect(res.json().message).toMatch(/not set up correctly/);
    expect(res.json().url).toBeUndefined();
  });
});
