import { type ProjectData, RENDER_IMAGE_INDEX } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

/** Issue #46 item 6: a client answers the render in the deck like a page's images; the designer regenerates a rejected one. */

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const json = (user: TestUser, payload: unknown) => ({
  headers: { ...user.headers, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });
const dataOf = async (projectId: string): Promise<ProjectData> =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data;

/** A moodboard (its chosen reference) with two renders; the first is pinned for the deck. */
async function pinnedRenderProject() {
  const projectId = await buildProject(t.app, ada);
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      selectedInsight: 'historical',
      selectedImage: `data:image/png;base64,${(await buildPng(9)).toString('base64')}`,
      project_id: projectId,
    })
  ).json();
  const moodboardId = meta.moodboard_id as string;
  const first = (await post('/generate_render/', { project_id: projectId, moodboard_id: moodboardId })).json();
  await post('/edit_render/', { project_id: projectId, moodboard_id: moodboardId, new_prompt: 'A loose study at dusk' });
  const pin = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/moodboards/${moodboardId}/pinned-render`,
    ...json(ada, { render_id: first.render_id }),
  });
  expect(pin.statusCode, pin.body).toBe(200);
  return { projectId, moodboardId, first: first.render_id as string };
}

describe('a client answers the render in the deck', () => {
  it('rejects it with a reason; the designer regenerates it with the reason merged; the link shows it as new', async () => {
    const { projectId, moodboardId, first } = await pinnedRenderProject();
    const { token } = (await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(ada, {}) })).json();
    const page = `moodboard:${moodboardId}`;
    const feedback = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/review/${token}/feedback`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pageId: page, name: 'Clara', ...body }),
      });
    const reason = 'terracotta floor instead of the grey concrete';
    const rejected = await feedback({ imageIndex: RENDER_IMAGE_INDEX, verdict: 'reject', comment: reason });
    expect(rejected.statusCode, rejected.body).toBe(201);
    // Approve and comment work on it too (the later verdict of a reviewer counts).
    expect((await feedback({ imageIndex: RENDER_IMAGE_INDEX, comment: 'The light is lovely.' })).statusCode).toBe(201);

    const view = async () => (await t.app.inject({ method: 'GET', url: `/api/review/${token}` })).json();
    const before = await view();
    const mine = before.feedback.filter((f: { image_index: number | null }) => f.image_index === RENDER_IMAGE_INDEX);
    expect(mine.map((f: { verdict: string | null; current: boolean }) => [f.verdict, f.current])).toEqual([
      ['reject', true],
      [null, true],
    ]);
    expect(before.new_images).toEqual([]);

    const regen = (items: unknown[], user = ada) =>
      t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/feedback/regenerate`, ...json(user, { items }) });
    expect((await regen([{ pageId: page, imageIndex: RENDER_IMAGE_INDEX, guidance: reason }], bo)).statusCode).toBe(404);
    const ok = await regen([{ pageId: page, imageIndex: RENDER_IMAGE_INDEX, guidance: reason }]);
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().queued).toBe(1);

    const data = await dataOf(projectId);
    const moodboard = data.moodboards[0];
    expect(moodboard.renders).toHaveLength(3);
    const made = moodboard.renders[2];
    // The pin moved from the rejected render to its remake; the client's reason is in its prompt.
    expect(moodboard.pinned_render_id).toBe(made.id);
    expect(made.id).not.toBe(first);
    expect(made.render_prompt.toLowerCase()).toContain('terracotta');
    const after = await view();
    expect(after.new_images).toEqual([`${page}/${RENDER_IMAGE_INDEX}`]);
  });

  it('an approved render is locked until the designer unlocks it; a moodboard without renders has none to judge', async () => {
    const { projectId, moodboardId } = await pinnedRenderProject();
    const { token } = (await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(ada, {}) })).json();
    const page = `moodboard:${moodboardId}`;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/review/${token}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pageId: page, imageIndex: RENDER_IMAGE_INDEX, verdict: 'approve', name: 'Clara' }),
    });
    expect(approved.statusCode).toBe(201);
    const regen = (unlock: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/feedback/regenerate`,
        ...json(ada, { items: [{ pageId: page, imageIndex: RENDER_IMAGE_INDEX, guidance: 'brighter', unlock }] }),
      });
    expect((await regen(false)).statusCode).toBe(409);
    expect((await regen(true)).statusCode).toBe(202);

    // A moodboard with no render: index 63 names nothing.
    const bare = await buildProject(t.app, ada);
    const meta = (
      await post('/generate_moodboard_metadata/', {
        moodboardPrompt: 'Quiet Stone',
        selectedInsight: 'historical',
        selectedImage: `data:image/png;base64,${(await buildPng(12)).toString('base64')}`,
        project_id: bare,
      })
    ).json();
    const link = (await t.app.inject({ method: 'POST', url: `/api/projects/${bare}/review-links`, ...json(ada, {}) })).json();
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/review/${link.token}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        pageId: `moodboard:${meta.moodboard_id}`,
        imageIndex: RENDER_IMAGE_INDEX,
        verdict: 'reject',
        name: 'Clara',
      }),
    });
    expect(none.statusCode).toBe(404);
  });
});
