import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { generateBoard } from '../../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openSse, type SseClient, type SseFrame } from '../../../test/sse-client.js';

let t: TestApp;
let base: string;
let ada: TestUser;
let bo: TestUser;
let projectId: string;
let workspaceId: string;
const open: SseClient[] = [];

const stream = async (user: TestUser, query = '', headers: Record<string, string> = {}) => {
  const client = await openSse(`${base}/api/projects/${projectId}/events${query}`, { ...user.headers, ...headers });
  open.push(client);
  return client;
};
const isChange = (route: string) => (f: SseFrame) =>
  f.event === 'change' && (f.data as { detail: { route?: string } }).detail.route === route;
const saveSnapshot = async (name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/snapshots`,
    headers: ada.headers,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', LIVE_MAX_STREAMS_PER_USER: '4', SESSION_CACHE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ada = await buildUser(t.app, { name: 'Ada Lovelace' });
  bo = await buildUser(t.app, { name: 'Bo Bardi' });
  const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: ada.headers, payload: { name: 'Harbour studio' } });
  expect(ws.statusCode).toBe(201);
  workspaceId = ws.json().workspace.id;
  await t.adapters.database.db
    .insertInto('workspace_member')
    .values({ workspace_id: workspaceId, user_id: bo.id, role: 'editor' })
    .execute();
  projectId = await buildProject(t.app, ada, { workspace_id: workspaceId });
}, 180_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('GET /api/projects/:id/events', () => {
  it('says hello with who is here, then sends each write to the project as it is committed', async () => {
    const sse = await stream(ada, '?page=historical-topics', { 'accept-encoding': 'br, gzip' });
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(sse.headers['content-encoding']).toBeUndefined();
    const hello = await sse.waitFor((f) => f.event === 'hello');
    expect(hello.data).toMatchObject({ people: [{ user_id: ada.id, name: 'Ada Lovelace', page: 'historical-topics' }] });
    await saveSnapshot('first');
    const change = await sse.waitFor(isChange('POST /api/projects/:id/snapshots'));
    expect(change.id).toMatch(/^\d+$/);
    expect(change.data).toMatchObject({ kind: 'project.changed', actor_id: ada.id });
    sse.close();
  });

  it("sends a viewer's team comment to the others' screens (a write any member may make)", async () => {
    const cy = await buildUser(t.app, { name: 'Cy Viewer' });
    await t.adapters.database.db
      .insertInto('workspace_member')
      .values({ workspace_id: workspaceId, user_id: cy.id, role: 'viewer' })
      .execute();
    const sse = await stream(ada);
    await sse.waitFor((f) => f.event === 'hello');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/comments`,
      headers: { ...cy.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ pageId: 'historical-context', body: 'Warmer light here?' }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const change = await sse.waitFor(isChange('POST /api/projects/:id/comments'));
    expect(change.data).toMatchObject({ kind: 'project.changed', actor_id: cy.id });
    sse.close();
  });

  it('resumed with Last-Event-ID, replays every event it missed, in order, and no older one', async () => {
    const first = await stream(ada);
    const hello = await first.waitFor((f) => f.event === 'hello');
    first.close();
    await first.ended;
    for (const name of ['a', 'b', 'c']) await saveSnapshot(name);
    const resumed = await stream(ada, '', { 'last-event-id': String(hello.id) });
    await resumed.waitFor((f) => f.event === 'change', 20_000);
    const missed = async () => resumed.frames.filter((f) => f.event === 'change');
    await expect.poll(async () => (await missed()).length, { timeout: 20_000 }).toBe(3);
    const ids = (await missed()).map((f) => BigInt(f.id ?? '0'));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    expect(ids[0] > BigInt(String(hello.id))).toBe(true);
    // Live events follow the replay.
    await saveSnapshot('d');
    await expect.poll(async () => (await missed()).length, { timeout: 20_000 }).toBe(4);
    resumed.close();
  });

  it("sends the worker's slots as they settle, who queued them, and a client's review feedback", async () => {
    const sse = await stream(ada);
    await sse.waitFor((f) => f.event === 'hello');
    await generateBoard(t, ada, projectId);
    await sse.waitFor(isChange('POST /api/projects/:id/generation'));
    const slot = await sse.waitFor((f) => f.event === 'change' && (f.data as { kind: string }).kind === 'slot.settled');
    expect(slot.data).toMatchObject({ detail: { section: 'historical', kind: 'context' } });
    // Who queued it is named ("Ada is generating Historical Context" while it runs).
    const progress = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/generation`, headers: bo.headers });
    expect(progress.json().sections).toContainEqual(
      expect.objectContaining({ section: 'historical', kind: 'context', started_by: 'Ada Lovelace' }),
    );
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, headers: ada.headers, payload: {} });
    expect(link.statusCode).toBe(201);
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/review/${link.json().token}/feedback`,
      payload: { pageId: 'historical-context', imageIndex: 0, verdict: 'approve', comment: 'Lovely', name: 'Clara' },
    });
    expect(left.statusCode).toBe(201);
    const feedback = await sse.waitFor((f) => f.event === 'change' && (f.data as { kind: string }).kind === 'feedback.added');
    expect(feedback.data).toEqual({ kind: 'feedback.added', actor_id: null, detail: { page_id: 'historical-context' } });
    sse.close();
  }, 120_000);

  it('does not send a screen back the change it made itself (X-Loci-Stream), but sends it to every other', async () => {
    const mine = await stream(ada);
    const hello = await mine.waitFor((f) => f.event === 'hello');
    const other = await stream(ada);
    await other.waitFor((f) => f.event === 'hello');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/snapshots`,
      headers: { ...ada.headers, 'x-loci-stream': (hello.data as { stream_id: string }).stream_id },
      payload: { name: 'mine' },
    });
    expect(res.statusCode).toBe(201);
    await other.waitFor(isChange('POST /api/projects/:id/snapshots'));
    // A later change by someone else does reach it: the one before was skipped, not delayed.
    await saveSnapshot('theirs');
    await expect.poll(() => other.frames.filter(isChange('POST /api/projects/:id/snapshots')).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => mine.frames.filter(isChange('POST /api/projects/:id/snapshots')).length, { timeout: 20_000 }).toBe(1);
    mine.close();
    other.close();
  });

  it('tells a stream resumed after events no longer kept to refetch everything (reset)', async () => {
    await saveSnapshot('e');
    // What pruning leaves behind: the kept events start after the client's last one.
    await t.adapters.database.db.deleteFrom('project_event' as never).execute();
    await saveSnapshot('f');
    const resumed = await stream(ada, '', { 'last-event-id': '1' });
    await resumed.waitFor((f) => f.event === 'reset');
    resumed.close();
  });

  it("closes a member's stream once they are removed from the studio", async () => {
    const sse = await stream(bo);
    await sse.waitFor((f) => f.event === 'hello');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${bo.id}`, headers: ada.headers });
    expect(removed.statusCode).toBe(200);
    const closed = await sse.waitFor((f) => f.event === 'closed');
    expect(closed.data).toEqual({ reason: 'access' });
    await sse.ended;
    // And cannot come back.
    const again = await stream(bo);
    expect(again.status).toBe(404);
  });

  it('closes the stream of a session that was signed out', async () => {
    const other = await buildUser(t.app);
    const mine = await buildProject(t.app, other);
    const sse = await openSse(`${base}/api/projects/${mine}/events`, other.headers);
    open.push(sse);
    await sse.waitFor((f) => f.event === 'hello');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...other.headers, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    await sse.waitFor((f) => f.event === 'closed');
  });

  it('refuses more streams per user than the limit with 429 and Retry-After', async () => {
    const held: SseClient[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await stream(ada);
      await s.waitFor((f) => f.event === 'hello');
      held.push(s);
    }
    const refused = await stream(ada);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (const s of held) s.close();
    await Promise.all(held.map((s) => s.ended));
  });

  it('asks for text/event-stream (a plain GET is a clear 400, not a hanging request)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/events`, headers: ada.headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/projects/:id/presence', () => {
  it("moves a stream's person to another page, and every stream of the project hears it", async () => {
    const mine = await stream(ada, '?page=historical-context');
    const hello = await mine.waitFor((f) => f.event === 'hello');
    const watcher = await stream(ada);
    await watcher.waitFor((f) => f.event === 'hello');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presence`,
      headers: ada.headers,
      payload: { stream_id: (hello.data as { stream_id: string }).stream_id, page: 'social-topics' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().people).toEqual([{ user_id: ada.id, name: 'Ada Lovelace', page: 'social-topics' }]);
    await watcher.waitFor((f) => f.event === 'presence' && JSON.stringify(f.data).includes('social-topics'));
    mine.close();
    watcher.close();
  });

  it('answers 404 for a stream that is not open', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presence`,
      headers: ada.headers,
      payload: { stream_id: '00000000-0000-4000-8000-000000000000', page: null },
    });
    expect(res.statusCode).toBe(404);
  });
});
