import { VARIANTS_MESSAGE } from '@loci/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { variantPrompt } from './moodboard-render-variants.js';

/** Issue #46, item 4: "Variants" lights the same space at 2–4 hours, side by side. */

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
});
afterAll(async () => t?.close());

async function rendered(user: TestUser) {
  const projectId = await buildProject(t.app, user);
  const moodboardId = await buildMoodboard(t.app, user, projectId);
  const made = await t.app.inject({
    method: 'POST',
    url: '/generate_render/',
    headers: user.headers,
    body: buildForm({ project_id: projectId, moodboard_id: moodboardId }),
  });
  expect(made.statusCode).toBe(200);
  const base = `/api/projects/${projectId}/moodboards/${moodboardId}/renders`;
  const renders = (await t.app.inject({ method: 'GET', url: base, headers: user.headers })).json().renders;
  return { base, render: renders.at(-1) as { id: string; image: string; render_prompt?: string } };
}

const variants = (user: TestUser, base: string, renderId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `${base}/${renderId}/variants`, headers: user.headers, payload: body as object });

/** Mean luminance (0–255) of an image served by the app. */
async function luminance(url: string): Promise<number> {
  const bytes = (await t.app.inject({ method: 'GET', url, headers: ada.headers })).rawPayload;
  const { channels } = await sharp(bytes).greyscale().stats();
  return channels[0].mean;
}

describe('light variants of a render', () => {
  it('makes one render per hour, in order, each lit at its hour and kept in the history', async () => {
    const { base, render } = await rendered(ada);
    const res = await variants(ada, base, render.id, { hours: ['noon', 'golden hour', 'night'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vary: 'hour', region: null });
    const made = res.json().variants as { value: string; render: { render_id: string; image: string; render_prompt: string } }[];
    expect(made.map((v) => v.value)).toEqual(['noon', 'golden hour', 'night']);
    expect(made[0].render.render_prompt).toMatch(/Light: bright midday light, short crisp shadows\./);
    expect(made[2].render.render_prompt).toMatch(/Light: night, warm lamplight inside and dark windows\./);
    for (const v of made) expect(v.render.render_prompt.match(/Light:/g)).toHaveLength(1);
    expect(new Set(made.map((v) => v.render.image)).size).toBe(3);
    // The offline renderer lights each hour: night is the darkest of them.
    const [noon, golden, night] = await Promise.all(made.map((v) => luminance(v.render.image)));
    expect(night).toBeLessThan(noon - 10);
    expect(night).toBeLessThan(golden - 5);
    const history = (await t.app.inject({ method: 'GET', url: base, headers: ada.headers })).json().renders as { id: string }[];
    expect(history.map((r) => r.id)).toEqual([render.id, ...made.map((v) => v.render.render_id)]);
  });

  it("says the prompt's light for the hour in its place, never two lights; a material the same way", () => {
    const render = 'Interior view: a lounge in Lisbon. Light: natural daylight, noon. Local features: Pombaline Buildings.';
    const night = variantPrompt(render, { hour: 'night' });
    expect(night).toBe(
      'Interior view: a lounge in Lisbon. Light: night, warm lamplight inside and dark windows. Local features: Pombaline Buildings.',
    );
    expect(variantPrompt(night, { hour: 'golden hour' }).match(/Light:/g)).toHaveLength(1);
    expect(variantPrompt('A tea room in Kyoto', { hour: 'morning' })).toBe(
      'A tea room in Kyoto. Light: soft morning light from a low sun, cool shadows.',
    );
    const oak = variantPrompt(night, { region: 'floor', material: 'Oak' });
    expect(oak).toMatch(/Pombaline Buildings\. Surfaces: oak floor\.$/);
    expect(variantPrompt(oak, { region: 'walls', material: 'plaster' }).match(/Surfaces:/g)).toHaveLength(1);
  });

  it.each([
    [{ hours: ['noon'] }],
    [{ hours: ['noon', 'noon'] }],
    [{ hours: ['noon', 'dusk'] }],
    [{ hours: ['morning', 'noon', 'golden hour', 'night', 'noon'] }],
    [{}],
    [{ hours: 'noon,night' }],
    [{ region: 'ceiling', materials: ['oak', 'slate'] }],
    [{ region: 'floor', materials: ['oak'] }],
    [{ region: 'floor', materials: ['oak', 'Oak'] }],
    [{ region: 'floor', materials: ['oak', '<script>'] }],
    [{ region: 'floor', materials: ['oak', 'x'.repeat(41)] }],
    [{ hours: ['noon', 'night'], region: 'floor', materials: ['oak', 'slate'] }],
  ])('refuses %j with a clear 400 and makes nothing', async (body) => {
    const { base, render } = await rendered(bo);
    const res = await variants(bo, base, render.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(VARIANTS_MESSAGE);
    const history = (await t.app.inject({ method: 'GET', url: base, headers: bo.headers })).json().renders;
    expect(history).toHaveLength(1);
  });

  it("changes the floor's material, and only what the offline renderer can draw", async () => {
    const { base, render } = await rendered(ada);
    const res = await variants(ada, base, render.id, { region: 'floor', materials: ['Terrazzo', 'walnut'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vary: 'material', region: 'floor' });
    const made = res.json().variants as { value: string; render: { image: string; render_prompt: string } }[];
    expect(made.map((v) => v.value)).toEqual(['Terrazzo', 'walnut']);
    expect(made[0].render.render_prompt).toMatch(/Surfaces: terrazzo floor\./);
    // One room for the set, only its floor changed: light terrazzo, dark walnut, at the foot of the picture
    // (both halves: the room may be seen from either side, and sun patches fall on one).
    const band = async (url: string, top: number, height: number) => {
      const bytes = (await t.app.inject({ method: 'GET', url, headers: ada.headers })).rawPayload;
      const meta = await sharp(bytes).metadata();
      const [w, h] = [meta.width ?? 0, meta.height ?? 0];
      const area = { left: 0, top: Math.round(h * top), width: w, height: Math.round(h * height) };
      // stats() reads the pipeline's input: the band is cut out first.
      const cut = await sharp(bytes).extract(area).greyscale().png().toBuffer();
      return (await sharp(cut).stats()).channels[0].mean;
    };
    const [terrazzoFloor, walnutFloor] = await Promise.all(made.map((v) => band(v.render.image, 0.75, 0.2)));
    const [terrazzoTop, walnutTop] = await Promise.all(made.map((v) => band(v.render.image, 0.02, 0.12)));
    expect(terrazzoFloor).toBeGreaterThan(walnutFloor + 25);
    expect(Math.abs(terrazzoTop - walnutTop)).toBeLessThan(terrazzoFloor - walnutFloor);
    expect(made[0].render.image).not.toBe(made[1].render.image);
    const unknown = await variants(ada, base, render.id, { region: 'walls', materials: ['oak', 'unobtainium'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/cannot draw “unobtainium”/);
  });

  it("answers 404 for a render that is not this moodboard's, and a stranger learns nothing", async () => {
    const { base, render } = await rendered(ada);
    expect((await variants(ada, base, '00000000-0000-4000-8000-000000000000', { hours: ['noon', 'night'] })).statusCode).toBe(404);
    expect([403, 404]).toContain((await variants(bo, base, render.id, { hours: ['noon', 'night'] })).statusCode);
  });

  it('counts each variant against the daily quota and stops when it runs out', async () => {
    const own = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', GENERATION_DAILY_QUOTA: '6' });
    const app = t;
    t = own;
    const carol = await buildUser(t.app);
    const { base, render } = await rendered(carol);
    // Six images a day: one used by the render, four variants fit, a further two do not both fit (those made are kept).
    expect((await variants(carol, base, render.id, { hours: ['morning', 'noon', 'golden hour', 'night'] })).statusCode).toBe(201);
    const over = await variants(carol, base, render.id, { hours: ['morning', 'night'] });
    expect(over.statusCode).toBe(429);
    const history = (await t.app.inject({ method: 'GET', url: base, headers: carol.headers })).json().renders;
    expect(history).toHaveLength(6);
    t = app;
    await own.close();
  });
});
