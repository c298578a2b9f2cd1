import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingImageModel } from '../../../test/ai-fakes.js';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createPersistentTestDatabase } from '../../../test/test-database.js';
import { utcDay } from '../imaging/index.js';
import { listSlots } from './generation.repository.js';

const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const AUTH_SECRET = 'test-secret-test-secret-test-secret-123'; // the one createTestApp uses

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls until the check holds (bounded; not a timing assertion). */
async function until<T>(check: () => Promise<T | undefined | false>, what: string, tries = 2400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

type Progress = { sections: { completed: number; status: string }[] };

/** The real server (`server.ts`, its worker on) in a child process on the same data folder and database. */
function startServer(opts: { dataDir: string; port: number; databaseUrl?: string }): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: opts.dataDir,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    AUTH_SECRET,
    GENERATION_CONCURRENCY: '2',
    OFFLINE_IMAGE_LATENCY_MS: '4000', // each image takes 4 s: the kill lands mid-generation
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env,
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: 'ignore',
  });
}

describe('kill -9 during generation, then a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-crash-'));
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    store = await createPersistentTestDatabase(dataDir);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the dead worker’s slots at once, does each slot once and charges each image once', async () => {
    let user: TestUser;
    let projectId: string;
    const setup = await createTestApp({}, { dataDir, database: await store.open() });
    try {
      user = await buildUser(setup.app);
      projectId = await buildProject(setup.app, user);
      const queued = await setup.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/generation`,
        headers: user.headers,
        payload: { section: 'historical', kind: 'all' },
      });
      expect(queued.statusCode).toBe(202);
    } finally {
      await setup.close();
      await setup.adapters.database.close();
    }

    const port = await freePort();
    child = startServer({ dataDir, port, databaseUrl: store.url });
    const progressUrl = `http://127.0.0.1:${port}/api/projects/${projectId}/generation`;
    // Mid-generation: some images done, others inside the provider.
    await until(async () => {
      const res = await fetch(progressUrl, { headers: user.headers });
      const body = (await res.json()) as Progress;
      return body.sections.some((s) => s.completed > 0) && body.sections.some((s) => s.status === 'running');
    }, 'the child server to be mid-generation');
    const deadPid = child.pid;
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    child = undefined;

    const image = createCountingImageModel();
    const restarted: TestApp = await createTestApp({}, { dataDir, database: await store.open(), ai: { image } });
    try {
      const db = restarted.adapters.database.db;
      const atRestart = await listSlots(db, projectId);
      const held = atRestart.filter((s) => s.status === 'running');
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((s) => s.locked_by?.includes(` pid ${deadPid} `))).toBe(true);
      const unfinished = atRestart.filter((s) => s.status !== 'done');

      // A ten-minute lease: only knowing the dead worker can explain a quick resume.
      const started = performance.now();
      const worker = restarted.app.services.generation.startWorker({ concurrency: 2, pollMs: 20, leaseMs: 600_000 });
      try {
        await until(
          async () => (await listSlots(db, projectId)).every((s) => !s.locked_by?.includes(` pid ${deadPid} `)),
          'the dead worker’s slots to be taken back',
        );
        console.info(
          `[crash-recovery] ${held.length} slots of the killed process resumed ${Math.round(performance.now() - started)} ms after the worker started`,
        );
        await until(async () => (await listSlots(db, projectId)).every((s) => s.status === 'done'), 'every slot to be done');
      } finally {
        await worker.stop();
      }

      const slots = await listSlots(db, projectId);
      expect(slots).toHaveLength(12);
      expect(slots.every((s) => s.asset_sha)).toBe(true);
      // Each unfinished slot generated once after the restart; the ones done before were left alone.
      expect(image.total()).toBe(unfinished.length);
      for (const s of slots) expect(s.attempts, `${s.kind} ${s.idx}`).toBe(held.some((h) => h.kind === s.kind && h.idx === s.idx) ? 2 : 1);
      // One unit per image, although the slots the killed process held were charged before it died.
      const usage = await db
        .selectFrom('generation_usage')
        .select('count')
        .where('user_id', '=', user.id)
        .where('day', '=', utcDay())
        .executeTakeFirstOrThrow();
      expect(usage.count).toBe(12);
    } finally {
      await restarted.close();
      await restarted.adapters.database.close();
    }
  }, 300_000); // three app starts, one of them a child process, on a busy machine
});
