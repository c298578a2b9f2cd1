import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProjectForm } from '../builders.js';
import { openSse, type SseClient, type SseFrame } from '../sse-client.js';
import { createPersistentTestDatabase } from '../test-database.js';
import { type LociProcess, startLociProcess } from './cluster.js';

/**
 * Live updates across processes (issue #38): two Loci processes on one PostgreSQL database. A
 * change answered by one reaches a stream held by the other (LISTEN/NOTIFY), presence too, and a
 * stream resumed on the other process after a dropped connection misses nothing.
 */
describe('live updates across two processes', () => {
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  const procs: LociProcess[] = [];
  const streams: SseClient[] = [];
  let auth: Record<string, string>;
  let userId: string;
  let projectId: string;

  const isSnapshot = (f: SseFrame) =>
    f.event === 'change' && (f.data as { detail: { route?: string } }).detail.route === 'POST /api/projects/:id/snapshots';
  const snapshot = async (on: LociProcess, name: string) => {
    const res = await fetch(`${on.url}/api/projects/${projectId}/snapshots`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBe(201);
  };
  const stream = async (on: LociProcess, query = '', headers: Record<string, string> = {}) => {
    const client = await openSse(`${on.url}/api/projects/${projectId}/events${query}`, { ...auth, ...headers });
    streams.push(client);
    expect(client.status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    store = await createPersistentTestDatabase('/tmp');
    const shared = { DATABASE_URL: store.url as string, SESSION_CACHE_MS: '0' };
    procs.push(await startLociProcess(shared));
    procs.push(await startLociProcess(shared));
    const [a, b] = procs as [LociProcess, LociProcess];
    const json = { 'content-type': 'application/json' };
    const email = `live-${Date.now()}@example.test`;
    const password = 'quiet-harbour-47';
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, name: 'Ana Lima' }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    userId = ((await signIn.json()) as { user: { id: string } }).user.id;
    const created = await fetch(`${a.url}/api/projects/`, { method: 'POST', headers: auth, body: buildProjectForm({}, {}) });
    expect(created.status).toBe(201);
    projectId = ((await created.json()) as { project_id: string }).project_id;
  }, 180_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all(procs.map((p) => p.stop()));
    await store?.drop();
  }, 180_000);

  it('a change answered by one process reaches a stream on the other, and so does presence', async () => {
    const [a, b] = procs as [LociProcess, LociProcess];
    const onB = await stream(b);
    await onB.waitFor((f) => f.event === 'hello');
    // Someone opens the project on the other process, on a page.
    const onA = await stream(a, '?page=historical-topics');
    await onA.waitFor((f) => f.event === 'hello');
    const presence = await onB.waitFor((f) => f.event === 'presence' && JSON.stringify(f.data).includes('historical-topics'), 30_000);
    expect(presence.data).toMatchObject({ people: [{ user_id: userId, name: 'Ana Lima', page: 'historical-topics' }] });
    await snapshot(a, 'from a');
    const change = await onB.waitFor(isSnapshot, 30_000);
    expect(change.data).toMatchObject({ kind: 'project.changed', actor_id: userId });
    onA.close();
    onB.close();
  });

  it('a member removed through one process loses their stream on the other', async () => {
    const [a, b] = procs as [LociProcess, LociProcess];
    const json = { ...auth, 'content-type': 'application/json' };
    const studio = await fetch(`${a.url}/api/workspaces/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Atelier Vivo' }),
    });
    expect(studio.status).toBe(201);
    const workspaceId = ((await studio.json()) as { workspace: { id: string } }).workspace.id;
    const form = buildProjectForm({ workspace_id: workspaceId }, {});
    const made = await fetch(`${a.url}/api/projects/`, { method: 'POST', headers: auth, body: form });
    expect(made.status).toBe(201);
    const studioProject = ((await made.json()) as { project_id: string }).project_id;
    // Bo signs up and is made an editor (straight in the database: the invitation flow has its own tests).
    const email = `live-bo-${Date.now()}@example.test`;
    const plain = { 'content-type': 'application/json' };
    await fetch(`${b.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: plain,
      body: JSON.stringify({ email, password: 'quiet-harbour-47', name: 'Bo Bardi' }),
    });
    const boIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: plain,
      body: JSON.stringify({ email, password: 'quiet-harbour-47' }),
    });
    const boAuth = { authorization: `Bearer ${boIn.headers.get('set-auth-token')}` };
    const boId = ((await boIn.json()) as { user: { id: string } }).user.id;
    const db = await store.open();
    try {
      await db.db.insertInto('workspace_member').values({ workspace_id: workspaceId, user_id: boId, role: 'editor' }).execute();
    } finally {
      await db.close();
    }
    const onB = await openSse(`${b.url}/api/projects/${studioProject}/events`, boAuth);
    streams.push(onB);
    expect(onB.status).toBe(200);
    await onB.waitFor((f) => f.event === 'hello');
    const removed = await fetch(`${a.url}/api/workspaces/${workspaceId}/members/${boId}`, { method: 'DELETE', headers: auth });
    expect(removed.status).toBe(200);
    const closed = await onB.waitFor((f) => f.event === 'closed', 30_000);
    expect(closed.data).toEqual({ reason: 'access' });
  });

  it('a stream dropped on one process and resumed on the other misses nothing', async () => {
    const [a, b] = procs as [LociProcess, LociProcess];
    const first = await stream(a);
    const hello = await first.waitFor((f) => f.event === 'hello');
    first.close();
    await first.ended;
    for (const name of ['one', 'two', 'three']) await snapshot(a, name);
    const resumed = await stream(b, '', { 'last-event-id': String(hello.id) });
    const count = () => resumed.frames.filter(isSnapshot).length;
    await expect.poll(count, { timeout: 30_000 }).toBe(3);
    await snapshot(b, 'four');
    await expect.poll(count, { timeout: 30_000 }).toBe(4);
    const ids = resumed.frames.filter(isSnapshot).map((f) => BigInt(f.id ?? '0'));
    expect(new Set(ids).size).toBe(4);
    resumed.close();
  });
});
