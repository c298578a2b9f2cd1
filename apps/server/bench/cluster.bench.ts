/**
 * `npm run bench:cluster`: listing throughput (GET /api/projects/, 20 projects) of 1 Loci process
 * vs 3 processes on one PostgreSQL database, side by side. Needs TEST_DATABASE_URL (a server where
 * it may create and drop a throw-away database), e.g. postgres://loci:loci@127.0.0.1:5432/postgres.
 * Each run: 30 connections for 8 s, spread evenly over the processes.
 */
import autocannon from 'autocannon';
import { buildProjectForm } from '../test/builders.js';
import { type LociProcess, startLociProcess } from '../test/multi-process/cluster.js';
import { createPersistentTestDatabase } from '../test/test-database.js';

const CONNECTIONS = 30;
const SECONDS = 8;

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench:cluster needs TEST_DATABASE_URL (a PostgreSQL server it may create a database on).');
  process.exit(1);
}

const store = await createPersistentTestDatabase('/tmp');
const shared = { DATABASE_URL: store.url as string };
const procs: LociProcess[] = [];

async function measure(targets: LociProcess[], auth: Record<string, string>) {
  const runs = await Promise.all(
    targets.map((p) =>
      autocannon({
        url: `${p.url}/api/projects/`,
        connections: Math.floor(CONNECTIONS / targets.length),
        duration: SECONDS,
        headers: auth,
      }),
    ),
  );
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

try {
  procs.push(await startLociProcess(shared));
  const [first] = procs as [LociProcess];
  const json = { 'content-type': 'application/json', origin: first.url };
  const credentials = { email: `bench-${Date.now()}@example.test`, password: 'quiet-harbour-47', name: 'Bench' };
  const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
  const auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${first.url}/api/projects/`, {
      method: 'POST',
      headers: auth,
      body: buildProjectForm({ projectName: `Bench ${i}` }, {}),
    });
    if (res.status !== 201) throw new Error(`project ${i}: ${res.status} ${await res.text()}`);
  }

  const one = await measure(procs, auth);
  procs.push(...(await Promise.all([startLociProcess(shared), startLociProcess(shared)])));
  const three = await measure(procs, auth);

  console.log(`\nGET /api/projects/ (20 projects), ${CONNECTIONS} connections for ${SECONDS} s, PostgreSQL`);
  console.log('processes   req/s    p50 ms   p99 ms   non-2xx');
  for (const [n, r] of [
    [1, one],
    [3, three],
  ] as const) {
    console.log(`${String(n).padEnd(12)}${r.rps.toFixed(0).padEnd(9)}${String(r.p50).padEnd(9)}${String(r.p99).padEnd(9)}${r.non2xx}`);
  }
} finally {
  await Promise.all(procs.map((p) => p.stop()));
  await store.drop();
}
