import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, seedProjectImages } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/** Personal access tokens: made on Profile (a session), used as `Authorization: Bearer loci_pat_…`. */

const lines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);

let t: TestApp;
let second: TestApp;
let ana: TestUser;
let personal: string;
let studio: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { logger });
  // A second process on the same database: a revocation must hold there at once too.
  second = await createTestApp({}, { database: t.adapters.database });
  ana = await buildUser(t.app, { name: 'Ana Token' });
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ana.headers });
  personal = list.json().workspaces.find((w: { personal: boolean }) => w.personal).id;
  const made = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: ana.headers, payload: { name: 'Token studio' } });
  studio = made.json().workspace.id;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function createToken(fields: Record<string, unknown> = {}, user = ana) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: user.headers,
    payload: { name: 'CRM sync', expires_in_days: 30, scopes: ['read'], workspace_ids: [personal], ...fields },
  });
}

async function token(fields: Record<string, unknown> = {}): Promise<{ secret: string; id: string; headers: Record<string, string> }> {
  const res = await createToken(fields);
  expect(res.statusCode, res.body).toBe(201);
  const secret: string = res.json().token;
  return { secret, id: res.json().personal_token.id, headers: { authorization: `Bearer ${secret}` } };
}

describe('personal access tokens', () => {
  it('is shown once, stored hashed, listed with its last use, and acts as its user', async () => {
    const made = await createToken({ name: 'Pitch pipeline', scopes: ['read', 'write'] });
    expect(made.statusCode).toBe(201);
    const secret: string = made.json().token;
    expect(secret).toMatch(/^loci_pat_[A-Za-z0-9_-]{43}$/);
    const row = await t.adapters.database.db
      .withTables<{ personal_access_token: { token_hash: string; name: string } }>()
      .selectFrom('personal_access_token')
      .select('token_hash')
      .where('name', '=', 'Pitch pipeline')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(secret.slice(9));

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${secret}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(ana.id);

    const list = await t.app.inject({ method: 'GET', url: '/api/tokens', headers: ana.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json().tokens.find((x: { name: string }) => x.name === 'Pitch pipeline');
    expect(listed.last_used_at).not.toBeNull();
    expect(listed.scopes).toEqual(['read', 'write']);
    expect(list.body).not.toContain(secret);
    expect(listed.prefix).toBe(secret.slice(0, 13));
  });

  it('refuses a route its scopes do not cover with 403 naming the missing scope', async () => {
    const reader = await token({ scopes: ['read'] });
    const form = new FormData();
    form.append('projectName', 'Not allowed');
    const res = await t.app.inject({ method: 'POST', url: '/api/projects/', headers: reader.headers, body: form });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('"write"');
    const listed = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: reader.headers });
    expect(listed.statusCode).toBe(200);
  });

  it('cannot manage tokens, accounts or members, whatever its scopes', async () => {
    const all = await token({ scopes: ['read', 'write', 'generate', 'export', 'review'], workspace_ids: [personal, studio] });
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', `/api/tokens/${all.id}`],
      ['POST', '/api/workspaces/'],
      ['POST', `/api/workspaces/${studio}/invites`],
      ['DELETE', `/api/workspaces/${studio}/`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: all.headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatch(/cannot manage accounts, tokens or members/);
    }
  });

  it('is refused at once on every process once revoked', async () => {
    const live = await token();
    expect((await second.app.inject({ method: 'GET', url: '/api/me', headers: live.headers })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${live.id}`, headers: ana.headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    for (const app of [t.app, second.app]) {
      const res = await app.inject({ method: 'GET', url: '/api/me', headers: live.headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('is refused once expired, and never falls back to a session sent beside it', async () => {
    const old = await token({ expires_in_days: 1 });
    await t.adapters.database.db
      .withTables<{ personal_access_token: { id: string; expires_at: Date } }>()
      .updateTable('personal_access_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: old.headers })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer loci_pat_nothing' } });
    expect(forged.statusCode).toBe(401);
  });

  it('acts only in its workspaces: elsewhere a project does not exist for it', async () => {
    const inPersonal = await buildProject(t.app, ana, { projectName: 'Personal one' });
    const studioOnly = await token({ scopes: ['read', 'write'], workspace_ids: [studio] });
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${inPersonal}/`, headers: studioOnly.headers });
    expect(res.statusCode).toBe(404);
    // Listing or making projects without naming a workspace means the personal one: not this token's.
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/', headers: studioOnly.headers })).statusCode).toBe(404);
    const ok = await t.app.inject({ method: 'GET', url: `/api/projects/?workspace=${studio}`, headers: studioOnly.headers });
    expect(ok.statusCode).toBe(200);
    const form = new FormData();
    form.append('projectName', 'Made by a script');
    form.append('workspace_id', studio);
    const made = await t.app.inject({ method: 'POST', url: '/api/projects/', headers: studioOnly.headers, body: form });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().project.workspace_id).toBe(studio);
  });

  it("sees only the images of its workspaces, and none of its user's personal ones", async () => {
    const inPersonal = await buildProject(t.app, ana, { projectName: 'Personal images' });
    const [personalImage] = await seedProjectImages(t.app, inPersonal, 1, 700);
    const inStudio = await buildProject(t.app, ana, { projectName: 'Studio images', workspace_id: studio });
    const [studioImage] = await seedProjectImages(t.app, inStudio, 1, 710);
    const studioOnly = await token({ scopes: ['read'], workspace_ids: [studio] });
    const get = (sha: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/assets/${sha}`, headers });
    expect((await get(studioImage, studioOnly.headers)).statusCode).toBe(200);
    expect((await get(personalImage, studioOnly.headers)).statusCode).toBe(404);
    // Her session sees both: the narrowing is the token's, not the user's.
    expect((await get(personalImage, ana.headers)).statusCode).toBe(200);
  });

  it('validates what it is made with', async () => {
    expect((await createToken({ expires_in_days: 0 })).statusCode).toBe(400);
    expect((await createToken({ expires_in_days: 366 })).statusCode).toBe(400);
    expect((await createToken({ scopes: ['admin'] })).statusCode).toBe(400);
    expect((await createToken({ scopes: [] })).statusCode).toBe(400);
    const stranger = await buildUser(t.app);
    expect((await createToken({ workspace_ids: [studio] }, stranger)).statusCode).toBe(404);
    expect((await createToken({ expires_in_days: null })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/tokens/not-an-id', headers: ana.headers })).statusCode).toBe(404);
  });

  it('never appears in the logs', async () => {
    const secret = (await token()).secret;
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${secret}` } });
    await t.app.inject({ method: 'POST', url: '/api/projects/', headers: { authorization: `Bearer ${secret}` }, payload: '{' });
    const logged = lines.join('');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(secret.slice(9));
  });
});

describe('per-token rate limit', () => {
  it('counts each token in the database and answers 429 past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_TOKEN_PER_MINUTE: '3' });
    try {
      const bea = await buildUser(limited.app);
      const list = await limited.app.inject({ method: 'GET', url: '/api/workspaces/', headers: bea.headers });
      const ws = list.json().workspaces[0].id;
      const made = await limited.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: bea.headers,
        payload: { name: 'Busy', expires_in_days: null, scopes: ['read'], workspace_ids: [ws] },
      });
      const headers = { authorization: `Bearer ${made.json().token}` };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const rows = await limited.adapters.database.db.selectFrom('rate_limit').select(['key', 'count']).execute();
      expect(rows.some((r) => r.key.startsWith('pat:') && r.count === 4)).toBe(true);
      // A session is not counted against the token.
      expect((await limited.app.inject({ method: 'GET', url: '/api/me', headers: bea.headers })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
