import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, type FakeOidcUser, startFakeOidcProvider } from '../../../test/fake-oidc-provider.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signInThroughProvider, TEST_ORIGIN } from '../../../test/oidc-round-trip.js';

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
  return { sub: `sub-${counter}-${Date.now()}`, email: `person${counter}@studio.test`, email_verified: true, name: `Person ${counter}`, ...fields };
}

const usersWithEmail = async (email: string) =>
  (await sql<{ id: string }>`select id from "user" where email = ${email.toLowerCase()}`.execute(t.adapters.database.db)).rows;
const accountsOf = async (userId: string) =>
  (await sql<{ providerId: string }>`select "providerId" from account where "userId" = ${userId} order by "providerId"`.execute(t.adapters.database.db)).rows.map(
    (r) => r.providerId,
  );
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('OpenID Connect sign-in', () => {
  it('creates the user from the verified email and name, and lands on the deep link', async () => {
    const ada = person({ name: 'Ada Lovelace' });
    const trip = await signInThroughProvider(t.app, op, { user: ada, callbackURL: '/projects/p-42/canvas' });
    expect(trip.error).toBeNull();
    expect(trip.location).toBe('/projects/p-42/canvas');
    const res = await me(trip.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ada.email, full_name: 'Ada Lovelace', email_verified: true });
  });
});
