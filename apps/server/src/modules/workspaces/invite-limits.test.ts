import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/**
 * Invitations cannot be turned into a phishing tool: with REQUIRE_EMAIL_VERIFICATION=1 only a
 * verified address invites, a studio sends a bounded number per day whoever sends them, and no
 * name (the studio's, the inviter's) puts a link into the mail's Subject.
 */

let open: TestApp;
let verifying: TestApp;
let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  open = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  // The same database with verification required: accounts made before it was turned on still have sessions.
  verifying = await createTestApp(
    { RATE_LIMIT_AUTH_IP_MAX: '1000', REQUIRE_EMAIL_VERIFICATION: '1', SESSION_CACHE_MS: '0', RATE_LIMIT_INVITES_PER_WORKSPACE_DAY: '3' },
    { database: open.adapters.database },
  );
  ada = await buildUser(open.app, { name: 'Ada https://login.evil.example/reset' });
  bo = await buildUser(open.app);
});
afterAll(async () => {
  await verifying?.close();
  await open?.close();
});

const json = (user: TestUser, payload: unknown) => ({
  headers: { ...user.headers, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const verify = (user: TestUser) => sql`update "user" set "emailVerified" = true where id = ${user.id}`.execute(open.adapters.database.db);

async function studio(app: TestApp, owner: TestUser, name: string): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(owner, { name }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().workspace.id;
}
const invite = (app: TestApp, owner: TestUser, workspaceId: string, email: string) =>
  app.app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/invites`, ...json(owner, { email, role: 'editor' }) });

describe('invitations', () => {
  it('need a verified address when REQUIRE_EMAIL_VERIFICATION=1', async () => {
    const ws = await studio(verifying, ada, 'Atelier Norte');
    const refused = await invite(verifying, ada, ws, 'someone@example.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/verify your email/i);
    await verify(ada);
    expect((await invite(verifying, ada, ws, 'someone@example.test')).statusCode).toBe(201);
  });

  it('are limited per studio per day, whichever owner sends them', async () => {
    await verify(ada);
    await verify(bo);
    const ws = await studio(verifying, ada, 'Studio Sul');
    await open.adapters.database.db.insertInto('workspace_member').values({ workspace_id: ws, user_id: bo.id, role: 'owner' }).execute();
    expect((await invite(verifying, ada, ws, 'a1@example.test')).statusCode).toBe(201);
    expect((await invite(verifying, ada, ws, 'a2@example.test')).statusCode).toBe(201);
    expect((await invite(verifying, bo, ws, 'b1@example.test')).statusCode).toBe(201);
    const over = await invite(verifying, bo, ws, 'b2@example.test');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another studio of the same owner has its own allowance.
    expect((await invite(verifying, ada, await studio(verifying, ada, 'Studio Leste'), 'c1@example.test')).statusCode).toBe(201);
  });

  it("put no link from a studio's or the inviter's name into the Subject", async () => {
    const ws = await studio(open, ada, 'Claim your prize at https://evil.example now');
    const res = await invite(open, ada, ws, 'victim@example.test');
    expect(res.statusCode).toBe(201);
    const mail = open.mails.at(-1);
    expect(mail?.to).toBe('victim@example.test');
    expect(mail?.subject).not.toMatch(/https?:\/\//);
    expect(mail?.subject).not.toContain('evil.example');
    expect(mail?.subject).not.toContain('login.evil.example');
    // The one link of the mail is the invitation's.
    const links = (mail?.text ?? '').match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  });
});
