import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createPersistentTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../adapters/db/database.port.js';
import { createListingCache } from './listing-cache.js';

describe('createListingCache', () => {
  const make = (body: string) => vi.fn(async () => body);

  it('keeps a listing once it listens, answers it again, and makes it anew after a change', async () => {
    const cache = createListingCache({ ttlMs: 60_000 });
    const first = make('[1]');
    expect(await cache.body('k', first)).toBe('[1]');
    expect(await cache.body('k', first)).toBe('[1]');
    // Not listening yet: a change could be missed, so nothing was kept.
    expect(first).toHaveBeenCalledTimes(2);
    cache.notice.restored();
    expect(await cache.body('k', first)).toBe('[1]');
    expect(await cache.body('k', make('[2]'))).toBe('[1]');
    cache.notice.changed();
    expect(await cache.body('k', make('[3]'))).toBe('[3]');
    expect(cache.stats()).toMatchObject({ hits: 1, entries: 1, live: true });
  });

  it('does not keep a listing made while a change landed', async () => {
    const cache = createListingCache({ ttlMs: 60_000 });
    cache.notice.restored();
    const racing = await cache.body('k', async () => {
      cache.notice.changed();
      return '[old]';
    });
    expect(racing).toBe('[old]');
    expect(await cache.body('k', make('[new]'))).toBe('[new]');
  });

  it('keeps nothing while notices may be lost, and nothing past its time', async () => {
    let clock = 0;
    const cache = createListingCache({ ttlMs: 1000, now: () => clock });
    cache.notice.restored();
    await cache.body('k', make('[1]'));
    cache.notice.lost();
    expect(await cache.body('k', make('[2]'))).toBe('[2]');
    expect(await cache.body('k', make('[3]'))).toBe('[3]');
    cache.notice.restored();
    await cache.body('k', make('[4]'));
    clock = 999;
    expect(await cache.body('k', make('[5]'))).toBe('[4]');
    clock = 1000;
    expect(await cache.body('k', make('[6]'))).toBe('[6]');
  });

  it('keeps at most maxEntries listings, the oldest going first', async () => {
    const cache = createListingCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.notice.restored();
    for (const k of ['a', 'b', 'c']) await cache.body(k, make(k));
    expect(cache.stats().entries).toBe(2);
    expect(await cache.body('a', make('a2'))).toBe('a2');
    expect(await cache.body('c', make('c2'))).toBe('c');
  });
});

const names = async (t: TestApp, user: TestUser, workspace?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/projects/${workspace ? `?workspace=${workspace}` : ''}`,
    headers: user.headers,
  });
  return res.statusCode === 200 ? (res.json().projects as { project_name: string }[]).map((p) => p.project_name) : res.statusCode;
};

describe('GET /api/projects/ with the listing cache', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
    ada = await buildUser(t.app);
  });
  afterAll(async () => t?.close());

  it('answers a repeated listing without asking the projects service again', async () => {
    await buildProject(t.app, ada, { projectName: 'Harbour Hotel' });
    const list = vi.spyOn(t.app.services.projects, 'list');
    try {
      expect(await names(t, ada)).toEqual(['Harbour Hotel']);
      expect(await names(t, ada)).toEqual(['Harbour Hotel']);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it('sends a kept listing compressed as the browser accepts it, compressed once, and a change at once', async () => {
    await buildProject(t.app, ada, { projectName: 'Salt Store' });
    const read = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/projects/', headers: { ...ada.headers, 'accept-encoding': encoding } });
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, expected, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await read(accept);
      const again = await read(accept);
      expect(first.headers['content-encoding']).toBe(expected);
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(first.rawPayload).toString('utf8')).toBe(plain.body);
      // The same bytes: compressed once, not on every request.
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    await buildProject(t.app, ada, { projectName: 'Net Loft' });
    const changed = await read('br');
    expect(
      JSON.parse(brotliDecompressSync(changed.rawPayload).toString('utf8')).projects.map((p: { project_name: string }) => p.project_name),
    ).toContain('Net Loft');
  });

  it('shows a change made through the API at once', async () => {
    const id = await buildProject(t.app, ada, { projectName: 'Dockside Bar' });
    expect(await names(t, ada)).toContain('Dockside Bar');
    const form = new FormData();
    form.set('projectName', 'Dockside Café');
    const put = await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/`, headers: ada.headers, body: form });
    expect(put.statusCode, put.body).toBe(200);
    expect(await names(t, ada)).toContain('Dockside Café');
  });

  it('shows a change written straight to the database (the worker, another process) once the database announces it', async () => {
    const id = await buildProject(t.app, ada, { projectName: 'Ropewalk' });
    expect(await names(t, ada)).toContain('Ropewalk');
    await t.adapters.database.db.updateTable('project').set({ name: 'Ropewalk Studios' }).where('id', '=', id).execute();
    await expect.poll(() => names(t, ada)).toContain('Ropewalk Studios');
    await sql`delete from project where id = ${id}`.execute(t.adapters.database.db);
    await expect.poll(() => names(t, ada)).not.toContain('Ropewalk Studios');
  });

  it('locks a removed member out of the studio listing at once', async () => {
    const bo = await buildUser(t.app);
    const studio = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/',
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: { name: 'Atelier Norte' },
    });
    const workspaceId = studio.json().workspace.id as string;
    await t.adapters.database.db
      .insertInto('workspace_member')
      .values({ workspace_id: workspaceId, user_id: bo.id, role: 'viewer' })
      .execute();
    await buildProject(t.app, ada, { projectName: 'Studio Pitch', workspace_id: workspaceId });
    await expect.poll(() => names(t, bo, workspaceId)).toEqual(['Studio Pitch']);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${bo.id}`, headers: ada.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names(t, bo, workspaceId)).toBe(404);
  });
});

describe('two processes on one database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-listing-'));
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let second: Database | undefined;
  beforeAll(async () => {
    store = await createPersistentTestDatabase(dataDir);
    const first = await store.open();
    // PostgreSQL: two connections as two processes would have. PGlite is one process's own; its two apps share it.
    second = store.url ? await store.open() : undefined;
    a = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { database: first });
    b = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { database: second ?? first });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await a?.adapters.database.close();
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a rename answered by one process shows in the other as soon as the database announces it', async () => {
    const ada = await buildUser(a.app);
    const id = await buildProject(a.app, ada, { projectName: 'Quay Lofts' });
    expect(await names(b, ada)).toEqual(['Quay Lofts']);
    expect(await names(b, ada)).toEqual(['Quay Lofts']);
    const form = new FormData();
    form.set('projectName', 'Quay Lofts II');
    expect((await a.app.inject({ method: 'PUT', url: `/api/projects/${id}/`, headers: ada.headers, body: form })).statusCode).toBe(200);
    await expect.poll(() => names(b, ada), { timeout: 15_000 }).toEqual(['Quay Lofts II']);
  });
});
