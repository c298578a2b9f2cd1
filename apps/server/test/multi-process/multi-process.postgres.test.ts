import { once } from 'node:events';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/adapters/db/database.port.js';
import { createS3Storage } from '../../src/adapters/storage/s3-storage.js';
import type { Storage } from '../../src/adapters/storage/storage.port.js';
import { sweepOrphanFiles } from '../../src/modules/assets/orphan-sweep.js';
import { listSlots } from '../../src/modules/generation/generation.repository.js';
import { utcDay } from '../../src/modules/imaging/index.js';
import { buildPng, buildProjectForm } from '../builders.js';
import { S3RVER_KEYS, startTestS3, type TestS3 } from '../s3-server.js';
import { createPersistentTestDatabase } from '../test-database.js';
import { type LociProcess, startLociProcess, until } from './cluster.js';

/**
 * Three Loci processes on one PostgreSQL database and one S3 endpoint (s3rver), requests spread
 * round-robin, one process killed with SIGKILL in the middle of a 36-slot generation.
 * PostgreSQL leg only: PGlite is one process's database by design.
 */
describe('three processes behave as one', () => {
  let s3: TestS3;
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  let db: Database;
  let storage: Storage;
  const procs: LociProcess[] = [];

  beforeAll(async () => {
    s3 = await startTestS3();
    store = await createPersistentTestDatabase('/tmp');
    const shared = {
      ...s3.env,
      DATABASE_URL: store.url as string,
      GENERATION_CONCURRENCY: '2',
      OFFLINE_IMAGE_LATENCY_MS: '2000', // one user runs 4 slots at once: 36 slots take ~9 rounds
      RATE_LIMIT_SIGNIN_EMAIL_MAX: '4',
    };
    // The first one migrates the empty database; the others find it migrated.
    procs.push(await startLociProcess(shared));
    procs.push(...(await Promise.all([startLociProcess(shared), startLociProcess(shared)])));
    db = await store.open();
    storage = createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, pathStyle: true, credentials: S3RVER_KEYS });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await db?.close();
    storage?.close?.();
    await store?.drop();
    await s3?.close();
  }, 180_000);

  it('serves one user across processes, generates 36 slots once each through a SIGKILL, and counts limits together', async () => {
    const started = performance.now();
    const [a, b, c] = procs as [LociProcess, LociProcess, LociProcess];
    const json = { 'content-type': 'application/json' };

    // Sign up on one…
    const email = `cluster-${Date.now()}@example.test`;
    const password = 'quiet-harbour-47';
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, name: 'Cluster' }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const userId = ((await signIn.json()) as { user: { id: string } }).user.id;

    // …upload on a third, list on another.
    const form = buildProjectForm(
      { contextInsights: 'historical,social,physical' },
      { logo: { bytes: await buildPng(77), type: 'image/png', name: 'logo.png' } },
    );
    const created = await fetch(`${c.url}/api/projects/`, { method: 'POST', headers: auth, body: form });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { project_id: string }).project_id;
    const listed = await fetch(`${a.url}/api/projects/`, { headers: auth });
    expect(JSON.stringify(await listed.json())).toContain(projectId);

    // 36 slots: three sections of 12, each queued on a different process.
    for (const [i, section] of ['historical', 'social', 'physical'].entries()) {
      const queued = await fetch(`${procs[i]?.url}/api/projects/${projectId}/generation`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({ section, kind: 'all' }),
      });
      expect(queued.status).toBe(202);
    }
    // Mid-way: some slots are done and a process holds running ones. That process dies without a word.
    // (Which one holds slots is up to the workers: the one that queued a section wakes at once, the others poll.)
    const holderOf = (slot: { locked_by: string | null }) => procs.find((p) => slot.locked_by?.includes(` pid ${p.child.pid} `));
    const victim = await until(async () => {
      const slots = await listSlots(db.db, projectId);
      if (slots.every((s) => s.status === 'done')) throw new Error('the generation ended before a process could be killed mid-way');
      if (!slots.some((s) => s.status === 'done')) return undefined;
      const running = slots.find((s) => s.status === 'running' && holderOf(s));
      return running ? holderOf(running) : undefined;
    }, 'a process to be mid-generation');
    victim.child.kill('SIGSTOP'); // frozen first, so the slots it holds can be read before it dies
    const heldByVictim = (await listSlots(db.db, projectId)).filter((s) => s.status === 'running' && holderOf(s) === victim);
    await victim.stop('SIGKILL');
    const [first, second] = procs.filter((p) => p !== victim) as [LociProcess, LociProcess];

    await until(async () => (await listSlots(db.db, projectId)).every((s) => s.status === 'done'), 'all 36 slots to be done');
    const slots = await listSlots(db.db, projectId);
    expect(slots).toHaveLength(36);
    expect(slots.every((s) => s.asset_sha)).toBe(true);
    // Done once each: only the slots the killed process held when it died ran a second time.
    const retried = slots.filter((s) => s.attempts > 1);
    const duplicates = retried.filter((s) => !heldByVictim.some((h) => h.section === s.section && h.kind === s.kind && h.idx === s.idx));
    expect(duplicates).toEqual([]);
    const usage = await db.db
      .selectFrom('generation_usage')
      .select('count')
      .where('user_id', '=', userId)
      .where('day', '=', utcDay())
      .executeTakeFirstOrThrow();
    expect(usage.count).toBe(36);

    // Files first, then the row (a row never points at a missing file): a process killed between the
    // two leaves the files of the images it was writing, at most one image per slot it held, and
    // nothing else. The sweep every start runs takes them away; then every object has its row.
    const shas = new Set((await db.db.selectFrom('asset').select('sha256').execute()).map((r) => r.sha256));
    const listObjects = async () => {
      const keys: string[] = [];
      for await (const key of storage.list('')) keys.push(key);
      return keys;
    };
    const shaOf = (key: string) => /([0-9a-f]{64})/.exec(key)?.[1] ?? '';
    const objects = await listObjects();
    const strays = objects.filter((key) => !shas.has(shaOf(key)));
    expect(new Set(strays.map(shaOf)).size).toBeLessThanOrEqual(heldByVictim.length);
    const swept = await sweepOrphanFiles({ db: db.db, storage }, { olderThan: new Date(Date.now() + 60_000) });
    expect(swept.removed).toBe(strays.length);
    expect((await listObjects()).filter((key) => !shas.has(shaOf(key)))).toEqual([]);

    // The rate limit counts across processes: 4 failed sign-ins for one email, spread over the two left, then a 429.
    const wrong = JSON.stringify({ email, password: 'not-the-password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const target = i % 2 === 0 ? first : second;
      statuses.push((await fetch(`${target.url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: wrong })).status);
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses[4]).toBe(429);

    console.info(
      `[multi-process] 3 processes, 1 SIGKILLed: slots ${slots.length} done, held by the killed one ${heldByVictim.length} (retried ${retried.length}), ` +
        `duplicates ${duplicates.length}, quota charged ${usage.count}, objects ${objects.length} / strays ${strays.length}, ` +
        `sign-in limit hit at attempt ${statuses.indexOf(429) + 1} across 2 processes, ${Math.round(performance.now() - started)} ms`,
    );
  }, 180_000);

  it('a SIGTERM on S3 finishes the request in flight, hands running slots back, and exits cleanly', async () => {
    // The two processes the first case left alive: a serves the user, c is stopped.
    const [a, c] = procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null) as [LociProcess, LociProcess];
    const json = { 'content-type': 'application/json' };
    const email = `drain-${Date.now()}@example.test`;
    const password = 'quiet-harbour-47';
    await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, name: 'Drain' }),
    });
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
    const created = await fetch(`${a.url}/api/projects/`, {
      method: 'POST',
      headers: auth,
      body: buildProjectForm({ contextInsights: 'historical' }, {}),
    });
    const projectId = ((await created.json()) as { project_id: string }).project_id;

    // c queues 12 slots and wakes its own worker; wait until it holds some.
    const queued = await fetch(`${c.url}/api/projects/${projectId}/generation`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ section: 'historical', kind: 'all' }),
    });
    expect(queued.status).toBe(202);
    const cPid = c.child.pid;
    await until(
      async () => (await listSlots(db.db, projectId)).some((s) => s.status === 'running' && s.locked_by?.includes(` pid ${cPid} `)),
      'process c to hold running slots',
    );

    // An upload to c whose headers c has taken (100 Continue) but whose body is not sent yet.
    const upload = new Response(
      buildProjectForm(
        { projectName: 'Sent during shutdown' },
        { logo: { bytes: await buildPng(91), type: 'image/png', name: 'logo.png' } },
      ),
    );
    const body = Buffer.from(await upload.arrayBuffer());
    const inFlight = request(`${c.url}/api/projects/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': upload.headers.get('content-type') ?? '', 'content-length': body.length, expect: '100-continue' },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.flushHeaders();
    await once(inFlight, 'continue');

    const exited = once(c.child, 'exit');
    c.child.kill('SIGTERM');
    // c has begun closing once a new request is turned away; only then does the body arrive.
    await until(async () => {
      try {
        return (await fetch(`${c.url}/api/health/`)).status === 503;
      } catch {
        return true;
      }
    }, 'process c to stop taking new requests');
    inFlight.end(body);
    const answer = await answered;
    expect(answer.status, answer.text).toBe(201);
    const [exitCode] = (await exited) as [number | null];
    expect(exitCode).toBe(0);

    // Handed back, not left running under c's name (c's worker keeps claiming while requests drain,
    // so which slots it hands back is not fixed); a finishes them: each slot run at most twice, charged once.
    const afterStop = await listSlots(db.db, projectId);
    expect(afterStop.filter((s) => s.status === 'running' && s.locked_by?.includes(` pid ${cPid} `))).toEqual([]);
    await until(async () => (await listSlots(db.db, projectId)).every((s) => s.status === 'done'), 'a to finish the slots c handed back');
    const slots = await listSlots(db.db, projectId);
    expect(slots).toHaveLength(12);
    expect(slots.every((s) => s.asset_sha && s.attempts <= 2)).toBe(true);
    const retried = slots.filter((s) => s.attempts > 1);
    const usage = await db.db
      .selectFrom('generation_usage')
      .select('count')
      .where('user_id', '=', userId)
      .where('day', '=', utcDay())
      .executeTakeFirstOrThrow();
    expect(usage.count).toBe(12);

    // The upload c finished while closing is whole: its row and its logo object in the bucket.
    const uploadedId = (JSON.parse(answer.text) as { project_id: string }).project_id;
    const logo = await db.db.selectFrom('project').select('logo_sha').where('id', '=', uploadedId).executeTakeFirstOrThrow();
    const logoKeys: string[] = [];
    for await (const key of storage.list('')) if (logo.logo_sha && key.includes(logo.logo_sha)) logoKeys.push(key);
    expect(logoKeys.length).toBeGreaterThan(0);
    console.info(
      `[multi-process] SIGTERM on S3: slots handed back by c and finished by a ${retried.length}; upload in flight ${answer.status}; exit ${exitCode}`,
    );
  }, 180_000);
});
