import { REGION_EDIT_MESSAGE } from '@loci/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { regionEditPrompt } from './moodboard-render-region-edit.js';

/** Issue #46, item 3: "Change one part" of a render — a mask or a found region becomes what the designer writes. */

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
});
afterAll(async () => t?.close());

async function rendered(user: TestUser, workspaceId?: string) {
  const projectId = await buildProject(t.app, user, workspaceId ? { workspace_id: workspaceId } : {});
  const moodboardId = await buildMoodboard(t.app, user, projectId);
  const body = buildForm({ project_id: projectId, moodboard_id: moodboardId });
  const made = await t.app.inject({ method: 'POST', url: '/generate_render/', headers: user.headers, body });
  expect(made.statusCode).toBe(200);
  const base = `/api/projects/${projectId}/moodboards/${moodboardId}/renders`;
  const renders = (await t.app.inject({ method: 'GET', url: base, headers: user.headers })).json().renders;
  return { base, render: renders.at(-1) as { id: string; image: string } };
}

const edit = (user: TestUser, base: string, renderId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `${base}/${renderId}/region-edit`, headers: user.headers, payload: body as object });
const regions = (user: TestUser, base: string, renderId: string) =>
  t.app.inject({ method: 'GET', url: `${base}/${renderId}/regions`, headers: user.headers });
const bytesOf = async (url: string, user = ada) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).rawPayload;
const historyOf = async (user: TestUser, base: string) =>
  (await t.app.inject({ method: 'GET', url: base, headers: user.headers })).json().renders as unknown[];

/** A mask's pixels (true inside) from a PNG data URL or bytes. */
async function inside(png: Buffer | string): Promise<boolean[]> {
  const bytes = typeof png === 'string' ? Buffer.from(png.split(',')[1], 'base64') : png;
  const { data } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Array.from(data, (v) => v > 127);
}

/** Shares of the pixels changed (a channel off by more than 8) inside and outside a mask. */
async function changed(before: Buffer, after: Buffer, mask: boolean[]) {
  const [a, b] = await Promise.all([before, after].map((i) => sharp(i).removeAlpha().raw().toBuffer()));
  const count = { in: 0, inChanged: 0, out: 0, outChanged: 0 };
  for (let p = 0; p < mask.length; p++) {
    const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(a[p * 3 + c] - b[p * 3 + c])));
    if (mask[p]) {
      count.in++;
      if (diff > 8) count.inChanged++;
    } else {
      count.out++;
      if (diff > 8) count.outChanged++;
    }
  }
  return { inside: count.inChanged / count.in, outside: count.outChanged / count.out };
}

/** A black-and-white PNG mask with a white rectangle (shares of the size), or all one colour. */
function maskPng(width: number, height: number, rect?: { left: number; top: number; width: number; height: number }) {
  const white = rect && { r: 255, g: 255, b: 255 };
  const base = sharp({ create: { width, height, channels: 3, background: rect?.width === 1 ? (white ?? '#000') : '#000' } });
  if (!rect || rect.width === 1) return base.png().toBuffer();
  const box = { width: Math.round(rect.width * width), height: Math.round(rect.height * height) };
  return base
    .composite([
      {
        input: { create: { ...box, channels: 3, background: '#fff' } },
        left: Math.round(rect.left * width),
        top: Math.round(rect.top * height),
      },
    ])
    .png()
    .toBuffer();
}

describe('change one part of a render', () => {
  it('finds the floor and walls of an offline render, each a mask of its size', async () => {
    const { base, render } = await rendered(ada);
    const res = await regions(ada, base, render.id);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json() as { width: number; height: number; regions: { name: string; mask: string; coverage: number }[] };
    expect(found.regions.map((r) => r.name)).toEqual(expect.arrayContaining(['floor', 'walls']));
    const floor = found.regions.find((r) => r.name === 'floor');
    expect(floor?.coverage).toBeGreaterThan(0.05);
    const meta = await sharp(Buffer.from(floor?.mask.split(',')[1] ?? '', 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([found.width, found.height]);
    // The floor lies low: most of it in the lower half of the picture.
    const pixels = await inside(floor?.mask ?? '');
    const low = pixels.slice(pixels.length / 2).filter(Boolean).length;
    expect(low / pixels.filter(Boolean).length).toBeGreaterThan(0.9);
  });

  it('turns the floor into terrazzo: at least 60 % of it changes, at most 2 % of the rest; a new render in the history', async () => {
    const { base, render } = await rendered(ada);
    const floor = (await regions(ada, base, render.id)).json().regions.find((r: { name: string }) => r.name === 'floor');
    const res = await edit(ada, base, render.id, { region: 'floor', prompt: 'terrazzo floor' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as { render: { render_id: string; image: string; render_prompt: string }; coverage: number };
    expect(made.render.render_prompt).toMatch(/Changed: the floor into terrazzo floor\.$/);
    expect(made.coverage).toBeCloseTo(floor.coverage, 2);
    const before = await bytesOf(render.image);
    const after = await bytesOf(made.render.image);
    const share = await changed(before, after, await inside(floor.mask));
    expect(share.inside).toBeGreaterThanOrEqual(0.6);
    expect(share.outside).toBeLessThanOrEqual(0.02);
    const history = (await historyOf(ada, base)) as { id: string }[];
    expect(history.map((r) => r.id)).toEqual([render.id, made.render.render_id]);
  });

  it('changes a painted part (a mask sent as a data URL) into walnut, and nothing outside it', async () => {
    const { base, render } = await rendered(ada);
    const before = await bytesOf(render.image);
    const meta = await sharp(before).metadata();
    const mask = await maskPng(meta.width ?? 0, meta.height ?? 0, { left: 0.3, top: 0.7, width: 0.4, height: 0.25 });
    const res = await edit(ada, base, render.id, { mask: `data:image/png;base64,${mask.toString('base64')}`, prompt: 'Walnut' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().coverage).toBeCloseTo(0.1, 2);
    const share = await changed(before, await bytesOf(res.json().render.image), await inside(mask));
    expect(share.inside).toBeGreaterThanOrEqual(0.6);
    expect(share.outside).toBeLessThanOrEqual(0.02);
  });

  it('refuses bad masks and prompts with a clear 400 and charges nothing', async () => {
    const own = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', GENERATION_DAILY_QUOTA: '2' });
    const app = t;
    t = own;
    const carol = await buildUser(t.app);
    const { base, render } = await rendered(carol);
    const meta = await sharp(await bytesOf(render.image, carol)).metadata();
    const [w, h] = [meta.width ?? 0, meta.height ?? 0];
    const b64 = (b: Buffer) => b.toString('base64');
    const cases: [unknown, RegExp | string][] = [
      [
        { mask: b64(await maskPng(64, 64, { left: 0, top: 0, width: 0.5, height: 0.5 })), prompt: 'oak' },
        `The mask is 64 × 64 pixels but the render is ${w} × ${h}`,
      ],
      [{ mask: b64(await maskPng(w, h)), prompt: 'oak' }, /The mask is empty/],
      [
        { mask: b64(await maskPng(w, h, { left: 0, top: 0, width: 1, height: 1 })), prompt: 'oak' },
        /whole render: to change all of it, use Edit or Regenerate/,
      ],
      [{ mask: b64(Buffer.from('not a picture at all')), prompt: 'oak' }, /not a PNG image/],
      [{ mask: 'data:image/png;base64,@@@', prompt: 'oak' }, /not a PNG image/],
      [{ region: 'floor', prompt: 'unobtainium' }, /cannot draw “unobtainium”/],
      [{ region: 'floor', prompt: '' }, REGION_EDIT_MESSAGE],
      [{ region: 'floor', prompt: 'x'.repeat(201) }, REGION_EDIT_MESSAGE],
      [{ region: 'roof', prompt: 'oak' }, REGION_EDIT_MESSAGE],
      [{ region: 'floor', mask: 'AAAA', prompt: 'oak' }, REGION_EDIT_MESSAGE],
      [{ prompt: 'oak' }, REGION_EDIT_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await edit(carol, base, render.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (typeof message === 'string') expect(res.json().error).toContain(message);
      else expect(res.json().error).toMatch(message);
    }
    expect(await historyOf(carol, base)).toHaveLength(1);
    // Two images a day: the render used one; the refusals none, so one edit still fits, and then no more.
    expect((await edit(carol, base, render.id, { region: 'floor', prompt: 'oak floor' })).statusCode).toBe(201);
    expect((await edit(carol, base, render.id, { region: 'floor', prompt: 'slate floor' })).statusCode).toBe(429);
    expect(await historyOf(carol, base)).toHaveLength(2);
    t = app;
    await own.close();
  });

  it('answers 404 for a strange render or a stranger, 403 for a viewer (who may still see the regions)', async () => {
    const ws = (
      await t.app.inject({
        method: 'POST',
        url: '/api/workspaces/',
        headers: { ...ada.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Atelier Region' }),
      })
    ).json();
    const carol = await buildUser(t.app);
    await t.adapters.database.db
      .insertInto('workspace_member')
      .values({ workspace_id: ws.workspace.id, user_id: carol.id, role: 'viewer' })
      .execute();
    const { base, render } = await rendered(ada, ws.workspace.id);
    const body = { region: 'floor', prompt: 'oak floor' };
    expect((await edit(ada, base, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await edit(bo, base, render.id, body)).statusCode).toBe(404);
    expect((await regions(bo, base, render.id)).statusCode).toBe(404);
    expect((await edit(carol, base, render.id, body)).statusCode).toBe(403);
    expect((await regions(carol, base, render.id)).statusCode).toBe(200);
    expect(await historyOf(ada, base)).toHaveLength(1);
  });

  it('says the change once at the end of the prompt', () => {
    expect(regionEditPrompt('A lounge in Lisbon', 'the floor', 'terrazzo floor.')).toBe(
      'A lounge in Lisbon. Changed: the floor into terrazzo floor.',
    );
  });
});
