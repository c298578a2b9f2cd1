import { randomBytes } from 'node:crypto';
import { comparePages, type SnapshotPage, snapshotPagesOf, withImageUrls } from '@loci/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { encodePages } from './snapshots.repository.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const json = (user: TestUser, payload: unknown = {}, headers: Record<string, string> = {}) => ({
  headers: { ...user.headers, 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
});
const get = (url: string, user = ada) => t.app.inject({ method: 'GET', url, headers: user.headers });
const snapshotsOf = async (id: string) => (await get(`/api/projects/${id}/snapshots`)).json().snapshots;
const detail = async (id: string, snapshotId: string) => (await get(`/api/projects/${id}/snapshots/${snapshotId}`)).json();
const restore = (id: string, snapshotId: string, body: unknown, user = ada, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${id}/snapshots/${snapshotId}/restore`, ...json(user, body, headers) });
const pagesNow = async (id: string) => snapshotPagesOf((await get(`/api/projects/${id}/`)).json().data).map(withImageUrls);
const page = (pages: SnapshotPage[], pageId: string) => pages.find((p) => p.id === pageId);

async function boardProject(owner: TestUser): Promise<string> {
  const id = await buildProject(t.app, owner);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${id}/generation`,
    ...json(owner, { section: 'historical', kind: 'context' }),
  });
  expect(res.statusCode).toBe(202);
  await drainGeneration(t, owner, id);
  return id;
}

describe('review rounds keep snapshots of the project', () => {
  let id: string;
  let round1: { id: string; label: string };
  let round2: { id: string; label: string };
  beforeAll(async () => {
    id = await boardProject(ada);
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/review-links`, ...json(ada, {}) });
    expect(link.statusCode).toBe(201);
    const { token } = link.json();
    const verdict = await t.app.inject({
      method: 'POST',
      url: `/api/review/${token}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pageId: 'historical-context', imageIndex: 2, verdict: 'reject', comment: 'warmer', name: 'Clara' }),
    });
    expect(verdict.statusCode).toBeLessThan(300);
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/feedback/regenerate`,
      ...json(ada, { items: [{ pageId: 'historical-context', imageIndex: 2, guidance: 'warmer' }] }),
    });
    expect(regen.statusCode).toBe(202);
    await drainGeneration(t, ada, id);
    [round2, round1] = await snapshotsOf(id);
  });

  it('lists round 1 (as shared) and round 2 (once its new images are made), newest first', async () => {
    expect(round1).toMatchObject({ kind: 'round', round: 1, label: 'Round 1', by: ada.name, pageCount: 1 });
    expect(round2).toMatchObject({ kind: 'round', round: 2, label: 'Round 2', by: null });
    // Listing again takes nothing new.
    expect(await snapshotsOf(id)).toHaveLength(2);
  });

  it('compares round 1 with round 2: only the regenerated image changed', async () => {
    const [a, b] = [await detail(id, round1.id), await detail(id, round2.id)];
    expect(comparePages(a.pages, b.pages)).toEqual([
      { id: 'historical-context', title: 'Historical Context', presence: 'both', textChanged: false, changedSlots: [2] },
    ]);
    expect(a.pages[0].slots[2].image).toMatch(/^\/api\/assets\/[0-9a-f]{64}$/);
    expect(a.pages[0].slots[2].prompt).not.toMatch(/warmer/);
    // "warmer" is merged into the shot's light, not appended.
    expect(b.pages[0].slots[2].prompt).toMatch(/Light: warm low evening light, evening\./);
  });

  it('keeps every image a snapshot references through the orphan sweep', async () => {
    const sweep = await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) });
    expect(sweep.removed).toBe(0);
    for (const s of (await detail(id, round1.id)).pages[0].slots) expect((await get(s.image)).statusCode).toBe(200);
  });

  it('restores round 1’s page exactly, after a snapshot of the project as it was; a stale write is refused', async () => {
    const before = await pagesNow(id);
    const version = Number((await get(`/api/projects/${id}/`)).headers['x-project-version']);
    const stale = await restore(id, round1.id, { pageId: 'historical-context' }, ada, { 'if-match': `"${version - 1}"` });
    expect(stale.statusCode).toBe(409);
    expect(await pagesNow(id)).toEqual(before);
    const res = await restore(id, round1.id, { pageId: 'historical-context' }, ada, { 'if-match': `"${version}"` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restored: ['historical-context'], before: { kind: 'restore', label: 'Before restoring Round 1' } });
    const restored = page(await pagesNow(id), 'historical-context');
    expect(restored).toEqual(page((await detail(id, round1.id)).pages, 'historical-context'));
    expect((await detail(id, res.json().before.id)).pages).toEqual(before);
    // The slot's history names the restore; nothing else was lost.
    const versions = (await get(`/api/projects/${id}/slot-versions?slot=board:historical:context:2`)).json().versions;
    expect(versions[0]).toMatchObject({ source: 'restored', current: true, image: restored?.slots[2].image });
  });

  it('restores the whole project and saves named snapshots by hand', async () => {
    const named = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/snapshots`,
      ...json(ada, { name: 'Before the client call' }),
    });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ kind: 'named', label: 'Before the client call', round: 2 });
    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${id}/snapshots`, ...json(ada, { name: ' ' }) })).statusCode).toBe(
      400,
    );
    const res = await restore(id, round2.id, {});
    expect(res.statusCode).toBe(200);
    expect(await pagesNow(id)).toEqual((await detail(id, round2.id)).pages);
    expect((await snapshotsOf(id)).map((s: { label: string }) => s.label)).toEqual([
      'Before restoring Round 2',
      'Before the client call',
      'Before restoring Round 1',
      'Round 2',
      'Round 1',
    ]);
  });

  it('restores a moodboard page exactly; a moodboard deleted since is skipped, or 404 by name', async () => {
    const form = (fields: Record<string, string | string[]>) => ({ headers: ada.headers, body: buildForm(fields) });
    const meta = await t.app.inject({
      method: 'POST',
      url: '/generate_moodboard_metadata/',
      ...form({
        moodboardPrompt: 'Tidal Salt',
        programmaticArea: 'Lounge',
        optionalPrompt: 'A calm lounge.',
        selectedInsight: 'historical',
        contextText: 'Lisbon grew along the Tagus.',
        selectedImage: `data:image/png;base64,${(await buildPng(7)).toString('base64')}`,
        project_id: id,
        selectedImagesPrompts: ['Blue azulejo facade'],
      }),
    });
    expect(meta.statusCode).toBe(200);
    const mb = meta.json().moodboard_id as string;
    const image = (prompt: string) =>
      t.app.inject({
        method: 'POST',
        url: '/generate_single_moodboard_image/',
        ...form({ project_id: id, image_index: '2', prompt, moodboard_id: mb }),
      });
    expect((await image('Linen curtains in river light')).statusCode).toBe(200);
    const saved = (await t.app.inject({ method: 'POST', url: `/api/projects/${id}/snapshots`, ...json(ada, { name: 'Lounge' }) })).json();
    expect((await image('Terracotta floor tiles')).statusCode).toBe(200);
    const pageId = `moodboard:${mb}`;
    const kept = page((await detail(id, saved.id)).pages, pageId);
    expect(page(await pagesNow(id), pageId)).not.toEqual(kept);
    const res = await restore(id, saved.id, { pageId });
    expect(res.statusCode).toBe(200);
    expect(page(await pagesNow(id), pageId)).toEqual(kept);
    // Deleted since: the whole project restores without it; by name it is a 404 and nothing is taken.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/moodboards/${mb}`, headers: ada.headers })).statusCode,
    ).toBeLessThan(300);
    if (page(await pagesNow(id), pageId)) throw new Error('the moodboard was not deleted');
    const count = (await snapshotsOf(id)).length;
    expect((await restore(id, saved.id, { pageId })).statusCode).toBe(404);
    expect(await snapshotsOf(id)).toHaveLength(count);
    const all = await restore(id, saved.id, {});
    expect(all.statusCode).toBe(200);
    expect(all.json().restored).toEqual(['historical-context']);
  });

  it('keeps a round once when its last slots settle together, and listing takes nothing', async () => {
    const db = t.adapters.database.db.withTables<{ project_snapshot: { id: string; project_id: string; kind: string; round: number } }>();
    const roundTwos = () =>
      db
        .selectFrom('project_snapshot')
        .select('id')
        .where('project_id', '=', id)
        .where('kind', '=', 'round')
        .where('round', '=', 2)
        .execute();
    // As if the worker's process had died after the last image was written, before the round was kept.
    await db.deleteFrom('project_snapshot').where('id', '=', round2.id).execute();
    expect(await roundTwos()).toHaveLength(0);
    // A GET reads: the History list does not take the round.
    expect((await snapshotsOf(id)).map((s: { label: string }) => s.label)).not.toContain('Round 2');
    expect(await roundTwos()).toHaveLength(0);
    // Five workers telling at once: one round snapshot.
    await Promise.all(Array.from({ length: 5 }, () => t.app.services.snapshots.slotSettled(id)));
    const kept = await roundTwos();
    expect(kept).toHaveLength(1);
    round2 = { id: kept[0].id, label: 'Round 2' };
  });

  it('another project’s snapshot, a malformed id, a page it lacks or a stranger: 4xx and nothing changes', async () => {
    const bos = await boardProject(bo);
    const bosSnapshot = (
      await t.app.inject({ method: 'POST', url: `/api/projects/${bos}/snapshots`, ...json(bo, { name: 'Mine' }) })
    ).json();
    const before = await pagesNow(id);
    const count = (await snapshotsOf(id)).length;
    expect((await restore(id, bosSnapshot.id, {})).statusCode).toBe(404);
    expect((await get(`/api/projects/${id}/snapshots/${bosSnapshot.id}`)).statusCode).toBe(404);
    expect((await restore(bos, round1.id, {}, bo)).statusCode).toBe(404);
    expect((await restore(id, round1.id, {}, bo)).statusCode).toBe(404);
    expect((await get(`/api/projects/${id}/snapshots`, bo)).statusCode).toBe(404);
    expect((await restore(id, 'not-a-uuid', {})).statusCode).toBe(404);
    expect((await restore(id, round1.id, { pageId: 'social-topics' })).statusCode).toBe(404);
    expect((await restore(id, round1.id, { pageId: 42 })).statusCode).toBe(400);
    expect(await pagesNow(id)).toEqual(before);
    expect(await snapshotsOf(id)).toHaveLength(count);
  });

  it('stores a 6-page × 16-image project in at most 50 KB (hashes, texts and labels, gzipped)', async () => {
    const real = (await detail(id, round1.id)).pages[0].slots as SnapshotPage['slots'];
    // Real prompts and labels of the offline provider, their words shuffled per slot (no long repeats to compress away).
    const shuffle = (text: string, seed: number) =>
      text
        .split(' ')
        .map((w, i) => ({ w, k: (i * 7919 + seed * 104729) % 1009 }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.w)
        .join(' ');
    const pages: SnapshotPage[] = Array.from({ length: 6 }, (_, p) => ({
      id: `page-${p}`,
      title: `Page ${p}`,
      text: shuffle(real.map((s) => s.prompt).join(' '), p),
      slots: Array.from({ length: 16 }, (_, i) => {
        const base = real[i % real.length];
        return {
          ...base,
          image: randomBytes(32).toString('hex'),
          alternativeImages: [randomBytes(32).toString('hex')],
          prompt: shuffle(base.prompt, p * 16 + i),
          label: shuffle(base.label, i),
          alternativeLabels: ['Morning market', 'Harbour steps', 'Tiled courtyard'],
        };
      }),
    }));
    const stored = encodePages(pages).byteLength;
    console.info(`6 pages × 16 images: ${JSON.stringify(pages).length} bytes as JSON, ${stored} bytes stored`);
    expect(stored).toBeLessThanOrEqual(50 * 1024);
    const row = await t.adapters.database.db
      .withTables<{ project_snapshot: { id: string; pages: Uint8Array } }>()
      .selectFrom('project_snapshot')
      .select(sql<number>`octet_length(pages)`.as('bytes'))
      .where('id', '=', round1.id)
      .executeTakeFirstOrThrow();
    console.info(`round 1 (one 4-image page): ${row.bytes} bytes stored`);
    expect(Number(row.bytes)).toBeLessThan(2048);
  });
});
