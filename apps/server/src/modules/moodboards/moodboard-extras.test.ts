import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingImageModel, ProviderError } from '../../../test/ai-fakes.js';
import { buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

// A provider that times out on prompts mentioning "slow" and refuses those mentioning "refuse".
const image = createCountingImageModel({
  fail: (req) =>
    req.prompt.includes('slow')
      ? new ProviderError('timeout', 'fake', 'timed out')
      : req.prompt.includes('refuse')
        ? new ProviderError('rejected', 'fake', 'content policy')
        : undefined,
});

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image } });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
});
afterAll(async () => t?.close());

function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
}
const post = (url: string, user: TestUser, fields: Record<string, string | string[]>) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, body: form(fields) });
const status = async (url: string, user: TestUser) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode;
const SHA_URL = /^\/api\/assets\/[0-9a-f]{64}$/;
const GREY = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('the creation call', () => {
  it('creates a moodboard from the client’s lists (data URLs, placeholders), then updates it by id', async () => {
    const id = await buildProject(t.app, ada);
    const png = `data:image/png;base64,${(await buildPng(3)).toString('base64')}`;
    const payload = {
      title: 'Cork and Clay moodboard',
      images: [png, GREY, ''],
      prompts: ['Selected aesthetic reference for Cork and Clay', 'Cork wall panels in a lounge', 'Clay floor tiles in a lounge'],
      labels: ['Aesthetic Reference', 'Cork', 'Clay'],
      optionalPrompt: 'Quiet lounge.',
      programmaticArea: 'New Area',
    };
    const res = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/moodboards`, headers: ada.headers, payload });
    expect(res.statusCode).toBe(201);
    const mb = res.json().moodboard;
    expect(mb).toMatchObject({
      title: 'Cork and Clay',
      totalImages: 3,
      completedImages: 1,
      isGenerating: true,
      programmaticArea: 'New Area',
      optionalPrompt: 'Quiet lounge.',
    });
    expect(mb.images[0]).toMatch(SHA_URL);
    expect(mb.selectedImage).toBe(mb.images[0]);
    expect(mb.images.slice(1)).toEqual(['', '']);

    // Multipart with JSON-encoded lists, updating the same moodboard.
    const img = await post('/generate_single_moodboard_image/', ada, {
      project_id: id,
      moodboard_id: mb.id,
      image_index: '1',
      prompt: payload.prompts[1],
    });
    const upd = await post(`/api/projects/${id}/moodboards`, ada, {
      moodboard_id: mb.id,
      title: 'Cork and Clay',
      images: JSON.stringify([mb.images[0], img.json().image]),
      prompts: JSON.stringify(payload.prompts.slice(0, 2)),
      labels: JSON.stringify(payload.labels.slice(0, 2)),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().moodboard).toMatchObject({ id: mb.id, totalImages: 2, completedImages: 2, isGenerating: false });
    const list = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/moodboards`, headers: ada.headers })).json().moodboards;
    expect(list.map((m: { id: string }) => m.id)).toEqual([mb.id]);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/moodboards`,
      headers: ada.headers,
      payload: { ...payload, images: ['https://example.com/x.png'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('images[0] must be an image data URL or an image URL from this app.');
  });
});

describe('provider failures', () => {
  it('answers the timeout and fallback flags with a blank image; the moodboard stops generating', async () => {
    const id = await buildProject(t.app, ada);
    const payload = {
      title: 'Flags',
      images: ['', ''],
      prompts: ['A slow lounge chair', 'A lounge the provider will refuse'],
      labels: ['A', 'B'],
    };
    const mb = (await t.app.inject({ method: 'POST', url: `/api/projects/${id}/moodboards`, headers: ada.headers, payload })).json()
      .moodboard;
    const slow = await post('/generate_single_moodboard_image/', ada, {
      project_id: id,
      moodboard_id: mb.id,
      image_index: '0',
      prompt: payload.prompts[0],
    });
    expect(slow.json()).toEqual({ image: '', timeout: true, fallback: false });
    const refused = await post('/generate_single_moodboard_image/', ada, {
      project_id: id,
      moodboard_id: mb.id,
      image_index: '1',
      prompt: payload.prompts[1],
    });
    expect(refused.json()).toEqual({ image: '', timeout: false, fallback: true });
    const [board] = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().data.moodboards;
    expect(board).toMatchObject({ isGenerating: false, completedImages: 0, imageStatus: ['failed', 'failed'] });
    // A render that fails is a readable 502, not a 500.
    const render = await post('/edit_render/', ada, {
      project_id: id,
      moodboard_id: mb.id,
      new_prompt: 'A lounge the provider will refuse',
    });
    expect(render.statusCode).toBe(502);
    expect(render.json().error).toMatch(/image provider/);
  });

  it('passes the moodboard’s images to the provider as references for a render, in the landscape size', async () => {
    const id = await buildProject(t.app, ada);
    const meta = (
      await post('/generate_moodboard_metadata/', ada, {
        moodboardPrompt: 'Harbour Rope',
        selectedInsight: 'Social',
        selectedImage: `data:image/png;base64,${(await buildPng(11)).toString('base64')}`,
        project_id: id,
      })
    ).json();
    const before = image.requests.length;
    const res = await post('/generate_render/', ada, { project_id: id, moodboard_id: meta.moodboard_id });
    expect(res.statusCode).toBe(200);
    const req = image.requests[before];
    expect(req).toMatchObject({ width: 1536, height: 1024 });
    expect(req.references).toHaveLength(1); // only the reference is finished
    expect(req.palette?.length).toBeGreaterThan(0);
  });
});

describe('images without a project (scratch)', () => {
  it('returns asset URLs the caller can view and nobody else can', async () => {
    const res = await post('/moodboard_images_edit/', ada, {
      newPrompt: JSON.stringify(['Linen curtains in a lounge']),
      oldPrompt: JSON.stringify(['Curtains']),
      microMacro: '1',
      photoStyled: '0',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(SHA_URL);
    expect(body.newPrompt[0]).toMatch(/Linen curtains/);
    expect(await status(body.images[0], ada)).toBe(200);
    expect(await status(body.images[0], bo)).toBe(404);
    // A project moodboard can adopt it, after which it survives the scratch pruning.
    const id = await buildProject(t.app, ada);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/moodboards`,
      headers: ada.headers,
      payload: { title: 'Adopted', images: body.images, prompts: body.newPrompt, labels: ['Linen'] },
    });
    expect(created.json().moodboard.images).toEqual(body.images);
    await t.app.services.assets.db
      .updateTable('scratch_asset')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .execute();
    await post('/moodboard_images_edit/', ada, { newPrompt: JSON.stringify(['Walnut side table in a lounge']) });
    expect(await status(body.images[0], ada)).toBe(200);
  });

  it('prunes expired scratch images nothing else uses', async () => {
    const first = (await post('/moodboard_images_edit/', bo, { newPrompt: JSON.stringify(['Rattan lamp in a lounge']) })).json().images[0];
    await t.app.services.assets.db
      .updateTable('scratch_asset')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .execute();
    const second = (await post('/moodboard_images_edit/', bo, { newPrompt: JSON.stringify(['Terrazzo bar top in a lounge']) })).json()
      .images[0];
    expect(await status(first, bo)).toBe(404);
    expect(await status(second, bo)).toBe(200);
  });

  it('keeps one scratch row when two prompts make the same image (found by the fuzz test on PostgreSQL)', async () => {
    const res = await post('/moodboard_images_edit/', bo, { newPrompt: JSON.stringify(['Oak bench', 'Oak bench']) });
    expect(res.statusCode).toBe(200);
    const { images } = res.json();
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(images[1]);
    expect(await status(images[0], bo)).toBe(200);
  });

  it('generates a single moodboard image without a moodboard as a scratch image', async () => {
    const id = await buildProject(t.app, ada);
    const res = await post('/generate_single_moodboard_image/', ada, {
      project_id: id,
      image_index: '2',
      prompt: 'Brass rail detail in a lounge',
    });
    expect(res.json().image).toMatch(SHA_URL);
    expect(await status(res.json().image, ada)).toBe(200);
  });
});
