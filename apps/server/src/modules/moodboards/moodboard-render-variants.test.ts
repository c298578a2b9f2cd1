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
  // Six images a day: a first render, then variants until the quota stops them (those made are kept).
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', GENERATION_DAILY_QUOTA: '6' });
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
    const made = res.json().variants as { hour: string; render: { render_id: string; image: string; render_prompt: string } }[];
    expect(made.map((v) => v.hour)).toEqual(['noon', 'golden hour', 'night']);
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

  it('a variant of a variant replaces its light, never stacks two', () => {
    const once = variantPrompt('Interior view: a tea room in Kyoto, morning light.', 'night');
    expect(variantPrompt(once, 'golden hour')).toBe(
      'Interior view: a tea room in Kyoto, morning light. Light: warm golden-hour light, long low shadows across the floor.',
    );
  });

  it.each([
    [{ hours: ['noon'] }],
    [{ hours: ['noon', 'noon'] }],
    [{ hours: ['noon', 'dusk'] }],
    [{ hours: ['morning', 'noon', 'golden hour', 'night', 'noon'] }],
    [{}],
    [{ hours: 'noon,night' }],
  ])('refuses %j with a clear 400 and makes nothing', async (body) => {
    const { base, render } = await rendered(bo);
    const res = await variants(bo, base, render.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Choose two to four different hours: morning, noon, golden hour or night.');
    const history = (await t.app.inject({ method: 'GET', url: base, headers: bo.headers })).json().renders;
    expect(history).toHaveLength(1);
  });

  it("answers 404 for a render that is not this moodboard's, and a stranger learns nothing", async () => {
    const { base, render } = await rendered(ada);
    expect((await variants(ada, base, '00000000-0000-4000-8000-000000000000', { hours: ['noon', 'night'] })).statusCode).toBe(404);
    expect([403, 404]).toContain((await variants(bo, base, render.id, { hours: ['noon', 'night'] })).statusCode);
  });

  it('counts each variant against the daily quota and stops when it runs out', async () => {
    const carol = await buildUser(t.app);
    const { base, render } = await rendered(carol);
    // One image used by the render: five left of six; four variants fit, a further two do not both fit.
    expect((await variants(carol, base, render.id, { hours: ['morning', 'noon', 'golden hour', 'night'] })).statusCode).toBe(201);
    const over = await variants(carol, base, render.id, { hours: ['morning', 'night'] });
    expect(over.statusCode).toBe(429);
    const history = (await t.app.inject({ method: 'GET', url: base, headers: carol.headers })).json().renders;
    expect(history).toHaveLength(6);
  });
});
