import type { ProjectData } from '@loci/shared';
import { assetShaOf, deckRender, renderSlotKey } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, type TestApp, type TestUser } from '../../../test/helpers.js';

/** Issue #46 item 2: the designer pins the render the deck shows; every reader of the deck follows the pin. */

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });
const json = (user: TestUser, payload: unknown) => ({
  headers: { ...user.headers, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const pin = (projectId: string, moodboardId: string, renderId: string | null | number, user = ada) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/moodboards/${moodboardId}/pinned-render`,
    ...json(user, { render_id: renderId }),
  });
const dataOf = async (projectId: string): Promise<ProjectData> =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data;
/** The render every reader of the deck shows (the export's pages use the same rule: export-pages.test.ts). */
const renderShaOf = (data: ProjectData) => assetShaOf(deckRender(data.moodboards[0])?.image);

/** A project with one moodboard (a chosen reference) and one render. */
async function oneRender() {
  const projectId = await buildProject(t.app, ada);
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Quiet Stone',
      selectedInsight: 'historical',
      selectedImage: `data:image/png;base64,${(await buildPng(8)).toString('base64')}`,
      project_id: projectId,
    })
  ).json();
  const render = await post('/generate_render/', { project_id: projectId, moodboard_id: meta.moodboard_id });
  return { renderId: render.json().render_id as string };
}

/** A project with one moodboard (a chosen reference) and two renders, the second from an edited prompt. */
async function twoRenders(workspaceId?: string) {
  const projectId = await buildProject(t.app, ada, workspaceId ? { workspace_id: workspaceId } : {});
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      selectedInsight: 'historical',
      selectedImage: `data:image/png;base64,${(await buildPng(7)).toString('base64')}`,
      project_id: projectId,
    })
  ).json();
  const moodboardId = meta.moodboard_id as string;
  const first = await post('/generate_render/', { project_id: projectId, moodboard_id: moodboardId });
  expect(first.statusCode, first.body).toBe(200);
  const second = await post('/edit_render/', {
    project_id: projectId,
    moodboard_id: moodboardId,
    new_prompt: 'A loose study of the lounge at dusk, melted edges',
    previous_render: first.json().image,
  });
  expect(second.statusCode, second.body).toBe(200);
  const [a, b] = [first.json(), second.json()];
  expect(a.image).not.toBe(b.image);
  return { projectId, moodboardId, first: { id: a.render_id as string, sha: assetShaOf(a.image) }, second: { id: b.render_id as string } };
}

describe('pinning a moodboard’s render', () => {
  it('the deck, the export and the review link use the pinned render; the newest until one is pinned', async () => {
    const { projectId, moodboardId, first, second } = await twoRenders();
    const before = await dataOf(projectId);
    expect(before.moodboards[0].pinned_render_id ?? null).toBeNull();
    expect(renderShaOf(before)).not.toBe(first.sha); // the newest (second) is used

    const res = await pin(projectId, moodboardId, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pinned_render_id).toBe(first.id);
    expect(res.json().renders.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);

    const data = await dataOf(projectId);
    expect(data.moodboards[0].pinned_render_id).toBe(first.id);
    expect(renderShaOf(data)).toBe(first.sha);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/moodboards/${moodboardId}/renders`, headers: ada.headers })
    ).json();
    expect(history.pinned_render_id).toBe(first.id);

    // The review link reads the pin with the renders.
    const link = (await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(ada, {}) })).json();
    const review = (await t.app.inject({ method: 'GET', url: `/api/review/${link.token}` })).json();
    expect(review.data.moodboards[0].pinned_render_id).toBe(first.id);

    // A new render does not move the pin: the deck keeps the designer's choice.
    await post('/edit_render/', { project_id: projectId, moodboard_id: moodboardId, new_prompt: 'A third take, brighter' });
    expect(renderShaOf(await dataOf(projectId))).toBe(first.sha);

    // Unpinning hands the deck back to the newest.
    expect((await pin(projectId, moodboardId, null)).json().pinned_render_id).toBeNull();
    expect(renderShaOf(await dataOf(projectId))).not.toBe(first.sha);
  });

  it('deleting the pinned render falls back to the newest; a duplicate keeps its own pin', async () => {
    const { projectId, moodboardId, first, second } = await twoRenders();
    expect((await pin(projectId, moodboardId, first.id)).statusCode).toBe(200);

    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/duplicate`,
      headers: { ...ada.headers, 'content-type': 'application/json', origin: t.env.PUBLIC_URL ?? 'http://localhost:3000' },
      payload: { include_boards: true },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = await dataOf(copy.json().project_id);
    const copiedPin = copied.moodboards[0].pinned_render_id;
    expect(copiedPin).toBeTruthy();
    expect(copiedPin).not.toBe(first.id); // its own copy of the render
    expect(copied.moodboards[0].renders[0].id).toBe(copiedPin);
    expect(renderShaOf(copied)).toBe(first.sha);

    // No route deletes one render yet: the database's rule is what keeps the deck whole.
    await t.adapters.database.db.deleteFrom('render').where('id', '=', first.id).execute();
    const data = await dataOf(projectId);
    expect(data.moodboards[0].pinned_render_id ?? null).toBeNull();
    expect(data.moodboards[0].renders.map((r) => r.id)).toEqual([second.id]);
    expect(renderShaOf(data)).toBe(assetShaOf(data.moodboards[0].renders[0].image));
  });

  it('pinning is a version of the render slot; restoring one while pinned pins the restored render', async () => {
    const { projectId, moodboardId, first } = await twoRenders();
    expect((await pin(projectId, moodboardId, first.id)).statusCode).toBe(200);
    const versionsOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${projectId}/slot-versions?slot=${encodeURIComponent(renderSlotKey(moodboardId))}`,
          headers: ada.headers,
        })
      ).json().versions as { id: string; image: string }[];
    const versions = await versionsOf();
    // First render, the edited one, then the pin brought the first back into the deck.
    expect(versions.map((v) => assetShaOf(v.image)).filter((sha) => sha === first.sha)).toHaveLength(2);
    const edited = versions.find((v) => assetShaOf(v.image) !== first.sha);
    if (!edited) throw new Error('no version of the edited render');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/slot-versions/${edited.id}/restore`,
      headers: ada.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const data = await dataOf(projectId);
    const newest = data.moodboards[0].renders.at(-1);
    expect(data.moodboards[0].pinned_render_id).toBe(newest?.id);
    expect(renderShaOf(data)).toBe(assetShaOf(edited.image));
  });

  it('refuses a render of another moodboard or project (404), a viewer (403), a stranger (404) and a bad id (400)', async () => {
    const ws = (await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(ada, { name: 'Atelier Pin' }) })).json();
    const carol = await buildUser(t.app);
    await t.adapters.database.db
      .insertInto('workspace_member')
      .values({ workspace_id: ws.workspace.id, user_id: carol.id, role: 'viewer' })
      .execute();
    const mine = await twoRenders(ws.workspace.id);
    const other = await oneRender();
    expect((await pin(mine.projectId, mine.moodboardId, other.renderId)).statusCode).toBe(404);
    expect((await pin(mine.projectId, mine.moodboardId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const viewer = await pin(mine.projectId, mine.moodboardId, mine.first.id, carol);
    expect(viewer.statusCode).toBe(403);
    expect((await pin(mine.projectId, mine.moodboardId, mine.first.id, bo)).statusCode).toBe(404);
    const bad = await pin(mine.projectId, mine.moodboardId, 'not-a-render');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/render id/);
    expect((await pin(mine.projectId, mine.moodboardId, 42)).statusCode).toBe(400);
    expect((await dataOf(mine.projectId)).moodboards[0].pinned_render_id ?? null).toBeNull();
  });
});
