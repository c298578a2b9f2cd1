import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingImageModel, createFakePhotoSource, ProviderError } from '../../../test/ai-fakes.js';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

type Fields = Record<string, string | string[]>;
const form = buildForm;
const post = (app: TestApp, url: string, user: TestUser | undefined, fields: Fields) =>
  app.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, body: form(fields) });
const getData = async (app: TestApp, user: TestUser, id: string) =>
  (await app.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: user.headers })).json().data;
const SHA_URL = /^\/api\/assets\/[0-9a-f]{64}$/;

describe('context and topics on the offline providers', () => {
  let id: string;
  beforeAll(async () => {
    id = await buildProject(t.app, ada, { projectLocation: 'Lisbon' });
  });

  it('writes context metadata, persists four pending slots, and shows them in the project data', async () => {
    const res = await post(t, '/generate_context_metadata/', ada, { section: 'historical', projectLocation: 'Lisbon', project_id: id });
    expect(res.statusCode).toBe(200);
    const meta = res.json();
    expect(meta.labels).toHaveLength(4);
    expect(meta.imageLabels).toEqual(meta.labels);
    expect(meta.imagePrompts).toEqual(meta.prompts);
    expect(meta.description).toMatch(/Lisbon/);
    expect(meta.alternativeLabels[0].length).toBeGreaterThanOrEqual(3);
    expect(meta.promptUsage).toEqual([0, 0, 0, 0]); // no photo source configured
    const ctx = (await getData(t, ada, id)).contexts.historical;
    expect(ctx).toMatchObject({
      description: meta.description,
      imageLabels: meta.labels,
      imagePrompts: meta.prompts,
      images: ['', '', '', ''],
      dataFetched: false,
      isFetching: false,
    });
    expect(ctx.generationParams[0]).toEqual({ microMacro: 1, photoStyled: 1, realSourced: 0 });
  });

  it('generates a single image as a marked asset URL; a reload shows it with provenance', async () => {
    const { prompts } = (await getData(t, ada, id)).contexts.historical
      ? { prompts: (await getData(t, ada, id)).contexts.historical.imagePrompts }
      : { prompts: [] };
    const res = await post(t, '/generate_single_context_image/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '1',
      prompt: prompts[1],
      prompt_usage: '0',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ alternatives: [], timeout: false, fallback: false });
    expect(body.image).toMatch(SHA_URL);
    const file = await t.app.inject({ method: 'GET', url: body.image, headers: ada.headers });
    expect(file.statusCode).toBe(200);
    // The offline model draws a study: made by an algorithm, not by a trained model.
    expect(file.rawPayload.toString('latin1')).toContain('digitalsourcetype/algorithmicMedia');
    expect(file.rawPayload.toString('latin1')).not.toContain('trainedAlgorithmicMedia');
    const ctx = (await getData(t, ada, id)).contexts.historical;
    expect(ctx.images[1]).toBe(body.image);
    expect(ctx.ai[1]).toBe(false);
    expect(ctx.study?.[1]).toBe(true);
    expect(ctx.credits[1]).toBeNull();
    const collage = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/images`, headers: ada.headers })).json();
    expect(collage.total_images).toBe(1);
  });

  it('needs the context before topics, then writes eight topics from its labels', async () => {
    const early = await post(t, '/generate_topics_metadata/', ada, { section: 'social', project_id: id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/Social Context first/);
    const ctx = (await getData(t, ada, id)).contexts.historical;
    const res = await post(t, '/generate_topics_metadata/', ada, {
      section: 'historical',
      project_id: id,
      context: ctx.description,
      imageLabels: ctx.imageLabels,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().newLabels).toHaveLength(8);
    expect(res.json().newPrompts).toHaveLength(8);
    const topics = (await getData(t, ada, id)).topics.historical;
    expect(topics).toMatchObject({ labels: res.json().newLabels, prompts: res.json().newPrompts, context: ctx.description });
    const img = await post(t, '/generate_single_topics_image/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '7',
      prompt: topics.prompts[7],
      prompt_usage: '0',
    });
    expect(img.json().image).toMatch(SHA_URL);
  });

  it('answers readable 4xx for bad input, and 404 for a project that is not yours', async () => {
    const base = { project_id: id, section: 'historical', image_index: '0', prompt: 'A tiled facade in the morning light' };
    const cases: [Fields, number, RegExp][] = [
      [{ ...base, section: 'maritime' }, 400, /Unknown section/],
      [{ ...base, image_index: '4' }, 400, /image_index must be a whole number from 0 to 3/],
      [{ ...base, image_index: 'two' }, 400, /image_index/],
      [{ ...base, prompt: '   ' }, 400, /prompt is required/],
      [{ ...base, prompt_usage: '7' }, 400, /prompt_usage/],
      [{ ...base, project_id: 'not-a-uuid' }, 404, /Project not found/],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post(t, '/generate_single_context_image/', ada, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect((await post(t, '/generate_single_context_image/', bo, base)).statusCode).toBe(404);
    const sel = await post(t, '/save_image_selection/', ada, { ...base, selected_image: 'data:image/png;base64,@@@' });
    expect(sel.statusCode).toBe(400);
    expect(sel.json().error).toMatch(/data URL|image/i);
    expect((await post(t, '/save_image_selection/', ada, { ...base, selected_image: 'https://elsewhere.example/x.png' })).statusCode).toBe(
      400,
    );
  });

  it('saves a selection from a data URL or one of our asset URLs, keeping the replaced image as an alternative', async () => {
    const png = await buildPng(7, 48);
    const res = await post(t, '/save_image_selection/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '1',
      selected_image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const ctx = (await getData(t, ada, id)).contexts.historical;
    expect(ctx.images[1]).toBe(res.json().image);
    expect(ctx.alternativeImages[1]).toHaveLength(1);
    const back = await post(t, '/save_image_selection/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '1',
      selected_image: `http://localhost:3000${ctx.alternativeImages[1][0]}`,
    });
    expect(back.json().image).toBe(ctx.alternativeImages[1][0]);
    // Bo cannot claim Ada's image for his own project.
    const bos = await buildProject(t.app, bo);
    const stolen = await post(t, '/save_image_selection/', bo, {
      project_id: bos,
      section: 'historical',
      image_index: '0',
      selected_image: back.json().image,
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('relabels a context image (new prompt, description and image) and a topic without a project', async () => {
    const ctx = (await getData(t, ada, id)).contexts.historical;
    const res = await post(t, '/presentation_context_update/', ada, {
      project_id: id,
      section: 'historical',
      image_index: '2',
      currentPrompt: ctx.imagePrompts[2],
      newLabel: 'Tram Lines',
      generatedContext: ctx.description,
      projectLocation: 'Lisbon',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.newPrompt).not.toBe(ctx.imagePrompts[2]);
    expect(body.alternativeLabels.length).toBeGreaterThanOrEqual(3);
    // The description keeps every sentence; only the replaced label's mention changes (no stock sentence).
    const oldLabel = ctx.imageLabels[2];
    // Descriptions write labels as prose ("the carved doorways", "Pombaline buildings"): the new one is written the same way.
    const escaped = oldLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const swapped = ctx.description.replace(new RegExp(escaped, 'gi'), (m: string) => (m === oldLabel ? 'Tram Lines' : 'tram lines'));
    expect(swapped).not.toBe(ctx.description);
    expect(body.newGeneratedContext).toBe(swapped);
    expect(body.newGeneratedContext).not.toMatch(/now joins the board/);
    expect(body.image).toMatch(SHA_URL);
    const after = (await getData(t, ada, id)).contexts.historical;
    expect(after.imageLabels[2]).toBe('Tram Lines');
    expect(after.images[2]).toBe(body.image);
    const loose = await post(t, '/presentation_topics_update/', ada, {
      currentPrompt: 'A quiet courtyard with orange trees',
      newLabel: 'Courtyards',
      context: 'Lisbon courtyards',
    });
    expect(loose.statusCode).toBe(200);
    expect(loose.json().newPrompt).toMatch(/Courtyards/i);
  });

  it('diagnostic selection check needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/save_image_selection/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/test/save_image_selection/', headers: ada.headers })).json()).toEqual({
      status: 'ok',
    });
  });
});

describe('providers behind fakes', () => {
  let f: TestApp;
  let user: TestUser;
  let id: string;
  let failWith: ProviderError | undefined;
  const image = createCountingImageModel({ fail: () => failWith });
  const photo = async (seed: number) => ({
    bytes: await buildPng(seed, 80),
    credit: `Photographer ${seed}`,
    licence: 'CC BY 4.0',
    sourceUrl: `https://photos.example/${seed}`,
  });
  beforeAll(async () => {
    const photos = createFakePhotoSource([await photo(11), await photo(12), await photo(13)]);
    f = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image, photos } });
    user = await buildUser(f.app);
    id = await buildProject(f.app, user);
    await post(f, '/generate_context_metadata/', user, { section: 'physical', project_id: id });
  });
  afterAll(async () => f?.close());
  const single = (extra: Fields = {}) =>
    post(f, '/generate_single_context_image/', user, {
      project_id: id,
      section: 'physical',
      image_index: '0',
      prompt: 'Limestone steps worn by rain',
      prompt_usage: '0',
      ...extra,
    });

  it('maps a provider timeout to { timeout: true } and a rejection to { fallback: true }, with 200', async () => {
    failWith = new ProviderError('timeout', 'fake', 'slow');
    expect((await single()).json()).toMatchObject({ image: '', timeout: true, fallback: false });
    failWith = new ProviderError('rejected', 'fake', 'content policy');
    expect((await single()).json()).toMatchObject({ image: '', timeout: false, fallback: true });
    expect((await getData(f, user, id)).contexts.physical.images[0]).toBe('');
    failWith = undefined;
  });

  it('sources real photos: first is the image, the rest alternatives, credits kept', async () => {
    const res = await single({ prompt_usage: '1' });
    const body = res.json();
    expect(body.image).toMatch(SHA_URL);
    expect(body.alternatives).toHaveLength(2);
    expect(body.images).toEqual([body.image, ...body.alternatives]);
    const ctx = (await getData(f, user, id)).contexts.physical;
    expect(ctx.credits[0]).toEqual({ credit: 'Photographer 11', licence: 'CC BY 4.0', sourceUrl: 'https://photos.example/11' });
    expect(ctx.ai[0]).toBe(false);
    expect(ctx.promptUsage[0]).toBe(1);
    expect(ctx.alternativeImages[0]).toEqual(body.alternatives);
  });

  it('edits with the sliders: the model gets them, the prompt the user reads stays theirs', async () => {
    const before = image.requests.length;
    const res = await post(f, '/presentation_context_edit/', user, {
      project_id: id,
      section: 'physical',
      image_index: '3',
      new_prompt: 'Cork oak bark',
      old_prompt: 'Old prompt',
      generated_context: 'x',
      microMacro: '0',
      photoStyled: '2',
      realSourced: '0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images[0]).toMatch(SHA_URL);
    // What was typed is the slot's shot now: its subject leads the prompt the user reads and the model gets.
    const newPrompt: string = res.json().newPrompt;
    expect(newPrompt).toMatch(/^[A-Z][\w -]+: Cork oak bark /);
    expect(newPrompt).not.toMatch(/View: material close-up/);
    const req = image.requests[before];
    expect(req.prompt.startsWith(`${newPrompt} | View: material close-up`)).toBe(true);
    expect(req).toMatchObject({ microMacro: 0, photoStyled: 2 });
    expect(req.prompt).toMatch(/styled graphic poster/);
    expect((await getData(f, user, id)).contexts.physical.imageSettings[3]).toEqual({ microMacro: 0, photoStyled: 2, realSourced: 0 });
    const sourced = await post(f, '/presentation_context_edit/', user, {
      project_id: id,
      section: 'physical',
      image_index: '3',
      new_prompt: 'Cork oak bark',
      old_prompt: '',
      microMacro: '1',
      photoStyled: '1',
      realSourced: '1',
    });
    expect(sourced.json().images).toHaveLength(3);
    expect(sourced.json().newPrompt).toBe('Cork oak bark');
  });

  it('reads a typed prompt into the slot’s shot: the model gets it, the popup says what it is drawn as', async () => {
    const before = image.requests.length;
    const typed = 'Moss garden of a Kyoto sub-temple, thick moss, stepping stones, maple trees';
    const res = await post(f, '/presentation_context_edit/', user, {
      project_id: id,
      section: 'physical',
      image_index: '2',
      new_prompt: typed,
      old_prompt: 'Old prompt',
      generated_context: 'x',
      microMacro: '1',
      photoStyled: '0',
      realSourced: '0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().newPrompt).toMatch(/^Garden view: Moss garden of a Kyoto sub-temple /);
    expect(res.json().newPrompt).toMatch(/Local features: thick moss, stepping stones, maple trees/);
    // The fake provider is not the offline model: the popup says what was asked for.
    expect(res.json().drawnAs).toBe('Asked for as a garden view (moss garden).');
    expect(image.requests[before].prompt).toContain('Garden view: Moss garden of a Kyoto sub-temple');
    expect((await getData(f, user, id)).contexts.physical.imagePrompts[2]).toBe(res.json().newPrompt);
    // A subject no study draws: the nearest kind, said so.
    const statue = await post(f, '/presentation_context_edit/', user, {
      project_id: id,
      section: 'physical',
      image_index: '2',
      new_prompt: 'A bronze statue beside the temple pond',
      old_prompt: res.json().newPrompt,
      microMacro: '1',
      photoStyled: '0',
      realSourced: '0',
    });
    expect(statue.json().drawnAs).toMatch(/^Asked for as a landmark view \(shrine\): the nearest the studies have to “statue”\.$/);
  });

  it('retries once after a network error', async () => {
    const before = image.requests.length;
    let n = 0;
    failWith = undefined;
    const flaky = createCountingImageModel({ fail: () => (n++ === 0 ? new ProviderError('network', 'fake', 'reset') : undefined) });
    Object.assign(image, { generate: flaky.generate });
    const res = await single();
    expect(res.json().image).toMatch(SHA_URL);
    expect(flaky.requests).toHaveLength(2);
    expect(image.requests.length).toBe(before);
  });
});

describe('daily quota', () => {
  // Builds a second app: a generous ceiling for a busy machine (no timing is asserted).
  it("answers 429 with a readable message once the day's images are spent", { timeout: 120_000 }, async () => {
    const q = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', GENERATION_DAILY_QUOTA: '2' });
    try {
      const user = await buildUser(q.app);
      const id = await buildProject(q.app, user);
      const fields = { project_id: id, section: 'social', image_index: '0', prompt: 'A market square at dusk with lanterns' };
      expect((await post(q, '/generate_single_context_image/', user, fields)).statusCode).toBe(200);
      expect((await post(q, '/generate_single_context_image/', user, { ...fields, image_index: '1' })).statusCode).toBe(200);
      const third = await post(q, '/generate_single_context_image/', user, { ...fields, image_index: '2' });
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('Daily generation limit reached. It resets at midnight UTC.');
      const job = await q.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/generation`,
        headers: user.headers,
        payload: { section: 'social' },
      });
      expect(job.statusCode).toBe(429);
    } finally {
      await q.close();
    }
  });
});
