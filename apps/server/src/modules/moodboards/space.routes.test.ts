import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject, seedProjectImages } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makePngBombHeader } from '../../../test/images.js';
import type { ImageModel, ImageRequest } from '../../adapters/ai/image-model.port.js';
import { createOfflineImageModel } from '../../adapters/ai/offline/offline-image-model.js';
import { spaceDb } from './space.tables.js';

const ROOM = readFileSync(join(import.meta.dirname, '../../../test/fixtures/space/room-photo.jpg'));

const FAIL = 'the provider refuses this one';
const HOLD = 'the provider takes its time';

/**
 * The offline image model, remembering every request (to see the structure the worker sent);
 * a prompt with FAIL fails, one with HOLD waits until `release()`.
 */
function recordingModel(): ImageModel & { requests: ImageRequest[]; release: () => void } {
  const offline = createOfflineImageModel();
  const requests: ImageRequest[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const generate = async (req: ImageRequest) => {
    requests.push(req);
    if (req.prompt.includes(FAIL)) throw new Error('provider down');
    if (req.prompt.includes(HOLD)) await held;
    return offline.generate(req);
  };
  return { provider: 'offline', offline: true, requests, generate, release: () => release() };
}

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
const model = recordingModel();
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image: model } });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
});
afterAll(async () => t?.close());

async function moodboardOf(user: TestUser): Promise<{ projectId: string; moodboardId: string }> {
  const projectId = await buildProject(t.app, user);
  return { projectId, moodboardId: await buildMoodboard(t.app, user, projectId) };
}

const spaceUrl = (b: { projectId: string; moodboardId: string }) => `/api/projects/${b.projectId}/moodboards/${b.moodboardId}/space`;
function upload(
  url: string,
  user: TestUser,
  file: { bytes: Buffer; type: string; name: string } | null,
  fields: Record<string, string> = {},
) {
  const form = buildForm(fields);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return t.app.inject({ method: 'POST', url, headers: user.headers, body: form });
}
const getSpace = async (url: string, user = ada) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).json();
const room = { bytes: ROOM, type: 'image/jpeg', name: 'site-survey.jpg' };

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

describe('your space: the reference', () => {
  it('uploads a site photo with its author, shown with its credit; replaces and removes it', async () => {
    const board = await moodboardOf(ada);
    const res = await upload(spaceUrl(board), ada, room, { author: 'Ada Site Survey' });
    expect(res.statusCode).toBe(201);
    expect(res.json().space).toMatchObject({ source: 'upload', author: 'Ada Site Survey', credit: 'By Ada Site Survey', strength: 0.6 });
    const got = await getSpace(spaceUrl(board));
    expect(got.space.image).toMatch(/^\/api\/assets\/[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: got.space.image, headers: ada.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: spaceUrl(board), headers: ada.headers })).statusCode).toBe(200);
    expect((await getSpace(spaceUrl(board))).space).toBeNull();
  });

  it("picks one of the project's own images", async () => {
    const board = await moodboardOf(ada);
    const [sha] = await seedProjectImages(t.app, board.projectId, 1, 40);
    const res = await upload(spaceUrl(board), ada, null, { image: `/api/assets/${sha}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().space).toMatchObject({ source: 'project', image: `/api/assets/${sha}`, credit: 'From this project' });
  });

  it("refuses another project's image, a non-image and a 64 MP picture, storing nothing", async () => {
    const board = await moodboardOf(ada);
    const other = await moodboardOf(bo);
    const [bosSha] = await seedProjectImages(t.app, other.projectId, 1, 60);
    const stolen = await upload(spaceUrl(board), ada, null, { image: `/api/assets/${bosSha}` });
    expect(stolen.statusCode).toBe(404);
    const text = await upload(spaceUrl(board), ada, { bytes: Buffer.from('not a picture at all'), type: 'image/png', name: 'x.png' });
    expect(text.statusCode).toBe(415);
    const huge = await upload(spaceUrl(board), ada, { bytes: makePngBombHeader(8000, 8000), type: 'image/png', name: 'scan.png' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/64 megapixels .*the limit is 40 megapixels/);
    expect((await getSpace(spaceUrl(board))).space).toBeNull();
    const links = await t.app.services.assets.db
      .selectFrom('project_asset')
      .select('sha256')
      .where('project_id', '=', board.projectId)
      .where('role', '=', 'space')
      .execute();
    expect(links).toEqual([]);
  });

  it('keeps strangers and viewers out', async () => {
    const board = await moodboardOf(ada);
    expect((await upload(spaceUrl(board), bo, room)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: spaceUrl(board), headers: bo.headers })).statusCode).toBe(404);
  });
});

describe('your space: renders on the queue', () => {
  const queue = (board: { projectId: string; moodboardId: string }, body: object) =>
    t.app.inject({ method: 'POST', url: `${spaceUrl(board)}/renders`, headers: ada.headers, payload: body });

  it('queues a render with the structure and strength; the worker renders it with them and records the lineage', async () => {
    const board = await moodboardOf(ada);
    await upload(spaceUrl(board), ada, room, { author: 'Studio Norte' });
    const queued = await queue(board, { strength: 0.9, prompt: 'evening light, terracotta and oak' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json().job).toMatchObject({ status: 'queued', strength: 0.9 });
    const worker = t.app.services.spaces.startWorker({ pollMs: 50 });
    try {
      const done = await until(
        () => getSpace(spaceUrl(board)),
        (s) => s.jobs[0]?.status === 'done',
      );
      expect(done.jobs[0].image).toMatch(/^\/api\/assets\//);
      expect(done.space).toMatchObject({ strength: 0.9, prompt: 'evening light, terracotta and oak' });
    } finally {
      await worker.stop();
    }
    const sent = model.requests.at(-1);
    expect(sent?.structure?.strength).toBe(0.9);
    expect(sent?.structure?.image.length).toBeGreaterThan(1000);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${board.projectId}/moodboards/${board.moodboardId}/renders`,
        headers: ada.headers,
      })
    ).json();
    expect(history.renders.at(-1).space).toMatchObject({ strength: 0.9, author: 'Studio Norte' });
    expect(history.renders.at(-1).space.image).toBe((await getSpace(spaceUrl(board))).space.image);
  });

  it('keeps the space and strength on the job, so a worker started after a restart renders with them', async () => {
    const board = await moodboardOf(ada);
    await upload(spaceUrl(board), ada, room);
    const { job } = (await queue(board, { strength: 0.3 })).json();
    const db = spaceDb(t.app.services.assets.db);
    const row = await db.selectFrom('space_render_job').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', strength: expect.closeTo(0.3, 5) });
    expect(row.space_sha).toMatch(/^[0-9a-f]{64}$/);
    // The worker that had claimed it died mid-render (its lease long gone).
    await db
      .updateTable('space_render_job')
      .set({ status: 'running', locked_by: 'died in the restart', locked_at: new Date(Date.now() - 60_000), attempts: 1 })
      .where('id', '=', job.id)
      .execute();
    const before = model.requests.length;
    const worker = t.app.services.spaces.startWorker({ pollMs: 50, leaseMs: 1000 });
    try {
      await until(
        () => getSpace(spaceUrl(board)),
        (s) => s.jobs[0]?.status === 'done',
      );
    } finally {
      await worker.stop();
    }
    const sent = model.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].structure?.strength).toBeCloseTo(0.3, 5);
    const stored = await t.app.services.assets.readBytes(row.space_sha);
    expect(sent[0].structure?.image.equals(stored as Buffer)).toBe(true);
  });

  it('cancels a queued render: nothing is drawn or kept', async () => {
    const board = await moodboardOf(ada);
    await upload(spaceUrl(board), ada, room);
    const { job } = (await queue(board, { strength: 0.6 })).json();
    const cancel = await t.app.inject({ method: 'DELETE', url: `${spaceUrl(board)}/renders/${job.id}`, headers: ada.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().job.status).toBe('cancelled');
    const worker = t.app.services.spaces.startWorker({ pollMs: 50 });
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    const after = await getSpace(spaceUrl(board));
    expect(after.jobs[0].status).toBe('cancelled');
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${board.projectId}/moodboards/${board.moodboardId}/renders`,
        headers: ada.headers,
      })
    ).json();
    expect(history.renders).toEqual([]);
  });

  it('refuses a render without a space, or with a strength out of range', async () => {
    const board = await moodboardOf(ada);
    expect((await queue(board, { strength: 0.6 })).statusCode).toBe(409);
    await upload(spaceUrl(board), ada, room);
    expect((await queue(board, { strength: 3 })).statusCode).toBe(400);
  });

  describe('the daily quota', () => {
    const today = () => new Date().toISOString().slice(0, 10);
    /** Ada's images today: her own count and her count in the project's workspace. */
    async function used(projectId: string): Promise<{ own: number; workspace: number }> {
      const db = t.app.services.assets.db;
      const own = await db
        .selectFrom('generation_usage')
        .select('count')
        .where('user_id', '=', ada.id)
        .where('day', '=', today())
        .executeTakeFirst();
      const { workspace_id } = await db.selectFrom('project').select('workspace_id').where('id', '=', projectId).executeTakeFirstOrThrow();
      const ws = await db
        .selectFrom('workspace_usage')
        .select('count')
        .where('workspace_id', '=', workspace_id)
        .where('user_id', '=', ada.id)
        .where('day', '=', today())
        .executeTakeFirst();
      return { own: own?.count ?? 0, workspace: ws?.count ?? 0 };
    }
    const cancel = (board: { projectId: string; moodboardId: string }, jobId: string) =>
      t.app.inject({ method: 'DELETE', url: `${spaceUrl(board)}/renders/${jobId}`, headers: ada.headers });

    it('gives back a render that fails, or is cancelled while queued: neither counts against the daily quota', async () => {
      const board = await moodboardOf(ada);
      await upload(spaceUrl(board), ada, room);
      const before = await used(board.projectId);
      const queued = (await queue(board, { strength: 0.6 })).json().job;
      expect(await used(board.projectId)).toEqual({ own: before.own + 1, workspace: before.workspace + 1 });
      expect((await cancel(board, queued.id)).statusCode).toBe(200);
      expect(await used(board.projectId)).toEqual(before);

      const failing = (await queue(board, { strength: 0.6, prompt: FAIL })).json().job;
      expect(await used(board.projectId)).toEqual({ own: before.own + 1, workspace: before.workspace + 1 });
      const worker = t.app.services.spaces.startWorker({ pollMs: 50 });
      try {
        const failed = await until(
          () => getSpace(spaceUrl(board)),
          (s) => s.jobs.find((j: { id: string }) => j.id === failing.id)?.status === 'failed',
        );
        expect(failed.jobs.find((j: { id: string }) => j.id === failing.id).error).toMatch(/could not make this render/);
      } finally {
        await worker.stop();
      }
      expect(await used(board.projectId)).toEqual(before);
      // Given back once: cancelling it now changes nothing.
      expect((await cancel(board, failing.id)).statusCode).toBe(409);
      expect(await used(board.projectId)).toEqual(before);
    });

    it('keeps the charge of a render cancelled while the provider draws it', async () => {
      const board = await moodboardOf(ada);
      await upload(spaceUrl(board), ada, room);
      const before = await used(board.projectId);
      const { job } = (await queue(board, { strength: 0.6, prompt: HOLD })).json();
      const worker = t.app.services.spaces.startWorker({ pollMs: 50 });
      try {
        await until(
          () => getSpace(spaceUrl(board)),
          (s) => s.jobs[0]?.status === 'running',
        );
        await until(
          async () => model.requests.some((r) => r.prompt.includes(HOLD)),
          (asked) => asked,
        );
        expect((await cancel(board, job.id)).statusCode).toBe(200);
        model.release();
        await until(
          () => getSpace(spaceUrl(board)),
          (s) => s.jobs[0]?.status === 'cancelled',
        );
      } finally {
        model.release();
        await worker.stop();
      }
      expect(await used(board.projectId)).toEqual({ own: before.own + 1, workspace: before.workspace + 1 });
    });
  });
});
