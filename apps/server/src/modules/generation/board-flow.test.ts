import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { listSlots } from './generation.repository.js';

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

const queue = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${id}/generation`, headers: ada.headers, payload });
const data = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().data;

const work = (id: string) => drainGeneration(t, ada, id);

describe('Topics before Context', () => {
  it('queues the context images too, so both boards are generated', { timeout: 120_000 }, async () => {
    const id = await buildProject(t.app, ada);
    const res = await queue(id, { section: 'social', kind: 'topics' });
    expect(res.statusCode).toBe(202);
    expect(res.json().sections).toEqual([
      { section: 'social', kind: 'context', total: 4, completed: 0, failed: 0, status: 'queued', started_by: ada.name },
      { section: 'social', kind: 'topics', total: 8, completed: 0, failed: 0, status: 'queued', started_by: ada.name },
    ]);
    await work(id);
    const d = await data(id);
    expect(d.contexts.social.dataFetched).toBe(true);
    expect(d.contexts.social.images.every((i: string) => i.startsWith('/api/assets/'))).toBe(true);
    expect(d.topics.social.images.every((i: string) => i.startsWith('/api/assets/'))).toBe(true);
  });

  it('a context left with pending images (metadata only) is finished by the next topics request', { timeout: 120_000 }, async () => {
    const id = await buildProject(t.app, ada);
    const meta = new FormData();
    for (const [k, v] of Object.entries({ section: 'physical', project_id: id })) meta.append(k, v);
    await t.app.inject({ method: 'POST', url: '/generate_context_metadata/', headers: ada.headers, body: meta });
    expect((await data(id)).contexts.physical.slotStatus).toEqual(['pending', 'pending', 'pending', 'pending']);
    const res = await queue(id, { section: 'physical', kind: 'topics' });
    expect(res.json().sections.find((s: { kind: string }) => s.kind === 'context').status).toBe('queued');
  });
});

describe('Regenerate page', () => {
  it("re-queues a board's images, keeping what the user chose unless asked to replace it", { timeout: 120_000 }, async () => {
    const id = await buildProject(t.app, ada);
    await queue(id, { section: 'historical', kind: 'context' });
    await work(id);
    const db = t.adapters.database.db;
    await db
      .updateTable('generation_slot')
      .set({ user_edited: true })
      .where('project_id', '=', id)
      .where('kind', '=', 'context')
      .where('idx', '=', 1)
      .execute();
    const res = await queue(id, { section: 'historical', kind: 'context', regenerate: true });
    expect(res.statusCode).toBe(202);
    const statuses = (await listSlots(db, id, { section: 'historical', kind: 'context' })).map((s) => s.status);
    expect(statuses).toEqual(['queued', 'done', 'queued', 'queued']);
    await work(id);
    await queue(id, { section: 'historical', kind: 'context', regenerate: true, replaceEdited: true });
    const all = await listSlots(db, id, { section: 'historical', kind: 'context' });
    expect(all.map((s) => s.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(all.every((s) => !s.user_edited)).toBe(true);
    await work(id);
  });

  it('needs one section and one kind', { timeout: 120_000 }, async () => {
    const id = await buildProject(t.app, ada);
    const res = await queue(id, { kind: 'all', regenerate: true });
    expect(res.statusCode).toBe(400);
  });

  it('a failed slot says why', { timeout: 120_000 }, async () => {
    const id = await buildProject(t.app, ada);
    await queue(id, { section: 'social', kind: 'context' });
    await work(id);
    const db = t.adapters.database.db;
    await db
      .updateTable('generation_slot')
      .set({ status: 'failed', error: 'timeout', asset_sha: null })
      .where('project_id', '=', id)
      .where('kind', '=', 'context')
      .where('idx', '=', 2)
      .execute();
    const ctx = (await data(id)).contexts.social;
    expect(ctx.slotErrors).toEqual(['', '', 'The image provider did not answer in time.', '']);
    expect(ctx.images[2]).toBe('');
  });
});
