import { randomUUID } from 'node:crypto';
import { CANVAS_CONFLICT_LINE, type CanvasBoard, type CanvasItem, EMPTY_PROJECT_DATA } from '@loci/shared';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createCanvas } from './canvas.service.js';
import { canvasDb } from './canvas.tables.js';

/**
 * The Canvas board through the API, on PGlite (and on PostgreSQL with TEST_DATABASE_URL): saved
 * positions, notes, groups and links by role, a stale edit's 409 with the current item, "Tidy up",
 * limits and bad input in plain words, a duplicate that keeps the board, and a review link that
 * never shows a note.
 */

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let projectId: string;
let otherProjectId: string;
let moodboardId: string;
let foreignMoodboardId: string;

function json(user: TestUser | null, payload: unknown = {}) {
  return { headers: { ...(user?.headers ?? {}), 'content-type': 'application/json' }, payload: JSON.stringify(payload) };
}
const base = (id = projectId) => `/api/projects/${id}/canvas`;
const noteId = () => `note-${randomUUID()}`;

async function board(user: TestUser, id = projectId): Promise<CanvasBoard> {
  const res = await t.app.inject({ method: 'GET', url: base(id), headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function create(user: TestUser, item: Record<string, unknown>, id = projectId) {
  return t.app.inject({ method: 'POST', url: `${base(id)}/items`, ...json(user, item) });
}
async function patch(user: TestUser, itemId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `${base()}/items/${itemId}`, ...json(user, body) });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  [owner, editor, viewer, stranger] = await Promise.all(
    ['Ana Owner', 'Eli Editor', 'Vera Viewer', 'Sam Stranger'].map((name) => buildUser(t.app, { name })),
  );
  const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(owner, { name: 'Atelier Canvas' }) });
  expect(ws.statusCode, ws.body).toBe(201);
  const workspaceId = ws.json().workspace.id;
  const db = t.adapters.database.db;
  await db
    .insertInto('workspace_member')
    .values([
      { workspace_id: workspaceId, user_id: editor.id, role: 'editor' },
      { workspace_id: workspaceId, user_id: viewer.id, role: 'viewer' },
    ])
    .execute();
  projectId = await buildProject(t.app, owner, { workspace_id: workspaceId });
  otherProjectId = await buildProject(t.app, stranger);
  const boards = await db
    .insertInto('moodboard')
    .values([
      { project_id: projectId, title: 'Tiles', status: 'ready' },
      { project_id: otherProjectId, title: 'Elsewhere', status: 'ready' },
    ])
    .returning(['id', 'project_id'])
    .execute();
  moodboardId = boards.find((b) => b.project_id === projectId)?.id ?? '';
  foreignMoodboardId = boards.find((b) => b.project_id === otherProjectId)?.id ?? '';
});
afterAll(async () => t?.close());

describe('positions', () => {
  it('saves a generated node where it was dragged, shared by every member; a stale move is a 409 with the saved one', async () => {
    const first = await patch(editor, 'context-historical', { version: 0, x: 120, y: -40 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: 'context-historical', kind: 'node', x: 120, y: -40, version: 1 });
    const seen = await board(viewer);
    expect(seen.editable).toBe(false);
    expect(seen.items.find((i) => i.id === 'context-historical')).toMatchObject({ x: 120, y: -40 });

    const moved = await patch(owner, 'context-historical', { version: 1, x: 300, y: 10 });
    expect(moved.json()).toMatchObject({ x: 300, version: 2 });
    const stale = await patch(editor, 'context-historical', { version: 1, x: 5, y: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', item: { x: 300, y: 10, version: 2 } });
    // A second "first move" of the same node is stale too: it carries the saved position back.
    const again = await patch(editor, 'context-historical', { version: 0, x: 1, y: 1 });
    expect(again.statusCode).toBe(409);
  });

  it('a moodboard of this project has a position; one of another project or a made-up node has none', async () => {
    expect((await patch(owner, `moodboard-${moodboardId}`, { version: 0, x: 10, y: 900 })).statusCode).toBe(200);
    expect((await patch(owner, `moodboard-${foreignMoodboardId}`, { version: 0, x: 1, y: 1 })).statusCode).toBe(404);
    expect((await patch(owner, 'context-nowhere', { version: 0, x: 1, y: 1 })).statusCode).toBe(404);
  });

  it('"Tidy up" forgets generated nodes’ positions and keeps notes', async () => {
    const id = noteId();
    expect((await create(owner, { kind: 'note', id, x: 0, y: 0, text: 'keep me' })).statusCode).toBe(201);
    expect((await patch(owner, 'topics-social', { version: 0, x: 9, y: 9 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${base()}/tidy`, headers: viewer.headers })).statusCode).toBe(403);
    const tidied = await t.app.inject({ method: 'POST', url: `${base()}/tidy`, headers: editor.headers });
    expect(tidied.statusCode, tidied.body).toBe(200);
    const items: CanvasItem[] = tidied.json().items;
    expect(items.filter((i) => i.kind === 'node')).toEqual([]);
    expect(items.find((i) => i.id === id)?.text).toBe('keep me');
  });
});

describe('notes, groups and links by role', () => {
  it('editors add, change and delete; a viewer reads but every write is a 403; a stranger sees nothing', async () => {
    const id = noteId();
    const made = await create(editor, { kind: 'note', id, x: 40, y: 60, text: '**Warm** light', color: 'sage' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ id, kind: 'note', text: '**Warm** light', color: 'sage', version: 1 });
    expect((await create(viewer, { kind: 'note', id: noteId(), x: 0, y: 0 })).statusCode).toBe(403);
    expect((await patch(viewer, id, { version: 1, text: 'viewer was here' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/items/${id}`, headers: viewer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base(), headers: stranger.headers })).statusCode).toBe(404);
    expect((await board(viewer)).items.find((i) => i.id === id)?.text).toBe('**Warm** light');
    expect((await board(owner)).editable).toBe(true);

    const group = `group-${randomUUID()}`;
    expect((await create(owner, { kind: 'group', id: group, x: 0, y: 0, width: 600, height: 400, text: 'Facade' })).json()).toMatchObject({
      text: 'Facade',
      width: 600,
    });
    const link = `link-${randomUUID()}`;
    const linked = await create(editor, { kind: 'link', id: link, source: id, target: 'context-physical', text: 'see' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ source: id, target: 'context-physical', text: 'see' });

    // Deleting the note takes the link that ends on it; the group stays.
    const gone = await t.app.inject({ method: 'DELETE', url: `${base()}/items/${id}`, headers: editor.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().deleted.sort()).toEqual([id, link].sort());
    const ids = (await board(owner)).items.map((i) => i.id);
    expect(ids).toContain(group);
    expect(ids).not.toContain(link);
  });

  it('two people edit one note: the second, stale, gets 409 with the first one’s text, and the merge saves both', async () => {
    const id = noteId();
    await create(owner, { kind: 'note', id, x: 0, y: 0, text: 'Brick' });
    expect((await patch(owner, id, { version: 1, text: 'Brick, lime mortar' })).statusCode).toBe(200);
    const stale = await patch(editor, id, { version: 1, text: 'Brick and oak' });
    expect(stale.statusCode).toBe(409);
    const current = stale.json().item as CanvasItem;
    expect(current).toMatchObject({ text: 'Brick, lime mortar', version: 2 });
    // What the web does on a 409 (features/canvas/model/merge-note): both texts, against the current version.
    const merged = `Brick and oak\n\n${CANVAS_CONFLICT_LINE}\n\n${current.text}`;
    const saved = await patch(editor, id, { version: current.version, text: merged });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().text).toContain('Brick and oak');
    expect(saved.json().text).toContain('Brick, lime mortar');
  });
});

describe('bad input and limits', () => {
  it('a link to another project’s node, an unknown node or itself is refused; nothing is added', async () => {
    const before = (await board(owner)).items.length;
    const link = () => `link-${randomUUID()}`;
    const foreign = await create(owner, { kind: 'link', id: link(), source: 'keywords', target: `moodboard-${foreignMoodboardId}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatch(/not on it/);
    expect((await create(owner, { kind: 'link', id: link(), source: 'keywords', target: `note-${randomUUID()}` })).statusCode).toBe(404);
    const bogus = await create(owner, { kind: 'link', id: link(), source: 'keywords', target: '<script>' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error).toBe('That node is not on this board.');
    expect((await create(owner, { kind: 'link', id: link(), source: 'project', target: 'project' })).statusCode).toBe(400);
    expect((await board(owner)).items.length).toBe(before);
  });

  it('a note over 10,000 characters is a 400 naming the limit (100 KB: a 413), and the saved text stays', async () => {
    const id = noteId();
    await create(owner, { kind: 'note', id, x: 0, y: 0, text: 'short' });
    // The longest note fits, in any script (10,000 CJK characters are 30 KB of JSON).
    expect((await create(owner, { kind: 'note', id: noteId(), x: 0, y: 0, text: '築'.repeat(10_000) })).statusCode).toBe(201);
    const over = 'x'.repeat(10_001);
    const res = await create(owner, { kind: 'note', id: noteId(), x: 0, y: 0, text: over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A note holds at most 10,000 characters.');
    expect((await patch(owner, id, { version: 1, text: over })).statusCode).toBe(400);
    const huge = await patch(owner, id, { version: 1, text: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/too large/);
    expect((await board(owner)).items.find((i) => i.id === id)?.text).toBe('short');
  });

  it('ids, colours and kinds are checked; a taken id is a 409; an unknown item is a 404', async () => {
    const id = noteId();
    expect((await create(owner, { kind: 'note', id, x: 0, y: 0 })).statusCode).toBe(201);
    expect((await create(owner, { kind: 'note', id, x: 0, y: 0 })).statusCode).toBe(409);
    expect((await create(owner, { kind: 'note', id: 'note-1', x: 0, y: 0 })).statusCode).toBe(400);
    expect((await create(owner, { kind: 'note', id: noteId(), x: 0, y: 0, color: 'neon' })).json().error).toBe(
      'Pick one of the note colours.',
    );
    expect((await create(owner, { kind: 'image', id: noteId() })).statusCode).toBe(400);
    expect((await patch(owner, `note-${randomUUID()}`, { version: 1, text: 'x' })).statusCode).toBe(404);
    expect((await patch(owner, id, { x: 1 })).json().error).toBe('Say which version you edited.');
  });

  it('a board holds at most its limit of items: the next one is refused in plain words, the board unchanged', async () => {
    const canvas = createCanvas({
      db: canvasDb(t.adapters.database.db),
      data: { getData: async () => EMPTY_PROJECT_DATA, countMoodboards: async () => new Map() },
      // Notes only: no picture is asked for.
      images: {
        usable: async () => false,
        link: async () => {},
        release: async () => {},
        facts: async () => [],
        storePicture: async () => {
          throw new Error('no picture here');
        },
        picture: async () => null,
      },
      maxItems: 3,
    });
    const fresh = await buildProject(t.app, owner);
    const scope = { id: fresh, role: 'owner' as const };
    for (let i = 0; i < 3; i++) await canvas.create(scope, owner.id, { kind: 'note', id: noteId(), x: i, y: 0, text: '', color: 'paper' });
    await expect(
      canvas.create(scope, owner.id, { kind: 'note', id: noteId(), x: 9, y: 0, text: '', color: 'paper' }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'A board holds at most 3 items.',
    });
    // A generated node's first move takes a place too.
    await expect(canvas.patch(scope, owner.id, 'keywords', { version: 0, x: 1, y: 1 })).rejects.toMatchObject({ status: 413 });
    expect((await canvas.board(scope)).items).toHaveLength(3);
  });
});

describe('the board travels with its project, and stays inside the studio', () => {
  it('a duplicate with its boards keeps positions, notes, groups and links', async () => {
    const fresh = await buildProject(t.app, owner);
    const id = noteId();
    await create(owner, { kind: 'note', id, x: 5, y: 6, text: 'Copied note', color: 'sky' }, fresh);
    await create(owner, { kind: 'link', id: `link-${randomUUID()}`, source: id, target: 'keywords', text: 'why' }, fresh);
    await t.app.inject({ method: 'PATCH', url: `${base(fresh)}/items/project`, ...json(owner, { version: 0, x: -200, y: 40 }) });
    const copy = await t.app.inject({ method: 'POST', url: `/api/projects/${fresh}/duplicate`, ...json(owner, { include_boards: true }) });
    expect(copy.statusCode, copy.body).toBe(201);
    const shape = (b: CanvasBoard) =>
      b.items
        .map(({ id: i, kind, x, y, text, color, source, target }) => ({ i, kind, x, y, text, color, source, target }))
        .sort((a, b2) => a.i.localeCompare(b2.i));
    const copied = await board(owner, copy.json().project_id);
    expect(shape(copied)).toEqual(shape(await board(owner, fresh)));
    expect(copied.items).toHaveLength(3);
  });

  it('a review link never shows a note', async () => {
    await create(owner, { kind: 'note', id: noteId(), x: 0, y: 0, text: 'Internal: the client hates teal' });
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(owner, {}) });
    expect(link.statusCode, link.body).toBe(201);
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${link.json().token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).not.toContain('hates teal');
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
  });
});

describe('free images on the board', () => {
  async function uploadPhoto(user: TestUser, url: string, credit: string, seed: number): Promise<string> {
    const form = new FormData();
    form.append('credit', credit);
    form.append('licence', 'CC BY 4.0');
    form.append('file', new Blob([await buildPng(seed, 120)], { type: 'image/png' }), 'photo.png');
    const res = await t.app.inject({ method: 'POST', url, headers: user.headers, body: form });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().photo.image;
  }
  const imageId = () => `image-${randomUUID()}`;
  const fetchAsset = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const links = async (id: string) =>
    (
      await t.adapters.database.db
        .selectFrom('project_asset')
        .select('sha256')
        .where('project_id', '=', id)
        .where('role', '=', 'canvas')
        .execute()
    ).map((r) => r.sha256);

  it('an editor pins a photo from their library: everyone on the project sees it, with its credit and licence', async () => {
    const image = await uploadPhoto(editor, '/api/photos', 'Eli Editor, site visit', 71);
    // Before it is on the board, the viewer cannot see the editor's own library photo.
    expect((await fetchAsset(viewer, image)).statusCode).toBe(404);
    const id = imageId();
    const res = await create(editor, { kind: 'image', id, x: 120, y: 80, image, text: 'The courtyard at 5 pm' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'image', image, credit: 'Eli Editor, site visit', licence: 'CC BY 4.0', width: 320 });
    const seen = (await board(viewer)).items.find((i) => i.id === id);
    expect(seen).toMatchObject({ image, credit: 'Eli Editor, site visit', text: 'The courtyard at 5 pm' });
    expect((await fetchAsset(viewer, image)).statusCode).toBe(200);
    // A link may end on it; its caption changes like a label; a viewer changes nothing.
    expect((await create(owner, { kind: 'link', id: `link-${randomUUID()}`, source: id, target: 'keywords' })).statusCode).toBe(201);
    expect((await patch(owner, id, { version: 1, text: 'Courtyard, late light' })).json().text).toBe('Courtyard, late light');
    expect((await create(viewer, { kind: 'image', id: imageId(), x: 0, y: 0, image })).statusCode).toBe(403);
    // Deleted, it goes with its link; the project no longer uses the picture, so the viewer loses it (the editor keeps it in the library).
    const gone = await t.app.inject({ method: 'DELETE', url: `${base()}/items/${id}`, headers: owner.headers });
    expect(gone.json().deleted).toHaveLength(2);
    expect(await links(projectId)).not.toContain(image.split('/').at(-1));
    expect((await fetchAsset(viewer, image)).statusCode).toBe(404);
    expect((await fetchAsset(editor, image)).statusCode).toBe(200);
  });

  it('refuses a picture the caller may not use, in plain words, and stores nothing', async () => {
    const foreign = await uploadPhoto(stranger, '/api/photos', 'Sam', 72);
    const before = (await board(owner)).items.length;
    for (const image of [foreign, `/api/assets/${'a'.repeat(64)}`, 'https://example.com/x.png', '../../etc/passwd']) {
      const res = await create(owner, { kind: 'image', id: imageId(), x: 0, y: 0, image });
      expect(res.statusCode, image).toBe(404);
      expect(res.json().error).toBe('That image is not one you can use. Upload it, or pick one of the project’s images.');
    }
    expect((await create(owner, { kind: 'image', id: imageId(), x: 0, y: 0 })).json().error).toBe('Say which image.');
    expect((await create(owner, { kind: 'image', id: noteId(), x: 0, y: 0, image: foreign })).statusCode).toBe(400);
    expect((await board(owner)).items).toHaveLength(before);
    expect(await links(projectId)).not.toContain(foreign.split('/').at(-1));
  });

  it('a 30 MB pasted picture is refused before it is read, in plain words, and nothing is kept', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/photos`, headers: owner.headers })).json().photos
      .length;
    const form = new FormData();
    form.append('credit', 'Pasted');
    form.append('file', new Blob([Buffer.alloc(30 * 1024 * 1024, 7)], { type: 'image/png' }), 'huge.png');
    const res = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/photos`, headers: owner.headers, body: form });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large|at most/i);
    const after = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/photos`, headers: owner.headers })).json().photos
      .length;
    expect(after).toBe(before);
  });

  it('a project photo pinned twice is released only when the last item goes; a duplicate keeps it', async () => {
    const image = await uploadPhoto(owner, `/api/projects/${projectId}/photos`, 'Ana Owner', 73);
    const sha = image.split('/').at(-1) as string;
    const [one, two] = [imageId(), imageId()];
    expect((await create(owner, { kind: 'image', id: one, x: 0, y: 0, image })).statusCode).toBe(201);
    expect((await create(owner, { kind: 'image', id: two, x: 400, y: 0, image, width: 200, height: 150 })).statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `${base()}/items/${one}`, headers: owner.headers });
    expect(await links(projectId)).toContain(sha);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/duplicate`,
      ...json(owner, { include_boards: true }),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = (await board(owner, copy.json().project_id)).items.find((i) => i.id === two);
    expect(copied).toMatchObject({ image, credit: 'Ana Owner', width: 200, height: 150 });
    expect(await links(copy.json().project_id)).toContain(sha);
    await t.app.inject({ method: 'DELETE', url: `${base()}/items/${two}`, headers: owner.headers });
    expect(await links(projectId)).not.toContain(sha);
  });
});

describe('comments pinned on the board', () => {
  const comment = (user: TestUser, pageId: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/comments`, ...json(user, { pageId, body: 'Warmer here', ...extra }) });

  it('a member pins a thread on a note, a card or a moodboard of the board; anything else is refused in plain words', async () => {
    const id = noteId();
    expect((await create(owner, { kind: 'note', id, x: 0, y: 0, text: 'Lime plaster?' })).statusCode).toBe(201);
    // A viewer comments too (members comment; only editors change the board).
    const pinned = await comment(viewer, `canvas:${id}`);
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(pinned.json().page_id).toBe(`canvas:${id}`);
    expect((await comment(owner, 'canvas:keywords')).statusCode).toBe(201);
    expect((await comment(owner, `canvas:moodboard-${moodboardId}`)).statusCode).toBe(201);

    expect((await comment(owner, `canvas:${noteId()}`)).json().error).toBe(
      'That item is not on this project’s Canvas (it may have been deleted).',
    );
    expect((await comment(owner, `canvas:moodboard-${foreignMoodboardId}`)).statusCode).toBe(404);
    expect((await comment(owner, `canvas:${id}`, { imageIndex: 0 })).statusCode).toBe(400);
    for (const bad of ['canvas:', 'canvas:note-1', `canvas:link-${randomUUID()}`, 'canvas:../../x'])
      expect((await comment(owner, bad)).json().error, bad).toBe('That is not a page of this project.');
    expect((await comment(stranger, `canvas:${id}`)).statusCode).toBe(404);

    const threads = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/comments`, headers: editor.headers })).json()
      .threads as { page_id: string }[];
    expect(threads.filter((th) => th.page_id.startsWith('canvas:')).map((th) => th.page_id)).toEqual(
      expect.arrayContaining([`canvas:${id}`, 'canvas:keywords', `canvas:moodboard-${moodboardId}`]),
    );
    // The note deleted, its thread goes with it from the list.
    await t.app.inject({ method: 'DELETE', url: `${base()}/items/${id}`, headers: owner.headers });
    const after = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/comments`, headers: editor.headers })).json()
      .threads as { page_id: string }[];
    expect(after.map((th) => th.page_id)).not.toContain(`canvas:${id}`);
    expect(after.map((th) => th.page_id)).toContain('canvas:keywords');
  });
});

describe('the Canvas in the deck', () => {
  const putPicture = async (user: TestUser, bytes: Buffer, id = projectId) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'canvas.png');
    return t.app.inject({ method: 'PUT', url: `${base(id)}/picture`, headers: user.headers, body: form });
  };
  const exportPdf = (user: TestUser, includeCanvas: boolean) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/export`, ...json(user, { format: 'pdf', includeCanvas }) });
  const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

  it('an export asked with the Canvas before it was added says so; a viewer cannot add it', async () => {
    const res = await exportPdf(owner, true);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().error).toBe('The Canvas is not in the deck yet: open the Canvas and choose “Add to deck” first.');
    expect((await putPicture(viewer, await buildPng(80, 400))).statusCode).toBe(403);
    expect((await board(owner)).picture ?? null).toBeNull();
  });

  it('“Add to deck” keeps the board’s picture (the latest one); the deck gets a Canvas slide, credited', async () => {
    const first = await putPicture(editor, await buildPng(81, 600));
    expect(first.statusCode, first.body).toBe(200);
    const second = await putPicture(owner, await buildPng(82, 600));
    expect(second.json().image).not.toBe(first.json().image);
    expect((await board(viewer)).picture?.image).toBe(second.json().image);
    expect((await t.app.inject({ method: 'GET', url: second.json().image, headers: viewer.headers })).statusCode).toBe(200);

    const without = await exportPdf(owner, false);
    const withCanvas = await exportPdf(owner, true);
    expect(withCanvas.statusCode, withCanvas.body.slice(0, 200)).toBe(200);
    // This project has no generated page: the deck was its title alone; now a Canvas slide and a credits slide follow it.
    expect(await pages(without.rawPayload)).toBe(1);
    expect(await pages(withCanvas.rawPayload)).toBe(3);
    // The PowerPoint file: the Canvas slide shows the picture under its heading, and the credits name it.
    const pptx = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/export`,
      ...json(owner, { format: 'pptx', includeCanvas: true }),
    });
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(pptx.rawPayload);
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .sort()
        .map((name) => (zip.file(name) as { async(t: 'string'): Promise<string> }).async('string')),
    );
    expect(slides).toHaveLength(3);
    expect(slides.some((xml) => xml.includes('The working board') && xml.includes('<p:pic>'))).toBe(true);
    expect(slides.some((xml) => xml.includes('The board (Canvas)'))).toBe(true);
  });

  it('the Canvas alone as a PDF: any member, from the PNG the browser drew, never stored; not a PNG is a 400', async () => {
    const pdfOf = (user: TestUser, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'canvas.png');
      return t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/export/canvas`, headers: user.headers, body: form });
    };
    const assets = async () =>
      Number(
        (
          await t.adapters.database.db
            .selectFrom('asset')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await assets();
    const res = await pdfOf(viewer, await buildPng(83, 900));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/-canvas\.pdf"$/);
    expect(await pages(res.rawPayload)).toBeGreaterThanOrEqual(1);
    expect(await assets()).toBe(before);
    expect((await pdfOf(viewer, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).json().error).toBe(
      'Send the board as a PNG picture (field "file").',
    );
    expect((await pdfOf(stranger, await buildPng(83, 900))).statusCode).toBe(404);
    // A small file that would decode to 26 megapixels (a bomb would be larger) is refused before it is decoded.
    const bomb = await sharp({ create: { width: 5200, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const big = await pdfOf(viewer, bomb);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('That picture of the board is far larger than Loci draws it (25 megapixels at most).');
  });

  it('refuses what is not a picture in plain words, and keeps the one it had', async () => {
    const kept = (await board(owner)).picture?.image;
    const res = await putPicture(owner, Buffer.from('not a png at all'));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toMatch(/\w/);
    const empty = await t.app.inject({ method: 'PUT', url: `${base()}/picture`, headers: owner.headers, body: new FormData() });
    expect(empty.json().error).toBe('Send the board as a PNG file (field "file").');
    expect((await board(owner)).picture?.image).toBe(kept);
  });
});
