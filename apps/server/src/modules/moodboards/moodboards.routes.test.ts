import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject, seedProjectImages } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

type Fields = Record<string, string | string[]>;
const form = buildForm;
const post = (url: string, user: TestUser | undefined, fields: Fields) =>
  t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, body: form(fields) });
const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const moodboardsOf = async (id: string, user = ada) => (await get(`/api/projects/${id}/`, user)).json().data.moodboards;
const fileStatus = async (url: string, user = ada) => (await get(url, user)).statusCode;
const SHA_URL = /^\/api\/assets\/([0-9a-f]{64})$/;
const shaOf = (url: string) => SHA_URL.exec(url)?.[1] ?? '';
const dataUrl = async (seed: number) => `data:image/png;base64,${(await buildPng(seed)).toString('base64')}`;

async function metadataFields(projectId: string, overrides: Fields = {}): Promise<Fields> {
  return {
    moodboardPrompt: 'Tidal Salt',
    programmaticArea: 'Lounge',
    optionalPrompt: 'A calm lounge with low seating facing the river light.',
    selectedInsight: 'historical',
    contextText: 'Lisbon grew along the Tagus, its trade written in tiles.',
    selectedImage: await dataUrl(7),
    project_id: projectId,
    selectedImagesPrompts: ['Blue azulejo facade in afternoon light'],
    ...overrides,
  };
}

describe('moodboard flow', () => {
  it('metadata → images → update → render → cached → edit → history → delete', async () => {
    const id = await buildProject(t.app, ada);

    // Metadata: the selected image first, then MOODBOARD_IMAGE_COUNT prompts.
    const metaRes = await post('/generate_moodboard_metadata/', ada, await metadataFields(id));
    expect(metaRes.statusCode).toBe(200);
    const meta = metaRes.json();
    expect(meta.title).toBe('Tidal Salt');
    expect(meta.labels[0]).toBe('Aesthetic Reference');
    expect(meta.prompts[0]).toBe('Selected aesthetic reference for Tidal Salt');
    expect(meta.prompts).toHaveLength(9);
    expect(meta.optionalPrompt).toBe('A calm lounge with low seating facing the river light.');
    expect(meta.programmaticArea).toBe('Lounge');
    expect(meta.selectedImage).toMatch(SHA_URL);
    expect(await fileStatus(meta.selectedImage)).toBe(200);

    let [board] = await moodboardsOf(id);
    expect(board).toMatchObject({
      moodboard_id: meta.moodboard_id,
      moodboard_title: 'Tidal Salt',
      isGenerating: true,
      totalImages: 9,
      completedImages: 1,
      section: 'historical',
    });
    expect(board.images.slice(1)).toEqual(Array(8).fill(''));
    expect((await get('/api/projects/', ada)).json().projects[0].moodboards_count).toBe(1);

    // Each image in turn (index 0, the reference, is answered as it is).
    const ref = await post('/generate_single_moodboard_image/', ada, {
      project_id: id,
      image_index: '0',
      prompt: meta.prompts[0],
      moodboard_id: meta.moodboard_id,
    });
    expect(ref.json().image).toBe(meta.selectedImage);
    for (let i = 1; i < meta.prompts.length; i++) {
      const res = await post('/generate_single_moodboard_image/', ada, {
        project_id: id,
        image_index: String(i),
        prompt: meta.prompts[i],
        moodboard_id: meta.moodboard_id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ timeout: false, fallback: false });
      expect(res.json().image).toMatch(SHA_URL);
    }
    [board] = await moodboardsOf(id);
    expect(board).toMatchObject({ isGenerating: false, completedImages: 9, totalImages: 9 });
    expect(board.images.every((u: string) => SHA_URL.test(u))).toBe(true);
    const collage = (await get(`/api/projects/${id}/images`, ada)).json();
    expect(collage.total_images).toBe(9);

    // Update one image: the sliders change the bytes.
    const before = board.images[3];
    const upd = await post('/update_moodboard_image/', ada, {
      project_id: id,
      moodboard_title: 'Tidal Salt',
      moodboard_id: meta.moodboard_id,
      image_index: '3',
      new_prompt: '',
      old_prompt: board.prompts[3],
      microMacro: '0',
      photoStyled: '2',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().image).not.toBe(before);
    expect(upd.json().newPrompt).toMatch(/material close-up/);
    [board] = await moodboardsOf(id);
    expect(board.images[3]).toBe(upd.json().image);
    expect(board.imageSettings[3]).toEqual({ microMacro: 0, photoStyled: 2 });
    expect(await fileStatus(before)).toBe(200); // the replaced image stays in the slot's history (issue #34)

    // Render, then the cached render.
    const renderFields = {
      programmaticArea: 'Lounge',
      areaDescription: board.optionalPrompt,
      images: board.images,
      prompts: board.prompts,
      project_id: id,
      moodboard_id: meta.moodboard_id,
      force_regenerate: 'false',
    };
    const first = await post('/generate_render/', ada, renderFields);
    expect(first.statusCode).toBe(200);
    const r1 = first.json();
    expect(r1).toMatchObject({ cached: false, regenerated: false });
    expect(r1.image).toMatch(SHA_URL);
    expect(r1.render_url).toBe(r1.image);
    expect(r1.render_prompt).toMatch(/lounge/i);
    const png = (await get(r1.image, ada)).rawPayload;
    const sharp = (await import('sharp')).default;
    expect(await sharp(png).metadata()).toMatchObject({ width: 1536, height: 1024 });
    const cached = (await post('/generate_render/', ada, renderFields)).json();
    expect(cached).toMatchObject({ image: r1.image, render_prompt: r1.render_prompt, cached: true, regenerated: false });

    // Edit the render: a second render in the history.
    const edited = await post('/edit_render/', ada, {
      project_id: id,
      moodboard_id: meta.moodboard_id,
      new_prompt: `${r1.render_prompt} Warmer evening light.`,
      previous_render: r1.image,
    });
    expect(edited.statusCode).toBe(200);
    const r2 = edited.json();
    expect(r2).toMatchObject({ regenerated: true, cached: false, render_prompt: `${r1.render_prompt} Warmer evening light.` });
    expect(r2.image).not.toBe(r1.image);
    const history = (await get(`/api/projects/${id}/moodboards/${meta.moodboard_id}/renders`, ada)).json().renders;
    expect(history.map((r: { image: string }) => r.image)).toEqual([r1.image, r2.image]);
    expect((await post('/generate_render/', ada, renderFields)).json().image).toBe(r2.image);
    [board] = await moodboardsOf(id);
    expect(board.renders).toHaveLength(2);

    // Delete by title (the spec's call): gone, and the files of unshared assets with it.
    const files = [...board.images, before, r1.image, r2.image];
    const del = await post('/delete_moodboard/', ada, { project_id: id, moodboard_title: 'Tidal Salt' });
    expect(del.json()).toEqual({ success: true });
    expect(await moodboardsOf(id)).toEqual([]);
    for (const url of files) expect(await fileStatus(url), url).toBe(404);
    for (const url of files) {
      const sha = shaOf(url);
      const keys: string[] = [];
      for await (const key of t.adapters.storage.list(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`)) keys.push(key);
      expect(sha, url).not.toBe('');
      expect(keys, url).toEqual([]);
    }
    expect((await get('/api/projects/', ada)).json().projects[0].moodboards_count).toBe(0);
  });

  it('uses an image the project already has as the selected image, and keeps it when the moodboard goes', async () => {
    const id = await buildProject(t.app, ada);
    const [sha] = await seedProjectImages(t.app, id, 1, 40);
    const meta = (
      await post('/generate_moodboard_metadata/', ada, await metadataFields(id, { selectedImage: `/api/assets/${sha}` }))
    ).json();
    expect(meta.selectedImage).toBe(`/api/assets/${sha}`);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/moodboards/${meta.moodboard_id}`, headers: ada.headers });
    expect(res.json()).toEqual({ success: true });
    expect(await fileStatus(`/api/assets/${sha}`)).toBe(200); // still the context board's
  });
});

describe('validation', () => {
  let id: string;
  beforeAll(async () => {
    id = await buildProject(t.app, ada);
  });

  it('answers the popup messages word for word', async () => {
    const cases: [Fields, string][] = [
      [{ moodboardPrompt: '  ' }, 'Please enter a moodboard topic'],
      [{ selectedInsight: '' }, 'Please select a contextual insight'],
      [{ selectedInsight: 'cultural' }, 'Please select a contextual insight'],
      [{ selectedImage: '' }, 'Invalid selected image. Please try again.'],
      [{ selectedImage: 'data:image/png;base64,bm90IGFuIGltYWdl' }, 'Invalid selected image. Please try again.'],
      [{ selectedImage: `/api/assets/${'a'.repeat(64)}` }, 'Invalid selected image. Please try again.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post('/generate_moodboard_metadata/', ada, await metadataFields(id, overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await moodboardsOf(id)).toEqual([]);
  });

  it('refuses another user’s image as the selected image', async () => {
    const other = await buildProject(t.app, bo);
    const [sha] = await seedProjectImages(t.app, other, 1, 60);
    const res = await post('/generate_moodboard_metadata/', ada, await metadataFields(id, { selectedImage: `/api/assets/${sha}` }));
    expect(res.json().error).toBe('Invalid selected image. Please try again.');
  });

  it('gives readable 400s for bad indexes, prompts, sliders and lists, and 404 for unknown moodboards', async () => {
    const meta = (await post('/generate_moodboard_metadata/', ada, await metadataFields(id))).json();
    const base = { project_id: id, moodboard_id: meta.moodboard_id };
    const expect400 = async (url: string, fields: Fields, pattern: RegExp) => {
      const res = await post(url, ada, fields);
      expect(res.statusCode, `${url} ${JSON.stringify(fields).slice(0, 80)}`).toBe(400);
      expect(res.json().error).toMatch(pattern);
    };
    await expect400(
      '/generate_single_moodboard_image/',
      { ...base, image_index: '9', prompt: 'x' },
      /image_index must be a whole number from 0 to 8/,
    );
    await expect400('/generate_single_moodboard_image/', { ...base, image_index: 'two', prompt: 'x' }, /image_index/);
    await expect400(
      '/update_moodboard_image/',
      { ...base, image_index: '1', new_prompt: 'oak', microMacro: '5' },
      /microMacro must be 0, 1 or 2/,
    );
    await expect400('/update_moodboard_image/', { project_id: id, image_index: '1' }, /moodboard_id or moodboard_title is required/);
    await expect400('/generate_render/', { project_id: id }, /moodboard_id is required/);
    await expect400('/edit_render/', { ...base, new_prompt: '   ' }, /new_prompt is required/);
    await expect400(
      '/edit_render/',
      { ...base, new_prompt: 'A lounge', previous_render: 'https://example.com/x.png' },
      /previous_render must be/,
    );
    await expect400('/moodboard_images_edit/', { newPrompt: '[not json' }, /newPrompt must be a JSON list of strings/);
    await expect400('/moodboard_images_edit/', {}, /newPrompt is required/);
    await expect400('/moodboard_images_edit/', { newPrompt: '["a", 3]' }, /JSON list of strings/);
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/moodboards`,
      headers: ada.headers,
      payload: { title: '' },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error).toBe('title is required.');
    const unknown = { project_id: id, moodboard_id: '00000000-0000-4000-8000-000000000000' };
    for (const url of ['/generate_render/', '/delete_moodboard/']) {
      const res = await post(url, ada, unknown);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Moodboard not found.');
    }
    expect((await post('/delete_moodboard/', ada, { project_id: id, moodboard_title: 'Nope' })).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('answers 401 signed out and 404 to another user on every moodboard route', async () => {
    const id = await buildProject(t.app, ada);
    const meta = (await post('/generate_moodboard_metadata/', ada, await metadataFields(id))).json();
    const fields = {
      project_id: id,
      moodboard_id: meta.moodboard_id,
      moodboard_title: meta.title,
      image_index: '1',
      prompt: 'oak',
      new_prompt: 'oak',
      title: 'X',
    };
    const bodyRoutes = [
      '/generate_moodboard_metadata/',
      '/generate_single_moodboard_image/',
      '/update_moodboard_image/',
      '/delete_moodboard/',
      '/generate_render/',
      '/edit_render/',
    ];
    for (const url of bodyRoutes) {
      expect((await post(url, undefined, fields)).statusCode, url).toBe(401);
      expect((await post(url, bo, fields)).statusCode, url).toBe(404);
    }
    const paths: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', `/api/projects/${id}/moodboards`],
      ['POST', `/api/projects/${id}/moodboards`],
      ['DELETE', `/api/projects/${id}/moodboards/${meta.moodboard_id}`],
      ['GET', `/api/projects/${id}/moodboards/${meta.moodboard_id}/renders`],
    ];
    for (const [method, url] of paths) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: bo.headers, payload: method === 'POST' ? { title: 'X' } : undefined })).statusCode,
        url,
      ).toBe(404);
    }
    expect((await post('/moodboard_images_edit/', undefined, { newPrompt: '["oak"]' })).statusCode).toBe(401);
    // A moodboard of another project of the same user is not reachable through this project.
    const other = await buildProject(t.app, ada);
    expect((await post('/generate_render/', ada, { project_id: other, moodboard_id: meta.moodboard_id })).statusCode).toBe(404);
    expect(await moodboardsOf(id)).toHaveLength(1);
  });
});
