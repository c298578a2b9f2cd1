import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { listSlots } from './generation.repository.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

describe('POST /api/projects/:id/generation/cancel', () => {
  it('takes queued slots out of the queue, lets running ones finish, keeps shown images', async () => {
    const id = await buildProject(t.app, ada);
    // No worker runs in this app: everything stays queued until something takes it.
    expect((await call('POST', `/api/projects/${id}/generation`, ada, { section: 'historical', kind: 'context' })).statusCode).toBe(202);
    const db = t.adapters.database.db;
    const slots = await listSlots(db, id);
    expect(slots.filter((s) => s.status === 'queued')).toHaveLength(4);
    // A stranger learns nothing and stops nothing.
    expect((await call('POST', `/api/projects/${id}/generation/cancel`, bo)).statusCode).toBe(404);
    expect((await listSlots(db, id)).filter((s) => s.status === 'queued')).toHaveLength(4);
    const where = (idx: number) => (q: typeof base) => q.where('project_id', '=', id).where('idx', '=', idx);
    const base = db.updateTable('generation_slot');
    // Slot 0 was taken by a worker; slot 1 is a shown image queued again (a page regeneration).
    await where(0)(base.set({ status: 'running', locked_by: 'worker-a', locked_at: new Date() })).execute();
    const shown = (await t.app.services.assets.storeUpload(await buildPng(3))).sha256;
    await where(1)(db.updateTable('generation_slot').set({ asset_sha: shown })).execute();

    const res = await call('POST', `/api/projects/${id}/generation/cancel`, ada);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sections).toEqual([expect.objectContaining({ section: 'historical', kind: 'context', total: 4, status: 'running' })]);
    const after = (await listSlots(db, id)).sort((a, b) => a.idx - b.idx).map((s) => [s.idx, s.status]);
    expect(after).toEqual([
      [0, 'running'],
      [1, 'done'],
      [2, 'pending'],
      [3, 'pending'],
    ]);
    // Once the running slot finishes, nothing is left in the queue.
    await where(0)(db.updateTable('generation_slot').set({ status: 'done', locked_by: null })).execute();
    expect((await call('GET', `/api/projects/${id}/generation`, ada)).json().running).toBe(false);
    // Generate all again queues only what is still missing.
    const again = (await call('POST', `/api/projects/${id}/generation`, ada, { section: 'historical', kind: 'context' })).json();
    expect(again.sections[0]).toMatchObject({ total: 4, completed: 2, status: 'queued' });
  });
});
