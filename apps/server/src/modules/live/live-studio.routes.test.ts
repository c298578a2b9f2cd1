import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openSse, type SseClient, type SseFrame } from '../../../test/sse-client.js';

let t: TestApp;
let base: string;
let ada: TestUser;
let bo: TestUser;
let studio: string;
let other: string;
const open: SseClient[] = [];

const studioStream = async (user: TestUser, workspaceId = studio) => {
  const client = await openSse(`${base}/api/workspaces/${workspaceId}/events`, user.headers);
  open.push(client);
  return client;
};
const projectsFrame = (kind: string, projectId: string) => (f: SseFrame) =>
  f.event === 'projects' &&
  (f.data as { kind: string; project_id: string }).kind === kind &&
  (f.data as { project_id: string }).project_id === projectId;
const newStudio = async (user: TestUser, name: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: user.headers, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().workspace.id as string;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', LIVE_MAX_STREAMS_PER_USER: '6', SESSION_CACHE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ada = await buildUser(t.app, { name: 'Ada Lovelace' });
  bo = await buildUser(t.app, { name: 'Bo Bardi' });
  studio = await newStudio(ada, 'Harbour studio');
  other = await newStudio(ada, 'Hill studio');
  await t.adapters.database.db.insertInto('workspace_member').values({ workspace_id: studio, user_id: bo.id, role: 'viewer' }).execute();
}, 180_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('GET /api/workspaces/:workspaceId/events (the live Projects page)', () => {
  it("tells a colleague's Projects page of a project created, renamed and deleted in the studio, and nothing of another studio's", async () => {
    const sse = await studioStream(bo);
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    // Nothing in the studio has changed since the server started.
    expect((await sse.waitFor((f) => f.event === 'hello')).data).toMatchObject({ changed_ms_ago: null });

    const elsewhere = await buildProject(t.app, ada, { workspace_id: other });
    const id = await buildProject(t.app, ada, { workspace_id: studio, projectName: 'Quay Hotel' });
    await sse.waitFor(projectsFrame('created', id));

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: ada.headers,
      payload: { projectName: 'Quay House' },
    });
    expect(renamed.statusCode).toBe(200);
    await sse.waitFor(projectsFrame('changed', id));

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/`, headers: ada.headers });
    expect(removed.statusCode).toBe(200);
    await sse.waitFor(projectsFrame('deleted', id));
    // A screen opened now is told the studio changed a moment ago (its listing may be older).
    const later = await studioStream(bo);
    const { changed_ms_ago } = (await later.waitFor((f) => f.event === 'hello')).data as { changed_ms_ago: number };
    expect(changed_ms_ago).toBeGreaterThanOrEqual(0);
    expect(changed_ms_ago).toBeLessThan(60_000);
    later.close();
    // The other studio's project was never named on this studio's stream.
    expect(sse.frames.some((f) => (f.data as { project_id?: string }).project_id === elsewhere)).toBe(false);
  });

  it('tells both studios of a move', async () => {
    const id = await buildProject(t.app, ada, { workspace_id: other });
    const here = await studioStream(bo);
    const there = await studioStream(ada, other);
    await Promise.all([here.waitFor((f) => f.event === 'hello'), there.waitFor((f) => f.event === 'hello')]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/move`,
      headers: ada.headers,
      payload: { workspace_id: studio },
    });
    expect(moved.statusCode).toBe(200);
    await here.waitFor(projectsFrame('moved', id));
    await there.waitFor(projectsFrame('moved', id));
  });

  it('hears a change a script commits straight to the database, and nothing of one rolled back', async () => {
    const id = await buildProject(t.app, ada, { workspace_id: studio });
    const sse = await studioStream(bo);
    await sse.waitFor((f) => f.event === 'hello');
    const { db } = t.adapters.database;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('project').set({ name: 'Never kept' }).where('id', '=', id).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await sql`update project set name = 'Renamed by a script' where id = ${id}`.execute(db);
    await sse.waitFor(projectsFrame('changed', id));
    // One frame for the committed change: the rolled-back one said nothing.
    expect(sse.frames.filter(projectsFrame('changed', id))).toHaveLength(1);
    // A save that changes nothing says nothing either.
    await sql`update project set name = 'Renamed by a script' where id = ${id}`.execute(db);
    await sql`update project set location = 'Porto' where id = ${id}`.execute(db);
    await sse.waitFor((f) => projectsFrame('changed', id)(f) && sse.frames.filter(projectsFrame('changed', id)).length === 2);
    expect(sse.frames.filter(projectsFrame('changed', id))).toHaveLength(2);
  });

  it("is refused to a stranger (404), a plain GET (400) and a studio's former member, whose stream closes", async () => {
    const cy = await buildUser(t.app, { name: 'Cy Stranger' });
    const refused = await studioStream(cy);
    expect(refused.status).toBe(404);
    expect(refused.frames).toHaveLength(0);
    const plain = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/events`, headers: ada.headers });
    expect(plain.statusCode).toBe(400);

    const dee = await buildUser(t.app, { name: 'Dee Leaving' });
    await t.adapters.database.db.insertInto('workspace_member').values({ workspace_id: studio, user_id: dee.id, role: 'editor' }).execute();
    const sse = await studioStream(dee);
    await sse.waitFor((f) => f.event === 'hello');
    const out = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${studio}/members/${dee.id}`, headers: ada.headers });
    expect(out.statusCode).toBe(200);
    expect((await sse.waitFor((f) => f.event === 'closed')).data).toEqual({ reason: 'access' });
    expect((await studioStream(dee)).status).toBe(404);
  });

  it("counts against the caller's live connections (429 over the limit)", async () => {
    const eve = await buildUser(t.app, { name: 'Eve Many Tabs' });
    const mine = await newStudio(eve, 'Eve studio');
    const held: SseClient[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await studioStream(eve, mine);
      await s.waitFor((f) => f.event === 'hello');
      held.push(s);
    }
    const refused = await studioStream(eve, mine);
    expect(refused.status).toBe(429);
    for (const s of held) s.close();
    await Promise.all(held.map((s) => s.ended));
  });
});
