import { VIEWER_CANNOT_EDIT } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, type TestUser } from '../../../test/helpers.js';

let shared: Parameters<Parameters<typeof withTwoUserApp>[0]>[0];
withTwoUserApp((s) => {
  shared = s;
});

const plain = (user: TestUser) => ({ ...user.headers, origin: shared.t.env.PUBLIC_URL ?? 'http://localhost:3000' });
const json = (user: TestUser) => ({
  ...user.headers,
  'content-type': 'application/json',
  origin: shared.t.env.PUBLIC_URL ?? 'http://localhost:3000',
});

async function studio(owner: TestUser, name = 'Atelier Sul'): Promise<string> {
  const res = await shared.t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: json(owner), payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().workspace.id;
}

async function member(workspaceId: string, role: 'editor' | 'viewer'): Promise<TestUser> {
  const user = await buildUser(shared.t.app);
  await shared.t.adapters.database.db
    .insertInto('workspace_member')
    .values({ workspace_id: workspaceId, user_id: user.id, role })
    .execute();
  return user;
}

async function createKit(user: TestUser, workspaceId: string, payload: Record<string, unknown> = {}) {
  return shared.t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/brand-kits`,
    headers: json(user),
    payload: {
      name: 'Maré Hotels',
      definition: 'Calm, salt-washed.',
      palette: ['#1f4e5a', 'c8a96b'],
      keywords: ['tide', 'linen'],
      ...payload,
    },
  });
}

async function project(user: TestUser, id: string) {
  const res = await shared.t.app.inject({ method: 'GET', url: `/api/projects/${id}/metadata`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().project;
}

async function saveProject(user: TestUser, id: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return shared.t.app.inject({ method: 'PUT', url: `/api/projects/${id}/`, headers: user.headers, body: form });
}

describe('brand kits', () => {
  it('members read, editors write, a viewer cannot, a stranger gets 404', async () => {
    const { t, ada, bo } = shared;
    const ws = await studio(ada);
    const editor = await member(ws, 'editor');
    const viewer = await member(ws, 'viewer');

    const created = await createKit(editor, ws);
    expect(created.statusCode, created.body).toBe(201);
    const kit = created.json().kit;
    expect(kit).toMatchObject({
      name: 'Maré Hotels',
      palette: ['#1F4E5A', '#C8A96B'],
      heading_font: 'Fraunces',
      body_font: 'Inter',
      projects_count: 0,
    });

    const list = await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/brand-kits`, headers: viewer.headers });
    expect(list.json().kits.map((k: { id: string }) => k.id)).toEqual([kit.id]);

    const viewerWrite = await createKit(viewer, ws);
    expect(viewerWrite.statusCode).toBe(403);
    expect(viewerWrite.json().error).toBe(VIEWER_CANNOT_EDIT);
    const viewerPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${ws}/brand-kits/${kit.id}`,
      headers: json(viewer),
      payload: { name: 'X' },
    });
    expect(viewerPatch.statusCode).toBe(403);

    for (const [method, url] of [
      ['GET', `/api/workspaces/${ws}/brand-kits`],
      ['GET', `/api/workspaces/${ws}/brand-kits/${kit.id}`],
      ['DELETE', `/api/workspaces/${ws}/brand-kits/${kit.id}`],
      ['GET', `/api/workspaces/${ws}/studio-kit`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: plain(bo) })).statusCode, `${method} ${url}`).toBe(404);
    }

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${ws}/brand-kits/${kit.id}`,
      headers: json(editor),
      payload: { name: 'Maré', heading_font: 'Inter' },
    });
    expect(renamed.json().kit).toMatchObject({ name: 'Maré', heading_font: 'Inter', definition: 'Calm, salt-washed.' });

    const bad = await createKit(editor, ws, { palette: ['teal'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('A palette colour is a hex colour like #1B1B1A.');
    expect((await createKit(editor, ws, { name: ' ' })).json().error).toBe('Please enter a name for the brand kit.');
    const other = await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/brand-kits/not-a-kit`, headers: viewer.headers });
    expect(other.statusCode).toBe(404);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${ws}/brand-kits/${kit.id}`, headers: plain(editor) });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/brand-kits`, headers: viewer.headers })).json().kits).toEqual(
      [],
    );
  });

  it('a logo upload shows on the kit and members may read it', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const viewer = await member(ws, 'viewer');
    const kit = (await createKit(ada, ws)).json().kit;
    const form = new FormData();
    form.append('logo', new Blob([await buildPng(71)], { type: 'image/png' }), 'logo.png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${ws}/brand-kits/${kit.id}/logo`,
      headers: ada.headers,
      body: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().kit.logo_url as string;
    expect(logo).toMatch(/^\/api\/assets\/[0-9a-f]{64}\/256$/);
    expect((await t.app.inject({ method: 'GET', url: logo, headers: viewer.headers })).statusCode).toBe(200);
    const stranger = await buildUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: logo, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('a kit change reaches every project that uses it; an override is kept; "use kit value" drops it', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const kit = (await createKit(ada, ws)).json().kit;
    const a = await buildProject(t.app, ada, { workspace_id: ws, brandName: 'Own A' });
    const b = await buildProject(t.app, ada, { workspace_id: ws, projectName: 'Second' });
    for (const id of [a, b]) expect((await saveProject(ada, id, { brandKitId: kit.id })).statusCode).toBe(200);

    expect(await project(ada, a)).toMatchObject({ brand_name: 'Maré Hotels', brand_palette: ['#1F4E5A', '#C8A96B'], brand_overrides: [] });
    expect((await project(ada, a)).brand_kit).toMatchObject({ id: kit.id, name: 'Maré Hotels' });

    // Project B overrides its keywords; saving A's form with the kit's name keeps no override.
    expect((await saveProject(ada, b, { keywords: '["harbour"]' })).statusCode).toBe(200);
    expect((await saveProject(ada, a, { brandName: 'Maré Hotels' })).json().project.brand_overrides).toEqual([]);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${ws}/brand-kits/${kit.id}`,
      headers: json(ada),
      payload: { name: 'Maré Collection', keywords: ['salt'], palette: ['#203040'] },
    });
    expect(patch.json().kit.projects_count).toBe(2);
    expect(await project(ada, a)).toMatchObject({ brand_name: 'Maré Collection', keywords: ['salt'], brand_palette: ['#203040'] });
    expect(await project(ada, b)).toMatchObject({ brand_name: 'Maré Collection', keywords: ['harbour'], brand_overrides: ['keywords'] });

    const reset = await saveProject(ada, b, { useKitValue: '["keywords"]' });
    expect(reset.json().project).toMatchObject({ keywords: ['salt'], brand_overrides: [] });

    // Leaving the kit: the project's own brand is back.
    expect((await saveProject(ada, a, { brandKitId: '' })).json().project).toMatchObject({ brand_name: 'Own A', brand_kit: null });
  });

  it('deleting a kit leaves its projects with its values as their own', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const kit = (await createKit(ada, ws)).json().kit;
    const id = await buildProject(t.app, ada, { workspace_id: ws });
    await saveProject(ada, id, { brandKitId: kit.id });
    await saveProject(ada, id, { keywords: '["own"]' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${ws}/brand-kits/${kit.id}`, headers: plain(ada) });
    expect(del.statusCode).toBe(200);
    expect(await project(ada, id)).toMatchObject({
      brand_kit: null,
      brand_name: 'Maré Hotels',
      keywords: ['own'],
      brand_palette: ['#1F4E5A', '#C8A96B'],
    });
  });

  it('a project picks only a kit of its own studio', async () => {
    const { t, ada } = shared;
    const [one, two] = [await studio(ada, 'One'), await studio(ada, 'Two')];
    const kit = (await createKit(ada, two)).json().kit;
    const id = await buildProject(t.app, ada, { workspace_id: one });
    const res = await saveProject(ada, id, { brandKitId: kit.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('That brand kit is not in this project’s studio.');
  });

  it('duplicating or moving a project into another studio copies its kit there; beside it, the copy shares the kit', async () => {
    const { t, ada } = shared;
    const [home, away] = [await studio(ada, 'Home'), await studio(ada, 'Away')];
    const kit = (await createKit(ada, home)).json().kit;
    const id = await buildProject(t.app, ada, { workspace_id: home });
    await saveProject(ada, id, { brandKitId: kit.id });
    await saveProject(ada, id, { brandName: 'Own name' });

    const beside = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/duplicate`, headers: json(ada), payload: {} });
    expect(beside.statusCode, beside.body).toBe(201);
    expect(beside.json().project.brand_kit.id).toBe(kit.id);

    const there = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/duplicate`,
      headers: json(ada),
      payload: { workspace_id: away },
    });
    expect(there.statusCode, there.body).toBe(201);
    const copied = there.json().project;
    expect(copied.brand_kit.id).not.toBe(kit.id);
    expect(copied).toMatchObject({ brand_name: 'Own name', brand_overrides: ['brand_name'], brand_palette: ['#1F4E5A', '#C8A96B'] });
    const awayKits = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${away}/brand-kits`, headers: ada.headers })).json().kits;
    expect(awayKits).toMatchObject([{ id: copied.brand_kit.id, name: 'Maré Hotels', workspace_id: away }]);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/move`,
      headers: json(ada),
      payload: { workspace_id: away },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().project.brand_kit.id).not.toBe(kit.id);
    expect(moved.json().project.brand_kit.id).not.toBe(copied.brand_kit.id);
    // The original kit stays in its studio with the project left there.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/workspaces/${home}/brand-kits/${kit.id}`, headers: ada.headers })).json().kit
        .projects_count,
    ).toBe(1);
  });

  it('makes a kit from a project’s instructions, which the project then uses', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const id = await buildProject(t.app, ada, { workspace_id: ws, brandName: 'Casa Azul', keywords: '["cobalt"]' });
    const res = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/brand-kit`, headers: json(ada), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project).toMatchObject({ brand_kit: { name: 'Casa Azul' }, brand_overrides: [], keywords: ['cobalt'] });
    const kits = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/brand-kits`, headers: ada.headers })).json().kits;
    expect(kits).toMatchObject([{ name: 'Casa Azul', keywords: ['cobalt'], projects_count: 1 }]);
  });

  it('keeps one studio kit: members read it, editors save it', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const viewer = await member(ws, 'viewer');
    const empty = await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/studio-kit`, headers: viewer.headers });
    expect(empty.json().studio_kit).toMatchObject({ logo_url: null, contact_lines: [], heading_font: 'Fraunces' });
    const payload = { palette: ['#B5532E'], contact_lines: ['Atelier Sul', 'hello@sul.example'], body_font: 'Inter' };
    const denied = await t.app.inject({ method: 'PUT', url: `/api/workspaces/${ws}/studio-kit`, headers: json(viewer), payload });
    expect(denied.statusCode).toBe(403);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/workspaces/${ws}/studio-kit`, headers: json(ada), payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/workspaces/${ws}/studio-kit`, headers: viewer.headers });
    expect(read.json().studio_kit).toMatchObject({ palette: ['#B5532E'], contact_lines: ['Atelier Sul', 'hello@sul.example'] });
  });

  it('a client’s review link shows the kit’s brand and its logo', async () => {
    const { t, ada } = shared;
    const ws = await studio(ada);
    const kit = (await createKit(ada, ws)).json().kit;
    const form = new FormData();
    form.append('logo', new Blob([await buildPng(73)], { type: 'image/png' }), 'logo.png');
    await t.app.inject({ method: 'PUT', url: `/api/workspaces/${ws}/brand-kits/${kit.id}/logo`, headers: ada.headers, body: form });
    const id = await buildProject(t.app, ada, { workspace_id: ws });
    await saveProject(ada, id, { brandKitId: kit.id });
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/review-links`, headers: json(ada), payload: {} });
    expect(link.statusCode, link.body).toBe(201);
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${link.json().token}` });
    expect(view.json().project).toMatchObject({ brand_name: 'Maré Hotels', brand_palette: ['#1F4E5A', '#C8A96B'] });
    const logo = await t.app.inject({ method: 'GET', url: view.json().project.logo_url });
    expect(logo.statusCode).toBe(200);
  });

  it('a project file carries the kit’s values as the project’s own (the kit stays in its studio)', async () => {
    const { t, ada } = shared;
    const [home, away] = [await studio(ada, 'Home'), await studio(ada, 'Away')];
    const kit = (await createKit(ada, home)).json().kit;
    const form = new FormData();
    form.append('logo', new Blob([await buildPng(79)], { type: 'image/png' }), 'logo.png');
    const withLogo = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${home}/brand-kits/${kit.id}/logo`,
      headers: ada.headers,
      body: form,
    });
    const id = await buildProject(t.app, ada, { workspace_id: home });
    await saveProject(ada, id, { brandKitId: kit.id });
    const file = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/file`, headers: ada.headers });
    expect(file.statusCode).toBe(200);
    const upload = new FormData();
    upload.append('file', new Blob([file.rawPayload], { type: 'application/octet-stream' }), 'project.loci');
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${away}/projects/import`,
      headers: ada.headers,
      body: upload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = await project(ada, imported.json().project.id);
    expect(copy).toMatchObject({
      brand_kit: null,
      brand_name: 'Maré Hotels',
      keywords: ['tide', 'linen'],
      brand_palette: ['#1F4E5A', '#C8A96B'],
    });
    expect(copy.logo_url).toBe(withLogo.json().kit.logo_url);
  });
});
