import { assetShaOf } from '@loci/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { historyDb } from './history.tables.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

type Fields = Record<string, string | string[]>;
const post = (url: string, user: TestUser, fields: Fields) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, body: buildForm(fields) });
const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const versionsOf = async (id: string, slot: string, user = ada) =>
  (await get(`/api/projects/${id}/slot-versions?slot=${encodeURIComponent(slot)}`, user)).json().versions;
const restore = (id: string, versionId: string, user = ada, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${id}/slot-versions/${versionId}/restore`, headers: { ...user.headers, ...headers } });
const contextImage = async (id: string, index: number) =>
  (await get(`/api/projects/${id}/`, ada)).json().data.contexts.historical.images[index];
const SLOT = 'board:historical:context:1';

async function makeImage(id: string, prompt: string, user = ada) {
  const res = await post('/generate_single_context_image/', user, {
    project_id: id,
    section: 'historical',
    image_index: '1',
    prompt,
    prompt_usage: '0',
  });
  expect(res.statusCode).toBe(200);
  return res.json().image as string;
}

describe('board slot history', () => {
  let id: string;
  let first: string;
  let second: string;
  let third: string;
  beforeAll(async () => {
    id = await buildProject(t.app, ada);
    await post('/generate_context_metadata/', ada, { section: 'historical', projectLocation: 'Lisbon', project_id: id });
    first = await makeImage(id, 'Blue azulejo facade in morning light');
    second = await makeImage(id, 'Tram tracks on a steep cobbled street');
    const edited = await post('/presentation_context_edit/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '1',
      new_prompt: 'Cork oak bark',
      old_prompt: 'Tram tracks on a steep cobbled street',
      microMacro: '0',
      photoStyled: '2',
      realSourced: '0',
    });
    expect(edited.statusCode).toBe(200);
    third = edited.json().images[0];
  });

  it('keeps every image the slot showed, newest first, with what made it', async () => {
    expect(new Set([first, second, third]).size).toBe(3);
    const versions = await versionsOf(id, SLOT);
    expect(versions.map((v: { image: string }) => v.image)).toEqual([third, second, first]);
    expect(versions.map((v: { current: boolean }) => v.current)).toEqual([true, false, false]);
    expect(versions[2]).toMatchObject({ prompt: 'Blue azulejo facade in morning light', source: 'generated', by: ada.name, round: 1 });
    expect(versions[2].provider).toBeTruthy();
    expect(versions[0].settings).toEqual({ microMacro: 0, photoStyled: 2, realSourced: 0 });
    // Never in the project read: the strip loads it on demand.
    expect((await get(`/api/projects/${id}/`, ada)).body).not.toContain('slot-versions');
    expect((await get(`/api/projects/${id}/`, ada)).body).not.toContain(first.slice(-64));
  });

  it('restores a version: it becomes current as a new entry, nothing deleted; the sweep keeps every version', async () => {
    const versions = await versionsOf(id, SLOT);
    const res = await restore(id, versions[2].id);
    expect(res.statusCode).toBe(200);
    const after = res.json().versions;
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ image: first, source: 'restored', current: true, prompt: 'Blue azulejo facade in morning light' });
    expect(await contextImage(id, 1)).toBe(first);
    const sweep = await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) });
    expect(sweep.removed).toBe(0);
    for (const image of [first, second, third]) expect((await get(image, ada)).statusCode).toBe(200);
  });

  it('choosing an image records it as chosen', async () => {
    const res = await post('/save_image_selection/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '1',
      selected_image: third,
    });
    expect(res.statusCode).toBe(200);
    expect((await versionsOf(id, SLOT))[0]).toMatchObject({ image: third, source: 'chosen', current: true });
  });

  it('a review link serves the image the slot shows, never one kept only in its history', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/review-links`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(link.statusCode).toBe(201);
    const { token } = link.json();
    const shaOf = (url: string) => assetShaOf(url) ?? '';
    const current = await contextImage(id, 1);
    const old = [first, second, third].filter((u) => u !== current);
    expect(old.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/review/${token}/assets/${shaOf(current)}` })).statusCode).toBe(200);
    for (const url of old) {
      expect((await t.app.inject({ method: 'GET', url: `/api/review/${token}/assets/${shaOf(url)}` })).statusCode).toBe(404);
    }
  });

  it('refuses a restore based on an older project version (409), changing nothing', async () => {
    const head = await get(`/api/projects/${id}/`, ada);
    const version = Number(head.headers['x-project-version']);
    const versions = await versionsOf(id, SLOT);
    const ok = await restore(id, versions[1].id, ada, { 'if-match': `"${version}"` });
    expect(ok.statusCode).toBe(200);
    expect(Number(ok.headers['x-project-version'])).toBe(version + 1);
    const before = await versionsOf(id, SLOT);
    const stale = await restore(id, versions[2].id, ada, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(409);
    expect(await versionsOf(id, SLOT)).toEqual(before);
  });

  it('records the image shown before history began as an earlier version', async () => {
    await historyDb(t.app.services.assets.db).deleteFrom('slot_version').where('project_id', '=', id).where('slot', '=', SLOT).execute();
    const shown = await contextImage(id, 1);
    const next = await makeImage(id, 'Laundry lines over a narrow alley');
    const versions = await versionsOf(id, SLOT);
    expect(versions.map((v: { image: string; source: string }) => [v.image, v.source])).toEqual([
      [next, 'generated'],
      [shown, 'earlier'],
    ]);
  });

  it('another project’s version, a malformed id or a stranger: 404 and nothing changes', async () => {
    const bosProject = await buildProject(t.app, bo);
    const versions = await versionsOf(id, SLOT);
    const shown = await contextImage(id, 1);
    expect((await restore(bosProject, versions[1].id, bo)).statusCode).toBe(404);
    expect((await restore(id, versions[1].id, bo)).statusCode).toBe(404);
    expect((await restore(id, 'not-a-uuid')).statusCode).toBe(404);
    expect((await restore(id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/api/projects/${id}/slot-versions?slot=${SLOT}`, bo)).statusCode).toBe(404);
    expect((await get(`/api/projects/${id}/slot-versions?slot=nonsense`, ada)).statusCode).toBe(400);
    expect(await contextImage(id, 1)).toBe(shown);
    expect(await versionsOf(id, SLOT)).toEqual(versions);
  });

  it('deleting the project removes its versioned images as today', async () => {
    const images = (await versionsOf(id, SLOT)).map((v: { image: string }) => v.image);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/`, headers: ada.headers })).statusCode).toBeLessThan(300);
    const shas = images.map((u: string) => u.slice(-64));
    const left = await t.app.services.assets.db.selectFrom('asset').select('sha256').where('sha256', 'in', shas).execute();
    expect(left).toEqual([]);
  });
});

describe('moodboard image and render history', () => {
  it('keeps moodboard images and renders, and restores each', async () => {
    const id = await buildProject(t.app, ada);
    const meta = (
      await post('/generate_moodboard_metadata/', ada, {
        moodboardPrompt: 'Tidal Salt',
        programmaticArea: 'Lounge',
        optionalPrompt: 'A calm lounge.',
        selectedInsight: 'historical',
        contextText: 'Lisbon grew along the Tagus.',
        selectedImage: `data:image/png;base64,${(await buildPng(7)).toString('base64')}`,
        project_id: id,
        selectedImagesPrompts: ['Blue azulejo facade'],
      })
    ).json();
    const mb = meta.moodboard_id as string;
    const image = async (prompt: string) =>
      (await post('/generate_single_moodboard_image/', ada, { project_id: id, image_index: '2', prompt, moodboard_id: mb })).json().image;
    const a = await image('Linen curtains in river light');
    const b = await image('Terracotta floor tiles');
    const slot = `moodboard:${mb}:2`;
    const versions = await versionsOf(id, slot);
    expect(versions.map((v: { image: string }) => v.image)).toEqual([b, a]);
    expect((await restore(id, versions[1].id)).statusCode).toBe(200);
    const board = (await get(`/api/projects/${id}/`, ada)).json().data.moodboards[0];
    expect(board.images[2]).toBe(a);

    const render = async (force: boolean) =>
      (await post('/generate_render/', ada, { project_id: id, moodboard_id: mb, force_regenerate: force ? 'true' : 'false' })).json();
    const r1 = await render(false);
    const r2 = await post('/edit_render/', ada, { project_id: id, moodboard_id: mb, new_prompt: 'The lounge at dusk with lamps lit' });
    expect(r2.statusCode).toBe(200);
    const renders = await versionsOf(id, `render:${mb}`);
    expect(renders.map((v: { image: string }) => v.image)).toEqual([r2.json().image, r1.image]);
    const back = await restore(id, renders[1].id);
    expect(back.json().versions[0]).toMatchObject({ image: r1.image, source: 'restored', current: true });
    expect((await render(false)).image).toBe(r1.image);
  });
});

describe('regenerating always gives something new', () => {
  it('the same prompt twice in the popup gives two images, each with its seed in the history', async () => {
    const id = await buildProject(t.app, ada);
    await post('/generate_context_metadata/', ada, { section: 'historical', projectLocation: 'Lisbon', project_id: id });
    const prompt = 'Blue azulejo facade in morning light';
    const images = [await makeImage(id, prompt), await makeImage(id, prompt), await makeImage(id, prompt)];
    expect(new Set(images).size).toBe(3);
    const versions = await versionsOf(id, SLOT);
    expect(versions[0].seed).toEqual(expect.any(Number));
    expect(versions[1].seed).not.toBe(versions[0].seed);
    expect(versions[2].seed).toBeNull(); // the first image of a slot is made without one
  });

  it('"Regenerate page" on the queue replaces every image with a new one, all kept in the history', async () => {
    const id = await buildProject(t.app, ada, { contextInsights: 'historical' });
    const queue = (body: object) =>
      t.app.inject({ method: 'POST', url: `/api/projects/${id}/generation`, headers: ada.headers, payload: body });
    expect((await queue({ section: 'historical', kind: 'context' })).statusCode).toBe(202);
    await drainGeneration(t, ada, id);
    const before = await Promise.all([0, 1, 2, 3].map((i) => contextImage(id, i)));
    expect((await queue({ section: 'historical', kind: 'context', regenerate: true })).statusCode).toBe(202);
    await drainGeneration(t, ada, id);
    const after = await Promise.all([0, 1, 2, 3].map((i) => contextImage(id, i)));
    for (const [i, image] of after.entries()) {
      expect(image).not.toBe(before[i]);
      const versions = await versionsOf(id, `board:historical:context:${i}`);
      expect(versions.map((v: { image: string }) => v.image)).toEqual([image, before[i]]);
    }
  });
});

describe('variations', () => {
  const usage = async (userId: string) => {
    const rows = await t.app.services.assets.db.selectFrom('generation_usage').select('count').where('user_id', '=', userId).execute();
    return rows.reduce((n, r) => n + Number(r.count), 0);
  };
  const vary = (id: string, body: object, user = ada) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/slot-variations`, headers: user.headers, payload: body });

  it('makes N candidates side by side, charged per image; choosing one makes it current and keeps the others', async () => {
    const id = await buildProject(t.app, ada);
    await post('/generate_context_metadata/', ada, { section: 'historical', projectLocation: 'Lisbon', project_id: id });
    const shown = await makeImage(id, 'Blue azulejo facade in morning light');
    const charged = await usage(ada.id);
    const res = await vary(id, { slot: SLOT, count: 3 });
    expect(res.statusCode).toBe(200);
    const candidates = res.json().candidates;
    expect(candidates).toHaveLength(3);
    expect(new Set([shown, ...candidates.map((c: { image: string }) => c.image)]).size).toBe(4);
    expect(candidates.every((c: { source: string; current: boolean }) => c.source === 'variation' && !c.current)).toBe(true);
    expect(await usage(ada.id)).toBe(charged + 3);
    expect(await contextImage(id, 1)).toBe(shown); // nothing changes until one is chosen
    expect((await versionsOf(id, SLOT)).find((v: { current: boolean }) => v.current).image).toBe(shown);

    const chosen = await restore(id, candidates[1].id);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().versions[0]).toMatchObject({ image: candidates[1].image, source: 'chosen', current: true });
    expect(await contextImage(id, 1)).toBe(candidates[1].image);
    const images = (await versionsOf(id, SLOT)).map((v: { image: string }) => v.image);
    for (const c of [shown, ...candidates.map((x: { image: string }) => x.image)]) expect(images).toContain(c);
    for (const c of candidates) expect((await get(c.image, ada)).statusCode).toBe(200);
  });

  it('refuses 1 or 5 candidates, a moodboard slot and a stranger, making nothing', async () => {
    const id = await buildProject(t.app, ada);
    await post('/generate_context_metadata/', ada, { section: 'historical', projectLocation: 'Lisbon', project_id: id });
    await makeImage(id, 'Blue azulejo facade in morning light');
    const charged = await usage(ada.id);
    expect((await vary(id, { slot: SLOT, count: 1 })).statusCode).toBe(400);
    expect((await vary(id, { slot: SLOT, count: 5 })).statusCode).toBe(400);
    expect((await vary(id, { slot: 'nonsense', count: 2 })).statusCode).toBe(400);
    expect((await vary(id, { slot: `moodboard:${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}:1`, count: 2 })).statusCode).toBe(400);
    expect((await vary(id, { slot: SLOT, count: 2 }, bo)).statusCode).toBe(404);
    expect(await usage(ada.id)).toBe(charged);
    expect(await versionsOf(id, SLOT)).toHaveLength(1);
  });
});
