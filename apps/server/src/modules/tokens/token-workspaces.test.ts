import type { AddressInfo } from 'node:net';
import { assetUrl } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProject, seedProjectImages } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openSse, type SseClient } from '../../../test/sse-client.js';

/**
 * A token acts in its workspaces only, at both ends of what it does: the source it reads or deletes
 * and the destination it creates, moves or copies into (issue #43, item 1).
 */

let t: TestApp;
let base: string;
let ana: TestUser;
let personal: string;
let studio: string;
let otherStudio: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', SESSION_CACHE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ana = await buildUser(t.app, { name: 'Ana Scope' });
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ana.headers });
  personal = list.json().workspaces.find((w: { personal: boolean }) => w.personal).id;
  const studioOf = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: ana.headers, payload: { name } })).json().workspace.id;
  studio = await studioOf('Scope studio');
  otherStudio = await studioOf('Second studio');
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

async function token(scopes: string[], workspaceIds: string[]): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: ana.headers,
    payload: { name: 'Studio script', expires_in_days: 30, scopes, workspace_ids: workspaceIds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { authorization: `Bearer ${res.json().token}` };
}

const workspaceOf = async (projectId: string) =>
  (await t.adapters.database.db.selectFrom('project').select('workspace_id').where('id', '=', projectId).executeTakeFirstOrThrow())
    .workspace_id;
const projectsIn = async (workspaceId: string) =>
  (await t.adapters.database.db.selectFrom('project').select('id').where('workspace_id', '=', workspaceId).execute()).length;
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe("a token's destination is one of its workspaces", () => {
  it("a one-studio token neither duplicates nor moves a project into its owner's personal workspace", async () => {
    const project = await buildProject(t.app, ana, { projectName: 'Studio brief', workspace_id: studio });
    const studioOnly = await token(['read', 'write'], [studio]);
    const before = await projectsIn(personal);

    const copy = await post(`/api/projects/${project}/duplicate`, studioOnly, { workspace_id: personal });
    expect(copy.statusCode, copy.body).toBe(404);
    expect(copy.json().error).toBe('Workspace not found.');
    const moved = await post(`/api/projects/${project}/move`, studioOnly, { workspace_id: personal });
    expect(moved.statusCode, moved.body).toBe(404);
    expect(await workspaceOf(project)).toBe(studio);
    expect(await projectsIn(personal)).toBe(before);

    // Within its studio it still copies (beside the original, by default).
    const beside = await post(`/api/projects/${project}/duplicate`, studioOnly);
    expect(beside.statusCode, beside.body).toBe(201);
    expect(beside.json().project.workspace_id).toBe(studio);
    // And a token naming both studios moves between them.
    const both = await token(['read', 'write'], [studio, otherStudio]);
    const across = await post(`/api/projects/${project}/move`, both, { workspace_id: otherStudio });
    expect(across.statusCode, across.body).toBe(200);
    expect(await workspaceOf(project)).toBe(otherStudio);
  });

  it('a read-only token does not duplicate a project: the copy needs "write"', async () => {
    const project = await buildProject(t.app, ana, { projectName: 'Read only', workspace_id: studio });
    const readOnly = await token(['read'], [studio]);
    const before = await projectsIn(studio);
    const copy = await post(`/api/projects/${project}/duplicate`, readOnly);
    expect(copy.statusCode, copy.body).toBe(403);
    expect(copy.json().error).toBe('This token lacks the "write" scope this request needs.');
    expect(await projectsIn(studio)).toBe(before);
    // It still reads the project.
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project}/`, headers: readOnly })).statusCode).toBe(200);
  });
});

describe("a token's source is one of its workspaces", () => {
  const upload = async (url: string) => {
    const form = new FormData();
    form.append('credit', 'Ana');
    form.append('file', new Blob([new Uint8Array(await buildPng(Math.floor(Math.random() * 10_000)))], { type: 'image/png' }), 'p.png');
    const res = await t.app.inject({ method: 'POST', url, headers: ana.headers, body: form });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().photo.id as string;
  };
  const photoExists = async (id: string) =>
    Boolean(await t.adapters.database.db.selectFrom('library_photo').select('id').where('id', '=', id).executeTakeFirst());

  it('deletes no photo of another workspace, nor of its owner’s library', async () => {
    const personalProject = await buildProject(t.app, ana, { projectName: 'Personal photos' });
    const studioProject = await buildProject(t.app, ana, { projectName: 'Studio photos', workspace_id: studio });
    const inPersonal = await upload(`/api/projects/${personalProject}/photos`);
    const inLibrary = await upload('/api/photos');
    const inStudio = await upload(`/api/projects/${studioProject}/photos`);
    const studioOnly = await token(['read', 'write'], [studio]);
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers: studioOnly });

    for (const id of [inPersonal, inLibrary]) {
      const res = await remove(id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('Photo not found.');
      expect(await photoExists(id)).toBe(true);
    }
    expect((await remove(inStudio)).statusCode).toBe(200);
    expect(await photoExists(inStudio)).toBe(false);
  });

  it('copies no image of another workspace into its own', async () => {
    const personalProject = await buildProject(t.app, ana, { projectName: 'Personal images' });
    const [personalImage] = await seedProjectImages(t.app, personalProject, 1, 900);
    const studioProject = await buildProject(t.app, ana, { projectName: 'Studio board', workspace_id: studio });
    const [studioImage] = await seedProjectImages(t.app, studioProject, 1, 910);
    const studioOnly = await token(['read', 'write'], [studio]);
    const moodboard = (image: string) =>
      post(`/api/projects/${studioProject}/moodboards`, studioOnly, { title: 'Harbour', images: [assetUrl(image)], prompts: ['x'] });

    const copied = await moodboard(personalImage as string);
    expect(copied.statusCode, copied.body).toBe(404);
    expect(copied.json().error).toBe('Image not found.');
    expect((await moodboard(studioImage as string)).statusCode).toBe(201);
  });

  it('lists only its own workspaces', async () => {
    const studioOnly = await token(['read'], [studio]);
    const res = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: studioOnly });
    expect(res.json().workspaces.map((w: { id: string }) => w.id)).toEqual([studio]);
  });
});

describe("a token's live stream", () => {
  it("ends when its project moves out of the token's workspaces", async () => {
    const project = await buildProject(t.app, ana, { projectName: 'Streamed', workspace_id: studio });
    const studioOnly = await token(['read'], [studio]);
    const sse = await openSse(`${base}/api/projects/${project}/events`, studioOnly);
    streams.push(sse);
    expect(sse.status).toBe(200);
    await sse.waitFor((f) => f.event === 'hello');

    // Her session moves it to her personal workspace: she still sees it, the token does not.
    const moved = await post(`/api/projects/${project}/move`, ana.headers, { workspace_id: personal });
    expect(moved.statusCode, moved.body).toBe(200);
    const closed = await sse.waitFor((f) => f.event === 'closed');
    expect(closed.data).toEqual({ reason: 'access' });
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project}/`, headers: studioOnly })).statusCode).toBe(404);
  });
});
