import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { createPersistentTestDatabase } from '../../../test/test-database.js';
import { createJobRunner } from './job-runner.js';
import { enqueueJob, findJob } from './jobs.repository.js';
import { jobsDb } from './jobs.tables.js';

const CHILD = fileURLToPath(new URL('../../../test/job-child.ts', import.meta.url));

/** Polls until the check holds (bounded; not a timing assertion). */
async function until<T>(check: () => Promise<T | undefined | false>, what: string, tries = 1200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('kill -9 mid-job', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-job-crash-'));
  let child: ChildProcess | undefined;
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>> | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a job whose process was killed while running it is taken back and run to the end by another process, once', async () => {
    store = await createPersistentTestDatabase(dataDir);
    // The app migrates the database; the job is queued on it; then the app lets go of it.
    const setup = await createTestApp({}, { dataDir, database: await store.open() });
    const id = await enqueueJob(jobsDb(setup.adapters.database.db), 'crash-test', { mail: 'digest' });
    await setup.close();
    await setup.adapters.database.close();

    const env: NodeJS.ProcessEnv = { ...process.env, JOB_DB_DIR: join(dataDir, 'db') };
    delete env.DATABASE_URL;
    if (store.url) env.DATABASE_URL = store.url;
    child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    await until(async () => out.includes(`started ${id}`), 'the child to be running the job');
    const pid = child.pid;
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    child = undefined;

    const database = await store.open();
    try {
      const db = jobsDb(database.db);
      const held = await db
        .selectFrom('job')
        .select(['state', 'lease_owner', 'attempts'])
        .where('kind', '=', 'crash-test')
        .executeTakeFirst();
      expect(held).toMatchObject({ state: 'running', lease_owner: `child pid ${pid}`, attempts: 1 });
      const runs: number[] = [];
      const runner = createJobRunner({ db, leaseMs: 1500, pollMs: 50, onError: () => undefined });
      runner.handle('crash-test', async (job) => {
        runs.push(job.attempt);
      });
      await runner.start();
      try {
        await until(async () => (await findJob(db, id))?.state === 'done', 'the job to be taken back and done');
      } finally {
        await runner.stop();
      }
      expect(runs).toEqual([2]);
      expect(await findJob(db, id)).toMatchObject({ state: 'done', attempts: 2 });
    } finally {
      await database.close();
    }
  });
});
