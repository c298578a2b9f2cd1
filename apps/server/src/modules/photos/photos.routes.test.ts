import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const SHA_URL = /^\/api\/assets\/[0-9a-f]{64}$/;

async function upload(url: string, user: TestUser | undefined, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  return t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, body: form });
}
const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const post = (url: string, user: TestUser, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({ method: 'POST', url, headers: user.headers, body: form });
};

describe('the photo library', () => {
  it('stores an upload with its credit and licence as a user upload, never as AI', async () => {
    const res = await upload(
      '/api/photos',
      ada,
      { credit: 'Ana Lima', licence: 'CC BY 4.0', title: 'Azulejo tiles on a facade' },
      await buildPng(41),
    );
    expect(res.statusCode).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({ credit: 'Ana Lima', licence: 'CC BY 4.0', scope: 'library', source: 'user upload' });
    expect(photo.image).toMatch(SHA_URL);
    const row = await t.adapters.database.db
      .selectFrom('asset')
      .selectAll()
      .where('sha256', '=', photo.image.split('/').pop())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ origin: 'uploaded', credit: 'Ana Lima', licence: 'CC BY 4.0', provider: 'user upload' });
    expect((await get(photo.image, ada)).statusCode).toBe(200);
    expect((await get(photo.image, bo)).statusCode).toBe(404);
    expect((await get('/api/photos', bo)).json().photos).toEqual([]);
  });

  it('refuses an upload without a credit, without a file, or that is not an image; needs a session', async () => {
    expect((await upload('/api/photos', ada, { credit: '  ' }, await buildPng(42))).json().error).toBe(
      'Please enter a credit for this photo.',
    );
    expect((await upload('/api/photos', ada, { credit: 'Me' })).json().error).toBe('Please choose a photo to upload.');
    const text = await upload('/api/photos', ada, { credit: 'Me' }, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
    expect((await upload('/api/photos', ada, { credit: 'x'.repeat(201) }, await buildPng(43))).statusCode).toBe(400);
    expect((await upload('/api/photos', undefined, { credit: 'Me' }, await buildPng(44))).statusCode).toBe(401);
  });

  it("keeps project photos to their project, and a stranger's project is a 404", async () => {
    const mine = await buildProject(t.app, ada);
    const other = await buildProject(t.app, ada);
    const res = await upload(`/api/projects/${mine}/photos`, ada, { credit: 'Studio Maré' }, await buildPng(45));
    expect(res.statusCode).toBe(201);
    expect(res.json().photo.scope).toBe('project');
    const inMine = (await get(`/api/projects/${mine}/photos`, ada)).json().photos.map((p: { credit: string }) => p.credit);
    expect(inMine).toEqual(['Studio Maré', 'Ana Lima']);
    const inOther = (await get(`/api/projects/${other}/photos`, ada)).json().photos.map((p: { credit: string }) => p.credit);
    expect(inOther).toEqual(['Ana Lima']);
    expect((await upload(`/api/projects/${mine}/photos`, bo, { credit: 'Bo' }, await buildPng(46))).statusCode).toBe(404);
    expect((await get(`/api/projects/${mine}/photos`, bo)).statusCode).toBe(404);
  });

  it('deletes only your own photos', async () => {
    const { photo } = (await upload('/api/photos', ada, { credit: 'To delete' }, await buildPng(47))).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: bo.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/photos/not-a-uuid', headers: ada.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: ada.headers })).statusCode).toBe(200);
    expect((await get(photo.image, ada)).statusCode).toBe(404);
  });
});

describe("a project's photos follow the caller's current role", () => {
  it('a removed member cannot delete a photo they uploaded to the studio project; a viewer neither; an owner can', async () => {
    const ws = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/',
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Atelier Norte' }),
    });
    const workspaceId = ws.json().workspace.id as string;
    const carol = await buildUser(t.app);
    const db = t.adapters.database.db;
    await db
      .insertInto('workspace_member')
      .values([
        { workspace_id: workspaceId, user_id: bo.id, role: 'editor' },
        { workspace_id: workspaceId, user_id: carol.id, role: 'editor' },
      ])
      .execute();
    const projectId = await buildProject(t.app, ada, { workspace_id: workspaceId });
    const byBo = (await upload(`/api/projects/${projectId}/photos`, bo, { credit: 'Bo' }, await buildPng(61))).json().photo;
    const byCarol = (await upload(`/api/projects/${projectId}/photos`, carol, { credit: 'Carol' }, await buildPng(62))).json().photo;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${bo.id}`, headers: ada.headers });
    expect(removed.statusCode).toBe(200);
    await db
      .updateTable('workspace_member')
      .set({ role: 'viewer' })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', carol.id)
      .execute();
    const remove = (user: TestUser, id: string) => t.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers: user.headers });
    expect((await remove(bo, byBo.id)).statusCode).toBe(404);
    expect((await remove(carol, byCarol.id)).statusCode).toBe(403);
    const left = (await get(`/api/projects/${projectId}/photos`, ada)).json().photos.map((p: { id: string }) => p.id);
    expect(left).toEqual(expect.arrayContaining([byBo.id, byCarol.id]));
    // The photo is the project's: its owner (and any editor) may remove it.
    expect((await remove(ada, byBo.id)).statusCode).toBe(200);
  });
});

describe('offline sourcing draws only from the uploads', () => {
  it('says the library is empty, never offers AI images, and never rewrites the prompt', { timeout: 120_000 }, async () => {
    const cy = await buildUser(t.app);
    const id = await buildProject(t.app, cy);
    await post('/generate_context_metadata/', cy, { project_id: id, section: 'historical' });
    const first = await post('/generate_single_context_image/', cy, {
      project_id: id,
      section: 'historical',
      image_index: '0',
      prompt: 'Stone arcades',
    });
    expect(first.json().image).toMatch(SHA_URL);
    const fields = {
      project_id: id,
      section: 'historical',
      image_index: '0',
      new_prompt: 'Azulejo tiles on a harbour facade',
      old_prompt: '',
      microMacro: '2',
      photoStyled: '0',
      realSourced: '1',
    };
    const empty = await post('/presentation_context_edit/', cy, fields);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      images: [],
      newPrompt: 'Azulejo tiles on a harbour facade',
      notice: 'Your photo library is empty. Upload your own reference photos to source from them.',
    });
    const before = (await get(`/api/projects/${id}/`, cy)).json().data.contexts.historical;
    expect(before.study[0]).toBe(true); // an offline study until a photo replaces it

    await upload('/api/photos', cy, { credit: 'Rua Photo', title: 'Blue azulejo tiles' }, await buildPng(51));
    await upload(`/api/projects/${id}/photos`, cy, { credit: 'Cy', title: 'Concrete stair' }, await buildPng(52));
    const found = await post('/presentation_context_edit/', cy, fields);
    expect(found.json().newPrompt).toBe('Azulejo tiles on a harbour facade');
    expect(found.json().images).toHaveLength(1);
    const after = (await get(`/api/projects/${id}/`, cy)).json().data.contexts.historical;
    expect(after.images[0]).toBe(found.json().images[0]);
    expect(after.ai[0]).toBe(false);
    expect(after.study[0]).toBe(false);
    expect(after.credits[0]).toMatchObject({ credit: 'Rua Photo' });
    expect(after.imagePrompts[0]).toBe('Azulejo tiles on a harbour facade');

    const none = await post('/presentation_context_edit/', cy, { ...fields, new_prompt: 'Nairobi matatu colours' });
    expect(none.json().images).toEqual([]);
    expect(none.json().notice).toMatch(/^Nothing in your photo library matches this prompt/);
  });
});
