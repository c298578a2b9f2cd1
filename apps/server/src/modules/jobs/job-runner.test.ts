import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { Database } from '../../adapters/db/database.port.js';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner.js';
import { claimJobs, findJob } from './jobs.repository.js';
import { type JobsDb, jobsDb } from './jobs.tables.js';

let t: TestApp;
let database: Database;
let db: JobsDb;
const runners: JobRunner[] = [];
let kindNo = 0;
/** A kind no other test's runner handles. */
const newKind = () => `test-kind-${++kindNo}`;

function runner(opts: Partial<Parameters<typeof createJobRunner>[0]> = {}): JobRunner {
  const made = createJobRunner({
    db,
    listen: (channel, notice) => database.listen(channel, notice),
    leaseMs: 900,
    pollMs: 100,
    onError: () => undefined,
    ...opts,
  });
  runners.push(made);
  return made;
}

/** Polls until the check holds (bounded; not a timing assertion). */
async function until<T>(check: () => Promise<T | undefined | false>, what: string, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}
const stateOf = async (id: string) => (await findJob(db, id))?.state;

beforeAll(async () => {
  // The app migrates its database (better-auth's tables first); these runners use its own kinds.
  t = await createTestApp();
  database = t.adapters.database;
  db = jobsDb(database.db);
}, 120_000);
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop(1000)));
  await t?.close();
});

describe('the job runner', () => {
  it('runs a queued job once with its payload, and a job queued by another runner wakes this one', async () => {
    const kind = newKind();
    const seen: unknown[] = [];
    const worker = runner({ pollMs: 60_000 });
    worker.handle(kind, async (job) => {
      seen.push(job.payload);
    });
    await worker.start();
    // Queued elsewhere (another process, a script): the database's notice wakes the runner, which polls only once a minute.
    const id = await runner().enqueue(kind, { slot: 3 });
    await until(async () => (await stateOf(id)) === 'done', 'the job to be done');
    expect(seen).toEqual([{ slot: 3 }]);
    expect((await findJob(db, id))?.attempts).toBe(1);
  });

  it('queues a job with a dedupe key once while it waits or runs, and anew once it is over', async () => {
    const kind = newKind();
    let runs = 0;
    const worker = runner();
    const first = await worker.enqueue(kind, { n: 1 }, { dedupeKey: 'project-1' });
    const again = await worker.enqueue(kind, { n: 2 }, { dedupeKey: 'project-1' });
    const other = await worker.enqueue(kind, { n: 3 }, { dedupeKey: 'project-2' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    worker.handle(kind, async () => {
      runs += 1;
    });
    await worker.start();
    await until(async () => (await stateOf(first)) === 'done' && (await stateOf(other)) === 'done', 'both jobs');
    expect(runs).toBe(2);
    const later = await worker.enqueue(kind, { n: 4 }, { dedupeKey: 'project-1' });
    expect(later).not.toBe(first);
  });

  it('retries a failing job after its backoff, then gives up after its attempts with the last error kept', async () => {
    const kind = newKind();
    const attempts: { attempt: number; at: number }[] = [];
    const worker = runner();
    const flaky: JobHandler = async (job) => {
      attempts.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
    };
    worker.handle(kind, flaky, { backoffMs: (n) => n * 200 });
    await worker.start();
    const id = await worker.enqueue(kind, {}, { maxAttempts: 5 });
    await until(async () => (await stateOf(id)) === 'done', 'the third attempt');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Not before its backoff (a lower bound: the runner waits at least that long).
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(180);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(380);

    const hopeless = newKind();
    worker.handle(
      hopeless,
      async () => {
        throw new Error('the mail server said no');
      },
      { backoffMs: () => 10 },
    );
    const doomed = await worker.enqueue(hopeless, {}, { maxAttempts: 2 });
    await until(async () => (await stateOf(doomed)) === 'failed', 'the job to fail for good');
    expect(await findJob(db, doomed)).toMatchObject({ attempts: 2, last_error: 'the mail server said no' });
  });

  it('runs a scheduled job at its time, not before', async () => {
    const kind = newKind();
    let ranAt = 0;
    const worker = runner();
    worker.handle(kind, async () => {
      ranAt = Date.now();
    });
    await worker.start();
    const due = Date.now() + 600;
    const id = await worker.enqueue(kind, {}, { runAt: new Date(due) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await stateOf(id)).toBe('queued');
    await until(async () => (await stateOf(id)) === 'done', 'the scheduled job');
    expect(ranAt).toBeGreaterThanOrEqual(due - 50);
  });

  it('cancels a waiting job (it never runs) and a running one (its signal is raised)', async () => {
    const kind = newKind();
    const ran: string[] = [];
    const worker = runner();
    const later = await worker.enqueue(kind, { which: 'later' }, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.cancel(later)).toBe(true);
    worker.handle(kind, async (job) => {
      ran.push(String(job.payload.which));
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      throw new Error('stopped');
    });
    await worker.start();
    const now = await worker.enqueue(kind, { which: 'now' });
    await until(async () => (await stateOf(now)) === 'running', 'the job to start');
    expect(await worker.cancel(now)).toBe(true);
    await until(async () => (await stateOf(now)) === 'cancelled', 'the running job to stop');
    expect(await stateOf(later)).toBe('cancelled');
    expect(ran).toEqual(['now']);
    expect(await worker.cancel(now)).toBe(false);
  });

  it('queues a job only if the transaction that asked for it commits', async () => {
    const kind = newKind();
    const worker = runner();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await worker.enqueue(kind, { kept: false }, {}, trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const kept = await database.db.transaction().execute((trx) => worker.enqueue(kind, { kept: true }, {}, trx));
    const rows = await db.selectFrom('job').select(['payload']).where('kind', '=', kind).execute();
    expect(rows.map((r) => r.payload)).toEqual([{ kept: true }]);
    expect(await stateOf(kept)).toBe('queued');
  });

  it('runs each of 30 jobs exactly once with three runners claiming at once', async () => {
    const kind = newKind();
    const ranBy = new Map<string, string[]>();
    const three = [runner({ concurrency: 3 }), runner({ concurrency: 3 }), runner({ concurrency: 3 })];
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => three[i % 3].enqueue(kind, { i })));
    for (const worker of three) {
      worker.handle(kind, async (job) => {
        ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), worker.owner]);
        await new Promise((r) => setTimeout(r, 10));
      });
    }
    await Promise.all(three.map((w) => w.start()));
    await until(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from job where kind = ${kind} and state = 'done'`.execute(db);
      return rows[0]?.n === 30;
    }, 'every job');
    expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
    expect([...ranBy.values()].every((owners) => owners.length === 1)).toBe(true);
  });

  it('takes back a job whose runner died holding it (its lease ran out) and runs it again', async () => {
    const kind = newKind();
    const id = await runner().enqueue(kind, { mail: 'digest' });
    // A process claims it, then dies: nobody renews its lease.
    expect((await claimJobs(db, 'dead-process', [kind], 1, 300)).map((j) => j.id)).toEqual([id]);
    expect(await stateOf(id)).toBe('running');
    const attempts: number[] = [];
    const survivor = runner({ leaseMs: 600 });
    survivor.handle(kind, async (job) => {
      attempts.push(job.attempt);
    });
    await survivor.start();
    await until(async () => (await stateOf(id)) === 'done', 'the job taken back');
    expect(attempts).toEqual([2]);
    // Taken back by a runner's sweep (any runner's: each sweeps every kind).
    expect(runners.reduce((n, r) => n + r.stats().reclaimed, 0)).toBeGreaterThanOrEqual(1);
  });

  it('runs a recurring job again after each run, with one of it waiting at a time across runners', async () => {
    const kind = newKind();
    let runs = 0;
    const a = runner();
    const b = runner();
    await Promise.all([a.start(), b.start()]);
    await Promise.all([
      a.every(kind, 150, async () => {
        runs += 1;
      }),
      b.every(kind, 150, async () => {
        runs += 1;
      }),
    ]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from job where kind = ${kind} and state = 'queued'`.execute(db);
    expect(rows[0]?.n).toBe(1);
    await until(async () => runs >= 3, 'three runs');
    const waiting = await sql<{
      n: number;
    }>`select count(*)::int as n from job where kind = ${kind} and state in ('queued', 'running')`.execute(db);
    expect(waiting.rows[0]?.n).toBe(1);
  });
});
