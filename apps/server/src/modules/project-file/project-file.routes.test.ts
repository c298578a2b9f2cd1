import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { buildMoodboard, buildPng, buildProject, buildProjectForm } from '../../../test/builders.js';
import { generateBoard } from '../../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { FILE_MESSAGES, PROJECT_FILE_SCHEMA } from './project-file.format.js';
import { ARCHIVE_MESSAGES } from './studio-archive.js';

let t: TestApp;
let fresh: TestApp;
let ada: TestUser;
let ben: TestUser;
let projectId: string;
let benStudio: string;
let file: Buffer;

function json(user: TestUser, payload: unknown) {
  return { headers: { ...user.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) };
}

async function exportFile(app: TestApp, user: TestUser, id: string, comments = true): Promise<Buffer> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/projects/${id}/file${comments ? '?comments=1' : ''}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="Harbour-Hotel\.loci"/);
  return res.rawPayload;
}

function importFile(app: TestApp, user: TestUser, workspaceId: string, bytes: Buffer, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'application/octet-stream' }), 'project.loci');
  return app.app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/projects/import`, headers: user.headers, body: form });
}

async function personalWorkspace(app: TestApp, user: TestUser): Promise<string> {
  const list = (await app.app.inject({ method: 'GET', url: '/api/workspaces/', headers: user.headers })).json().workspaces;
  return list.find((w: { personal: boolean }) => w.personal).id;
}

/** The project's read model with what an import may change (ids, times, people) taken out. */
async function readModel(app: TestApp, user: TestUser, id: string): Promise<unknown> {
  const res = await app.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: user.headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const moodboards = (await app.app.inject({ method: 'GET', url: `/api/projects/${id}/moodboards/`, headers: user.headers })).json();
  const canvas = (await app.app.inject({ method: 'GET', url: `/api/projects/${id}/canvas`, headers: user.headers })).json();
  const snapshots = (await app.app.inject({ method: 'GET', url: `/api/projects/${id}/snapshots`, headers: user.headers })).json();
  const comments = (await app.app.inject({ method: 'GET', url: `/api/projects/${id}/comments`, headers: user.headers })).json();
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const people = /(owner|author|by|user|workspace|role|updated|created|version|mentions|mine)/i;
  const names = new Set([ada.name, ben.name, 'Cleo Fresh']);
  const walk = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !people.test(k) && !/_at$|At$|^at$|^id$/.test(k))
          .map(([k, v]) => [k, walk(v, k)]),
      );
    if (typeof value === 'string' && names.has(value)) return 'a person';
    return typeof value === 'string' ? value.replace(uuid, 'ID') : value;
  };
  return walk({ project: res.json(), moodboards, canvas, snapshots, comments });
}

async function listCounts(app: TestApp) {
  const db = app.adapters.database.db;
  const count = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  const files: string[] = [];
  for await (const key of app.adapters.storage.list('')) files.push(key);
  return { projects: await count('project'), assets: await count('asset'), slots: await count('generation_slot'), files: files.length };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  fresh = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app, { name: 'Ada Export' });
  ben = await buildUser(t.app, { name: 'Ben Import' });
  const studio = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(ben, { name: 'Ben’s studio' }) });
  benStudio = studio.json().workspace.id;

  // A project with every kind of content: a logo and brand book, a generated board (with versions),
  // a moodboard with renders (one made from another, one pinned), a snapshot, Canvas notes, comments.
  const form = buildProjectForm(
    { projectName: 'Harbour Hotel', contextInsights: 'historical,social,physical', keywords: '["azulejo","linen"]' },
    {
      logo: { bytes: await buildPng(3, 96), type: 'image/png', name: 'logo.png' },
      brandBook: { bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), type: 'application/pdf', name: 'book.pdf' },
    },
  );
  const created = await t.app.inject({ method: 'POST', url: '/api/projects/', headers: ada.headers, body: form });
  projectId = created.statusCode === 201 ? created.json().project_id : await buildProject(t.app, ada);
  await generateBoard(t, ada, projectId);
  const moodboardId = await buildMoodboard(t.app, ada, projectId);
  const db = t.adapters.database.db;
  // No moodboard worker runs here: its images end as a failed job would leave them (a pending one is failed on import).
  await db.updateTable('moodboard_image').set({ status: 'failed' }).where('moodboard_id', '=', moodboardId).execute();
  const first = await t.app.services.assets.storeGenerated(await buildPng(41, 80), { prompt: 'render one', provider: 'offline' });
  const second = await t.app.services.assets.storeGenerated(await buildPng(42, 80), { prompt: 'render two', provider: 'offline' });
  const r1 = await db
    .insertInto('render')
    .values({ moodboard_id: moodboardId, prompt: 'render one', asset_sha: first.sha256 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r2 = await db
    .insertInto('render')
    .values({ moodboard_id: moodboardId, prompt: 'render two', asset_sha: second.sha256, previous_render_id: r1.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The second render within the first's millisecond (as on a fast PostgreSQL): the file keeps their order.
  await sql`update render set created_at = (select created_at from render where id = ${r1.id}) + interval '250 microseconds'
    where id = ${r2.id}`.execute(db);
  await db.updateTable('moodboard').set({ pinned_render_id: r2.id }).where('id', '=', moodboardId).execute();
  for (const sha of [first.sha256, second.sha256])
    await db.insertInto('project_asset').values({ project_id: projectId, sha256: sha, role: 'render' }).execute();
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/snapshots`, ...json(ada, { name: 'Before the client' }) }))
      .statusCode,
  ).toBe(201);
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/canvas/items`,
    ...json(ada, { kind: 'note', id: `note-${randomUUID()}`, x: 40, y: 80, text: 'Start here' }),
  });
  expect(note.statusCode, note.body).toBe(201);
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/comments`,
    ...json(ada, { pageId: 'historical-context', body: 'Warmer light on the third image' }),
  });
  expect(comment.statusCode, comment.body).toBe(201);
  file = await exportFile(t, ada, projectId);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await fresh?.close();
});

describe('a project file (.loci)', () => {
  it('imports into another studio as the same project: read model, images byte for byte, new ids', async () => {
    const res = await importFile(t, ben, benStudio, file);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().project;
    expect(copy.project_id ?? copy.id).not.toBe(projectId);
    expect(copy.workspace_id).toBe(benStudio);
    // Ben now sees what Ada exported; Ada's own project is untouched.
    const exported = await readModel(t, ada, projectId);
    for (const piece of ['Start here', 'Before the client', 'Warmer light', 'render two', 'Tidal Salt', 'azulejo', '/api/assets/'])
      expect(JSON.stringify(exported)).toContain(piece);
    expect(await readModel(t, ben, copy.project_id ?? copy.id)).toEqual(exported);
  });

  it('imports into a fresh Loci: same read model, every image the same bytes, the brand book too', async () => {
    const cleo = await buildUser(fresh.app, { name: 'Cleo Fresh' });
    const res = await importFile(fresh, cleo, await personalWorkspace(fresh, cleo), file);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().project.project_id ?? res.json().project.id;
    expect(await readModel(fresh, cleo, id)).toEqual(await readModel(t, ada, projectId));
    // Every image of the original, byte for byte (so its Content Credentials still verify).
    const shas = (
      await t.adapters.database.db.selectFrom('project_asset').select('sha256').distinct().where('project_id', '=', projectId).execute()
    ).map((r) => r.sha256);
    expect(shas.length).toBeGreaterThan(6);
    for (const sha of shas) {
      const before = await t.app.services.assets.readBytes(sha);
      const after = await fresh.app.services.assets.readBytes(sha);
      expect(after && createHash('sha256').update(after).digest('hex')).toBe(sha);
      expect(after?.equals(before as Buffer)).toBe(true);
    }
    // Stored without thumbnails (an import of thousands of images would spend its time on them): each is
    // made when first asked for, at once by many, or behind the import; the same picture as the original's.
    for (const sha of shas) {
      for (const size of ['256', '768']) {
        const [one, two] = await Promise.all(
          [0, 1].map(() => fresh.app.inject({ method: 'GET', url: `/api/assets/${sha}/${size}`, headers: cleo.headers })),
        );
        const mine = await t.app.inject({ method: 'GET', url: `/api/assets/${sha}/${size}`, headers: ada.headers });
        expect(one.statusCode, one.body).toBe(200);
        expect(one.headers['content-type']).toBe('image/webp');
        expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
        expect(one.rawPayload.equals(mine.rawPayload)).toBe(true);
      }
    }
    // And it exports again to the same rows.
    const again = await exportFile(fresh, cleo, id);
    expect(again.length).toBeGreaterThan(1000);
  });

  it('keeps times to the microsecond, so two renders made within one millisecond keep their order', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(file);
    const manifest = JSON.parse(await (zip.file('manifest.json') as { async(t: 'string'): Promise<string> }).async('string'));
    const renders = manifest.tables.render as { prompt: string; created_at: string }[];
    const [one, two] = ['render one', 'render two'].map((p) => renders.find((r) => r.prompt === p)?.created_at ?? '');
    expect(one).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Date(two).getTime() - new Date(one).getTime()).toBeLessThanOrEqual(1);
    expect(two.slice(-4, -1)).not.toBe(one.slice(-4, -1));
    const res = await importFile(t, ben, benStudio, file);
    const copy = res.json().project.project_id ?? res.json().project.id;
    const history = async (user: TestUser, id: string) => {
      const boards = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/moodboards/`, headers: user.headers })).json();
      return JSON.stringify(boards).match(/render (one|two)/g);
    };
    expect(await history(ben, copy)).toEqual(await history(ada, projectId));
  });

  it('leaves comments out unless asked', async () => {
    const without = await exportFile(t, ada, projectId, false);
    const res = await importFile(t, ben, benStudio, without);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().project.project_id ?? res.json().project.id;
    const comments = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/comments`, headers: ben.headers })).json();
    expect(JSON.stringify(comments)).not.toContain('Warmer light');
  });

  it('refuses hostile and broken files with a clear message and keeps nothing of them', async () => {
    const before = await listCounts(t);
    const zip = async (entries: { name: string; bytes: Buffer; mode?: number; compress?: boolean }[]) => {
      const z = new ZipFile();
      for (const e of entries) z.addBuffer(e.bytes, e.name, { mode: e.mode, compress: e.compress ?? true });
      z.end();
      const chunks: Buffer[] = [];
      for await (const chunk of z.outputStream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const manifestOf = async (mutate: (m: Record<string, unknown>) => void) => {
      const { default: JSZip } = await import('jszip');
      const original = await JSZip.loadAsync(file);
      const m = JSON.parse(await (original.file('manifest.json') as { async(t: 'string'): Promise<string> }).async('string'));
      mutate(m);
      return m;
    };
    const png = await buildPng(77, 32);
    const pngSha = createHash('sha256').update(png).digest('hex');
    const refuse = async (bytes: Buffer, message: string | RegExp) => {
      const res = await importFile(t, ben, benStudio, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(message);
    };

    await refuse(Buffer.from('not a zip at all'), FILE_MESSAGES.notZip);
    await refuse(file.subarray(0, Math.floor(file.length * 0.7)), FILE_MESSAGES.notZip);
    await refuse(await zip([{ name: 'manifest.json', bytes: Buffer.alloc(12 * 2 ** 20, 32) }]), /expands far beyond its size/);
    await refuse(await zip([{ name: `images/${pngSha}.png`, bytes: Buffer.alloc(20 * 2 ** 20, 0) }]), /too large/);
    await refuse(await zip([{ name: 'evil.sh', bytes: Buffer.from('rm -rf /') }]), /an entry Loci does not know: evil\.sh/);
    await refuse(await zip([{ name: `images/${pngSha}.png`, bytes: Buffer.from('/etc/passwd'), mode: 0o120777 }]), /holds a link/);
    // A name that climbs out of the file: written as a same-length name, then renamed in the bytes.
    const climbing = await zip([{ name: 'aa/aa/aa/manifest.json', bytes: Buffer.from('{}') }]);
    const renamed = Buffer.from(climbing.toString('latin1').replaceAll('aa/aa/aa/manifest.json', '../../../manifest.json'), 'latin1');
    await refuse(renamed, /Loci does not know|cannot be read/);
    await refuse(await zip([{ name: 'images/x.png', bytes: png }]), /does not know/);
    await refuse(await zip([{ name: `images/${pngSha}.png`, bytes: png }]), FILE_MESSAGES.noManifest);

    const newer = await manifestOf((m) => {
      m.schema = PROJECT_FILE_SCHEMA + 1;
    });
    await refuse(await zip([{ name: 'manifest.json', bytes: Buffer.from(JSON.stringify(newer)) }]), /made by a newer Loci/);

    // An image whose bytes are not the ones its hash names (the same hash with other bytes).
    const real = await manifestOf(() => undefined);
    const entries = async (swap: Record<string, Buffer>) => {
      const { default: JSZip } = await import('jszip');
      const original = await JSZip.loadAsync(file);
      const out: { name: string; bytes: Buffer }[] = [];
      for (const name of Object.keys(original.files))
        out.push({
          name,
          bytes: swap[name] ?? (await (original.file(name) as { async(t: 'nodebuffer'): Promise<Buffer> }).async('nodebuffer')),
        });
      return out;
    };
    const firstImage = (real.images as { path: string }[])[0].path;
    await refuse(await zip(await entries({ [firstImage]: png })), /does not match its hash/);
    // Not an image at all, named by its own hash.
    const text = Buffer.from('hello, not an image');
    const textSha = createHash('sha256').update(text).digest('hex');
    const notImage = await manifestOf((m) => {
      (m.images as Record<string, unknown>[])[0] = {
        ...(m.images as Record<string, unknown>[])[0],
        sha256: textSha,
        path: `images/${textSha}.png`,
      };
    });
    const withText = (await entries({ 'manifest.json': Buffer.from(JSON.stringify(notImage)) })).filter((e) => e.name !== firstImage);
    withText.push({ name: `images/${textSha}.png`, bytes: text });
    await refuse(await zip(withText), /names images\/|not an image|cannot be read|not a PNG/);
    // A row that names a moodboard the file does not carry: refused whole, after its images were stored.
    const broken = await manifestOf((m) => {
      const tables = m.tables as Record<string, Record<string, unknown>[]>;
      tables.render[0].moodboard_id = randomUUID();
    });
    await refuse(await zip(await entries({ 'manifest.json': Buffer.from(JSON.stringify(broken)) })), /rows do not fit this Loci/);

    expect(await listCounts(t)).toEqual(before);
  });

  it('a refused import into an empty Loci takes back the images and brand book it had stored', async () => {
    const empty = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
    try {
      const dee = await buildUser(empty.app, { name: 'Dee Empty' });
      const { default: JSZip } = await import('jszip');
      const original = await JSZip.loadAsync(file);
      const manifest = JSON.parse(await (original.file('manifest.json') as { async(t: 'string'): Promise<string> }).async('string'));
      manifest.tables.comment[0].thread_id = randomUUID(); // the last table: every image is stored by then
      original.file('manifest.json', JSON.stringify(manifest));
      const broken = await original.generateAsync({ type: 'nodebuffer' });
      const before = await listCounts(empty);
      const res = await importFile(empty, dee, await personalWorkspace(empty, dee), broken);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(/comment\.thread_id names a comment_thread the file does not carry/);
      expect(await listCounts(empty)).toEqual(before);
    } finally {
      await empty.close();
    }
  });

  it('a file the form does not carry is a 400 that says what to send', async () => {
    const res = await importFile(t, ben, benStudio, file, 'other');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Choose the file to import/);
  });
});

describe('a studio archive', () => {
  async function studio(user: TestUser, name: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(user, { name }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().workspace.id;
  }
  const names = async (user: TestUser, workspaceId: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/projects/?workspace=${workspaceId}`, headers: user.headers })).json().projects as {
        project_name: string;
      }[]
    )
      .map((p) => p.project_name)
      .sort();
  async function download(user: TestUser, workspaceId: string, query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/archive${query}`, headers: user.headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  }
  const upload = (user: TestUser, workspaceId: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/zip' }), 'studio.zip');
    return t.app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/archive/import`, headers: user.headers, body: form });
  };

  it('carries every project of a studio into an empty one, resumes after a project, and refuses a studio with projects', async () => {
    const from = await studio(ada, 'Atelier Tejo');
    for (const name of ['Alfama Rooms', 'Belém Café', 'Chiado Shop'])
      await buildProject(t.app, ada, { workspace_id: from, projectName: name });
    const whole = await download(ada, from);
    expect(whole.headers['content-disposition']).toMatch(/filename="Atelier-Tejo-studio\.zip"/);

    const to = await studio(ben, 'Atelier Porto');
    const res = await upload(ben, to, whole.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().projects).toHaveLength(3);
    expect(await names(ben, to)).toEqual(['Alfama Rooms', 'Belém Café', 'Chiado Shop']);
    // Into a studio that has projects: refused, nothing added.
    const again = await upload(ben, to, whole.rawPayload);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ARCHIVE_MESSAGES.notEmpty);
    expect(await names(ben, to)).toHaveLength(3);

    // Resuming after the first project: the other two, numbered where they were.
    const list = (await t.app.inject({ method: 'GET', url: `/api/projects/?workspace=${from}`, headers: ada.headers })).json().projects as {
      id: string;
      project_name: string;
    }[];
    const first = list.find((p) => p.project_name === 'Alfama Rooms')?.id;
    const rest = await download(ada, from, `?after=${first}`);
    expect(rest.headers['content-disposition']).toMatch(/-studio-from-2\.zip/);
    const part = await studio(ben, 'Atelier Faro');
    expect((await upload(ben, part, rest.rawPayload)).statusCode).toBe(201);
    expect(await names(ben, part)).toEqual(['Belém Café', 'Chiado Shop']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${from}/archive?after=${randomUUID()}`,
      headers: ada.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(ARCHIVE_MESSAGES.unknownAfter);
  });

  it('names the project a broken archive could not import, and takes back the ones before it', async () => {
    const from = await studio(ada, 'Atelier Sintra');
    await buildProject(t.app, ada, { workspace_id: from, projectName: 'Quinta Azul' });
    await buildProject(t.app, ada, { workspace_id: from, projectName: 'Palácio Verde' });
    const { default: JSZip } = await import('jszip');
    const archive = await JSZip.loadAsync((await download(ada, from)).rawPayload);
    const second = Object.keys(archive.files).find((name) => name.startsWith('projects/0002'));
    archive.file(second as string, 'not a project file');
    const broken = await archive.generateAsync({ type: 'nodebuffer' });
    const to = await studio(ben, 'Atelier Lagos');
    const res = await upload(ben, to, broken);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/^The project “Palácio Verde” in this archive could not be imported: This is not a Loci project file/);
    expect(await names(ben, to)).toEqual([]);
    expect((await upload(ben, to, Buffer.from('nope'))).json().error).toBe(ARCHIVE_MESSAGES.notZip);
  });
});
