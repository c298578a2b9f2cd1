import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openSse, type SseClient } from '../../../test/sse-client.js';

/**
 * Issue #43 item 2: another studio's member renamed their own studio 70 times, and each rename had
 * every open stream check its access again through the token's counted authentication, so the
 * victim's token answered 429 and its stream was closed ("access").
 */
let t: TestApp;
let base: string;
const open: SseClient[] = [];
const PER_MINUTE = 5;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_TOKEN_PER_MINUTE: String(PER_MINUTE), SESSION_CACHE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 240_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

const stream = async (projectId: string, headers: Record<string, string>) => {
  const client = await openSse(`${base}/api/projects/${projectId}/events`, headers);
  open.push(client);
  return client;
};

async function personalWorkspace(user: TestUser): Promise<string> {
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: user.headers });
  return list.json().workspaces[0].id;
}

async function tokenCount(tokenId: string): Promise<number> {
  const row = await t.adapters.database.db.selectFrom('rate_limit').select('count').where('key', '=', `pat:${tokenId}`).executeTakeFirst();
  return row?.count ?? 0;
}

describe("a studio's changes and other studios' live streams", () => {
  it("renaming one's own studio many times neither spends nor closes another person's token stream", async () => {
    const victim = await buildUser(t.app, { name: 'Vera Victim' });
    const victimProject = await buildProject(t.app, victim);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: victim.headers,
      payload: { name: 'Agent', expires_in_days: 7, scopes: ['read'], workspace_ids: [await personalWorkspace(victim)] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const bearer = { authorization: `Bearer ${made.json().token}` };
    const tokenId: string = made.json().personal_token.id;
    const victimStream = await stream(victimProject, bearer);
    await victimStream.waitFor((f) => f.event === 'hello');
    expect(await tokenCount(tokenId)).toBe(1);

    // The attacker's own studio, with a member whose stream tells us when its notices have been handled.
    const attacker = await buildUser(t.app, { name: 'Mal Attacker' });
    const member = await buildUser(t.app, { name: 'Mo Member' });
    const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: attacker.headers, payload: { name: 'Mal studio' } });
    const studio: string = ws.json().workspace.id;
    await t.adapters.database.db
      .insertInto('workspace_member')
      .values({ workspace_id: studio, user_id: member.id, role: 'viewer' })
      .execute();
    const studioProject = await buildProject(t.app, attacker, { workspace_id: studio });
    const memberStream = await stream(studioProject, member.headers);
    await memberStream.waitFor((f) => f.event === 'hello');

    for (let i = 0; i < PER_MINUTE * 3; i++) {
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/workspaces/${studio}/`,
        headers: attacker.headers,
        payload: { name: `Mal studio ${i}` },
      });
      expect(renamed.statusCode).toBe(200);
    }
    // The last notice: the member is removed, and their stream (in that studio) closes.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${studio}/members/${member.id}`,
      headers: attacker.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await memberStream.waitFor((f) => f.event === 'closed')).data).toEqual({ reason: 'access' });

    expect(victimStream.frames.filter((f) => f.event === 'closed')).toEqual([]);
    expect(await tokenCount(tokenId)).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/projects/${victimProject}/`, headers: bearer });
    expect(read.statusCode, read.body).toBe(200);
  }, 120_000);
});
