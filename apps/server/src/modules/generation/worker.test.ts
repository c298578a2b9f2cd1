import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingImageModel } from '../../../test/ai-fakes.js';
import { buildProject } from '../../../test/builders.js';
import { createSettleSignal, untilSettled } from '../../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { AssetService } from '../assets/index.js';
import type { ImageJob, ImageOutcome, SlotImages } from '../imaging/index.js';
import { listSlots } from './generation.repository.js';
import { startGenerationWorker } from './worker.js';

const image = createCountingImageModel({ delayMs: 15 });
/** A whole board or project generated in-process: minutes, not seconds, when the machine is busy. */
const SLOW_MACHINE_MS = 180_000;
let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image } });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

const queue = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${id}/generation`, headers: ada.headers, payload });
const progress = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/generation`, headers: ada.headers })).json();

/** Polls until the condition holds (bounded; not a timing assertion). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Every slot of the project is done, and each slot's prompt was generated exactly as often as slots use it. */
async function expectEachSlotOnce(id: string, before: Map<string, number>): Promise<void> {
  const slots = await listSlots(t.adapters.database.db, id);
  expect(slots.every((s) => s.status === 'done' && s.asset_sha)).toBe(true);
  const uses = new Map<string, number>();
  for (const s of slots) uses.set(s.prompt, (uses.get(s.prompt) ?? 0) + 1);
  for (const [prompt, n] of uses) {
    const generated = [...image.completed.entries()]
      .filter(([p]) => p.startsWith(prompt.split(' | View: ')[0]))
      .reduce((a, [p, c]) => a + c - (before.get(p) ?? 0), 0);
    expect(generated, prompt).toBe(n);
  }
}

describe('durable generation', () => {
  it(
    'queues a section (metadata first), works it, and re-queueing is idempotent',
    async () => {
      const id = await buildProject(t.app, ada);
      const res = await queue(id, { section: 'historical', kind: 'all' });
      expect(res.statusCode).toBe(202);
      expect(res.json().sections).toEqual([
        { section: 'historical', kind: 'context', total: 4, completed: 0, failed: 0, status: 'queued', started_by: ada.name },
        { section: 'historical', kind: 'topics', total: 8, completed: 0, failed: 0, status: 'queued', started_by: ada.name },
      ]);
      const again = await queue(id, { section: 'historical' });
      expect(again.json().sections.map((s: { total: number }) => s.total)).toEqual([4, 8]);
      const before = new Map(image.completed);
      const settled = createSettleSignal();
      const worker = t.app.services.generation.startWorker({ concurrency: 3, onSlotSettled: settled.notify });
      try {
        await untilSettled(async () => !(await progress(id)).running, settled, 'the section to finish');
      } finally {
        await worker.stop();
      }
      const done = await progress(id);
      expect(done.sections.map((s: { completed: number; status: string }) => [s.completed, s.status])).toEqual([
        [4, 'done'],
        [8, 'done'],
      ]);
      await expectEachSlotOnce(id, before);
      // Everything done: queueing again does no work.
      expect((await queue(id, { section: 'historical' })).json().running).toBe(false);
      const data = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().data;
      expect(data.topics.historical.images.every((u: string) => u.startsWith('/api/assets/'))).toBe(true);
      expect(data.contexts.historical.dataFetched).toBe(true);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'a worker killed mid-section leaves its slots to the next one, which finishes each exactly once',
    async () => {
      const id = await buildProject(t.app, ada, { projectLocation: 'Porto' });
      await queue(id, { section: 'social', kind: 'all' });
      const before = new Map(image.completed);
      const first = t.app.services.generation.startWorker({ concurrency: 2, pollMs: 20, leaseMs: 300 });
      await until(
        async () => (await progress(id)).sections.reduce((a: number, s: { completed: number }) => a + s.completed, 0) >= 3,
        'some progress',
      );
      image.held = 0;
      image.hold = true; // the provider hangs, so the crash happens mid-generation
      await until(async () => image.held >= 2, 'both lanes to be inside the provider');
      image.hold = false;
      await first.stop({ release: false }); // a crash: running slots stay locked by a dead worker
      const stuck = (await listSlots(t.adapters.database.db, id)).filter((s) => s.status === 'running');
      expect(stuck.length).toBeGreaterThan(0);
      const settled = createSettleSignal();
      const second = t.app.services.generation.startWorker({ concurrency: 2, pollMs: 20, leaseMs: 300, onSlotSettled: settled.notify });
      try {
        await untilSettled(async () => !(await progress(id)).running, settled, 'the restart to finish');
      } finally {
        await second.stop();
      }
      await expectEachSlotOnce(id, before);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'two workers on one database never generate the same slot twice',
    async () => {
      const id = await buildProject(t.app, ada, { projectLocation: 'Kyoto' });
      await queue(id, { kind: 'all' });
      const before = new Map(image.completed);
      const settled = createSettleSignal();
      const a = t.app.services.generation.startWorker({ concurrency: 3, pollMs: 10, onSlotSettled: settled.notify });
      const b = t.app.services.generation.startWorker({ concurrency: 3, pollMs: 10, onSlotSettled: settled.notify });
      try {
        await untilSettled(async () => !(await progress(id)).running, settled, 'both workers to drain the queue');
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
      expect(await listSlots(t.adapters.database.db, id)).toHaveLength(36);
      await expectEachSlotOnce(id, before);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'a second app on the same database shares the queue without duplicates',
    async () => {
      const other = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image }, database: t.adapters.database });
      try {
        const id = await buildProject(t.app, ada, { projectLocation: 'Lima' });
        await queue(id, { section: 'physical', kind: 'context' });
        const before = new Map(image.completed);
        const settled = createSettleSignal();
        const a = t.app.services.generation.startWorker({ concurrency: 2, pollMs: 10, onSlotSettled: settled.notify });
        const b = other.app.services.generation.startWorker({ concurrency: 2, pollMs: 10, onSlotSettled: settled.notify });
        try {
          await untilSettled(async () => !(await progress(id)).running, settled, 'the two apps to drain the queue');
        } finally {
          await Promise.all([a.stop(), b.stop()]);
        }
        await expectEachSlotOnce(id, before);
      } finally {
        await other.close();
      }
    },
    SLOW_MACHINE_MS,
  );

  it('an idle worker has one lane looking for work; the others rest until woken', async () => {
    let claims = 0;
    const db = t.adapters.database.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('skip locked')) claims += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    // Nothing is queued, so the worker never reaches the asset or image services.
    const worker = startGenerationWorker({ db, assets: {} as AssetService, images: {} as SlotImages }, { concurrency: 4, pollMs: 50 });
    try {
      await until(async () => claims >= 8, 'each of the 8 lanes to look once');
      await new Promise((r) => setTimeout(r, 200)); // the lanes settle: one watches, seven rest
      const settled = claims;
      await new Promise((r) => setTimeout(r, 1000));
      // Eight lanes each polling every 50 ms would look ~160 times in a second; one lane at most 21 times.
      expect(claims - settled).toBeLessThanOrEqual(21);
      expect(claims - settled).toBeGreaterThan(0); // the watching lane still looks (work queued by another process)
      const beforeWake = claims;
      worker.wake(); // queueing in this process wakes every lane at once
      await until(async () => claims >= beforeWake + 8, 'every lane to look after a wake');
    } finally {
      await worker.stop();
    }
  });

  it('a slot whose run fails unexpectedly goes back to the queue at once, and fails after its attempts', async () => {
    const id = await buildProject(t.app, ada, { projectLocation: 'Oslo' });
    await queue(id, { section: 'historical', kind: 'context' });
    const db = t.adapters.database.db;
    const runs = new Map<number, number>();
    // Slot 0 always throws something no provider error mapping knows; slot 1 throws once, then its provider answers.
    const images = {
      make: async (job: ImageJob): Promise<ImageOutcome> => {
        const idx = job.slot?.idx ?? -1;
        runs.set(idx, (runs.get(idx) ?? 0) + 1);
        if (idx === 0 || (idx === 1 && runs.get(idx) === 1)) throw new TypeError(`unexpected in slot ${idx}`);
        return { sha: null, alternatives: [], usage: 0, timeout: false, fallback: true, error: 'The provider refused this image.' };
      },
    } as unknown as SlotImages;
    const settled = createSettleSignal();
    const errors: unknown[] = [];
    const worker = startGenerationWorker(
      { db, assets: { removeIfUnreferenced: async () => undefined } as unknown as AssetService, images, onError: (e) => errors.push(e) },
      { concurrency: 2, onSlotSettled: settled.notify },
    );
    try {
      // Before the fix a throwing run left its slot `running` under this live worker, whose heartbeat kept the lease: forever.
      await untilSettled(async () => (await listSlots(db, id)).every((s) => s.status === 'failed'), settled, 'every slot to settle');
    } finally {
      await worker.stop();
    }
    const slots = await listSlots(db, id);
    expect(slots.map((s) => [s.idx, s.attempts, s.error, s.locked_by])).toEqual([
      [0, 3, 'Generation kept failing; try again.', null],
      [1, 2, 'The provider refused this image.', null],
      [2, 1, 'The provider refused this image.', null],
      [3, 1, 'The provider refused this image.', null],
    ]);
    expect(runs.get(0)).toBe(3);
    expect(errors.length).toBe(4); // three runs of slot 0 and the first of slot 1, each reported
  });

  it('stop() ends even when it comes while every lane is between looking for work and resting', async () => {
    let inFlight = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every claim is held until released, so stop()'s wake-up comes while no lane is asleep yet.
    const claims = new WeakSet<object>();
    const db = t.adapters.database.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('skip locked')) claims.add(queryId);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (claims.has(queryId)) {
          inFlight += 1;
          await held;
        }
        return result;
      },
    });
    const worker = startGenerationWorker(
      { db, assets: {} as AssetService, images: {} as SlotImages },
      { concurrency: 2, pollMs: 60_000, leaseMs: 3_600_000 },
    );
    await until(async () => inFlight >= 4, 'every lane to be claiming');
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    release();
    // Before the fix, lanes that found nothing after stop()'s wake-up went to sleep for good.
    await until(async () => stopped, 'stop() to end');
    await stopping;
    expect(stopped).toBe(true);
  });
});
