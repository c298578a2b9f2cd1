import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, type FakeOidcUser, startFakeOidcProvider } from '../../../test/fake-oidc-provider.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signInThroughProvider, TEST_ORIGIN } from '../../../test/oidc-round-trip.js';

/** Round trips hash passwords and call the provider: on a loaded machine they outlast the 30 s default. */
const ROUND_TRIP_TIMEOUT = { timeout: 120_000 };

let op: FakeOidcProvider;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  op = await startFakeOidcProvider();
  t = await createTestApp({
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_PROVIDER_NAME: 'Atelier ID',
    OIDC_ALLOWED_DOMAINS: 'studio.test, partner.test',
    RATE_LIMIT_AUTH_IP_MAX: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

/** A provider identity nobody has used yet. */
function person(fields: Partial<FakeOidcUser> = {}): FakeOidcUser {
  counter += 1;
  return {
    sub: `sub-${counter}-${Date.now()}`,
    email: `person${counter}@studio.test`,
    email_verified: true,
    name: `Person ${counter}`,
    ...fields,
  };
}

const usersWithEmail = async (email: string) =>
  (await sql<{ id: string }>`select id from "user" where email = ${email.toLowerCase()}`.execute(t.adapters.database.db)).rows;
const accountsOf = async (userId: string) =>
  (
    await sql<{ providerId: string }>`select "providerId" from account where "userId" = ${userId} order by "providerId"`.execute(
      t.adapters.database.db,
    )
  ).rows.map((r) => r.providerId);
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('OpenID Connect sign-in', ROUND_TRIP_TIMEOUT, () => {
  it('creates the user from the verified email and name, and lands on the deep link', async () => {
    const ada = person({ name: 'Ada Lovelace' });
    const trip = await signInThroughProvider(t.app, op, { user: ada, callbackURL: '/projects/p-42/canvas' });
    expect(trip.error).toBeNull();
    expect(trip.location).toBe('/projects/p-42/canvas');
    const res = await me(trip.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ada.email, full_name: 'Ada Lovelace', email_verified: true });
  });

  it('sends the browser to the discovered authorization endpoint with code, PKCE (S256), state and nonce', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'oidc', callbackURL: '/projects' },
    });
    const url = new URL(start.json().url);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: `${TEST_ORIGIN}/api/auth/callback/oidc`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(16);
  });

  it('signs the same provider identity in again as the same user', async () => {
    const bo = person();
    const first = await signInThroughProvider(t.app, op, { user: bo });
    const second = await signInThroughProvider(t.app, op, { user: bo });
    const firstId = (await me(first.cookie)).json().id;
    expect((await me(second.cookie)).json().id).toBe(firstId);
    expect(await usersWithEmail(bo.email)).toHaveLength(1);
  });

  it('names the user from the email when the provider sends no name', async () => {
    const cy = person({ name: undefined, email: 'cy.twombly@studio.test' });
    const trip = await signInThroughProvider(t.app, op, { user: cy });
    expect((await me(trip.cookie)).json().full_name).toBe('cy.twombly');
  });

  it('links a password account with the same verified email to the provider identity', async () => {
    const local = await buildUser(t.app, { email: `linked${Date.now()}@studio.test` });
    await sql`update "user" set "emailVerified" = true where id = ${local.id}`.execute(t.adapters.database.db);
    const trip = await signInThroughProvider(t.app, op, { user: person({ email: local.email }) });
    expect(trip.error).toBeNull();
    expect((await me(trip.cookie)).json().id).toBe(local.id);
    expect(await accountsOf(local.id)).toEqual(['credential', 'oidc']);
  });

  it('never links to a password account whose own email is unverified', async () => {
    const local = await buildUser(t.app, { email: `unlinked${Date.now()}@studio.test` });
    const trip = await signInThroughProvider(t.app, op, { user: person({ email: local.email }) });
    expect(trip.error).toBe('account_not_linked');
    expect(trip.location).toMatch(/^\/login\?provider=oidc&/);
    expect(await accountsOf(local.id)).toEqual(['credential']);
  });

  it('lets a signed-in password user link the provider account from Profile', async () => {
    const local = await buildUser(t.app, { email: `profile${Date.now()}@studio.test` });
    const session = `better-auth.session_token=${encodeURIComponent(local.token)}`;
    const trip = await signInThroughProvider(t.app, op, {
      user: person({ email: local.email }),
      link: true,
      cookie: session,
      callbackURL: '/profile?linked=1',
    });
    expect(trip.error).toBeNull();
    expect(trip.location).toBe('/profile?linked=1');
    expect(await accountsOf(local.id)).toEqual(['credential', 'oidc']);
  });
});

describe('authorisation for users created through OpenID Connect', ROUND_TRIP_TIMEOUT, () => {
  const projectForm = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    return form;
  };

  it('keeps every project-scoped route to its owner, by session cookie as the browser sends it', async () => {
    const owner = { cookie: (await signInThroughProvider(t.app, op, { user: person() })).cookie, origin: TEST_ORIGIN };
    const other = { cookie: (await signInThroughProvider(t.app, op, { user: person() })).cookie, origin: TEST_ORIGIN };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: owner,
      body: projectForm({ projectName: 'Quay House', projectLocation: 'Porto', brandName: 'Cais', website: 'https://cais.example' }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().project_id;
    expect(t.app.projectScopedRoutes.length).toBeGreaterThan(4);
    for (const route of t.app.projectScopedRoutes) {
      const url = route.url.replace(':id', id).replace(/:(\w+)/g, '0');
      const body = () =>
        route.scope === 'body'
          ? projectForm({ project_id: id })
          : route.method === 'GET' || route.method === 'DELETE'
            ? undefined
            : projectForm({});
      const method = route.method as 'GET';
      expect((await t.app.inject({ method, url, body: body() })).statusCode, `anonymous ${route.method} ${route.url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: other, body: body() })).statusCode,
        `other user ${route.method} ${route.url}`,
      ).toBe(404);
    }
    const mine = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: owner });
    expect(mine.json().project.project_name).toBe('Quay House');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: owner, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(owner.cookie)).statusCode).toBe(401);
  });
});

describe('OpenID Connect refusals: back to the login screen, nobody half-created', ROUND_TRIP_TIMEOUT, () => {
  const refusals: { name: string; user?: Partial<FakeOidcUser>; faults: () => Parameters<FakeOidcProvider['next']>[1]; error: string }[] = [
    { name: 'a cancelled consent', faults: () => ({ authorizeError: 'access_denied' }), error: 'access_denied' },
    { name: 'an expired code', faults: () => ({ expiredCode: true }), error: 'invalid_code' },
    {
      name: 'an ID token from another issuer',
      faults: () => ({ idTokenClaims: { iss: 'https://evil.example' } }),
      error: 'unable_to_get_user_info',
    },
    {
      name: 'an ID token for another client',
      faults: () => ({ idTokenClaims: { aud: 'someone-else' } }),
      error: 'unable_to_get_user_info',
    },
    {
      name: 'an expired ID token',
      faults: () => ({ idTokenClaims: { exp: Math.floor(Date.now() / 1000) - 600 } }),
      error: 'unable_to_get_user_info',
    },
    {
      name: 'a nonce that does not match',
      faults: () => ({ idTokenClaims: { nonce: 'replayed-nonce' } }),
      error: 'unable_to_get_user_info',
    },
    { name: 'a signature the JWKS does not vouch for', faults: () => ({ foreignKey: true }), error: 'unable_to_get_user_info' },
    { name: 'no ID token at all', faults: () => ({ noIdToken: true }), error: 'unable_to_get_user_info' },
    { name: 'an unverified email', user: { email_verified: false }, faults: () => ({}), error: 'email_not_verified' },
    {
      name: 'an email domain not on OIDC_ALLOWED_DOMAINS',
      user: { email: `eve${Date.now()}@elsewhere.test` },
      faults: () => ({}),
      error: 'domain_not_allowed',
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name}`, async () => {
      const who = person(refusal.user);
      const trip = await signInThroughProvider(t.app, op, { user: who, faults: refusal.faults() });
      expect(trip.error).toBe(refusal.error);
      expect(trip.location.startsWith('/login?provider=oidc&')).toBe(true);
      expect(trip.cookie).not.toMatch(/session_token/);
      expect(await usersWithEmail(who.email)).toHaveLength(0);
    });
  }

  it('refuses a callback whose state was not issued to this browser', async () => {
    const who = person();
    const trip = await signInThroughProvider(t.app, op, { user: who });
    const forged = await t.app.inject({ method: 'GET', url: trip.callbackPath.replace(/state=[^&]+/, 'state=forged-state') });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/^\/login\?provider=oidc&error=/);
    const stranger = await t.app.inject({ method: 'GET', url: trip.callbackPath });
    expect(String(stranger.headers.location)).toMatch(/^\/login\?provider=oidc&error=/);
    expect(stranger.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });

  it('never links an unverified provider email to the password account that owns it', async () => {
    const local = await buildUser(t.app, { email: `owner${Date.now()}@studio.test` });
    await sql`update "user" set "emailVerified" = true where id = ${local.id}`.execute(t.adapters.database.db);
    const trip = await signInThroughProvider(t.app, op, { user: person({ email: local.email, email_verified: false }) });
    expect(trip.error).toBe('account_not_linked');
    expect(trip.cookie).not.toMatch(/session_token/);
    expect(await accountsOf(local.id)).toEqual(['credential']);

    const session = `better-auth.session_token=${encodeURIComponent(local.token)}`;
    const link = await signInThroughProvider(t.app, op, {
      user: person({ email: local.email, email_verified: false }),
      link: true,
      cookie: session,
    });
    expect(link.error).toBe('email_not_verified');
    expect(await accountsOf(local.id)).toEqual(['credential']);
  });

  it('refuses to send the browser back to another site after sign-in or after an error', async () => {
    for (const payload of [
      { callbackURL: 'https://evil.example/steal' },
      { callbackURL: '//evil.example/steal' },
      { callbackURL: '/\\evil.example/steal' },
      { callbackURL: '/\t/evil.example/steal' },
      { callbackURL: '/projects', errorCallbackURL: 'https://evil.example/phish' },
      { callbackURL: `/projects/${'x'.repeat(60_000)}` },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'oidc', ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(403);
      expect(res.json().url).toBeUndefined();
    }
    // Past the route's body limit the request is refused before it is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'oidc', callbackURL: `/projects/${'x'.repeat(100_000)}` },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().url).toBeUndefined();
  });

  it('only takes the redirect flow: an ID token posted by a client is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'oidc', idToken: { token: 'a.b.c' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OIDC_REDIRECT_ONLY');
  });
});
