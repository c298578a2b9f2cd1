/**
 * npm run bench:abuse — what heavy anonymous bodies cost everyone else. Starts Loci's server (apps/server/src/server.ts
 * through tsx in a child process, PGlite; no web app is built or served), makes one user, one project and one review link
 * with a passcode, then measures GET /api/health/ (autocannon) twice: quiet, and while BENCH_ATTACKERS (3) clients send
 * maximal JSON bodies, one after the other, to every anonymous route that takes a body (better-auth's sign-in and
 * sign-up, and the review link's unlock, feedback and submit). Each attacker alternates two bodies: the 24 MB one of
 * issue #30 (`[`×12M + `]`×12M, within the old 25 MB limit) and one as large as the route's own limit, nested all the way.
 * Prints the health p50/p99 of both runs, the attack's answers by status, and the server's RSS: before, peak, growth.
 * Goals: p99 under attack ≤ 50 ms, RSS growth ≤ 50 MB. BENCH_SECONDS (10) sets each measurement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type ChildServer, startChild } from './lib/child-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3471);
/** The JSON body limit of an anonymous route (the default every route has unless it declares more). */
const ROUTE_LIMIT = 64 * 1024;
const root = join(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `[`×n + `]`×n: the cheapest body to send, the dearest to parse. */
const nested = (bytes: number) => Buffer.from(`${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`);
const HUGE = nested(24 * 1024 * 1024);
const AT_LIMIT = nested(ROUTE_LIMIT - 2);

async function seedLink(base: string): Promise<string> {
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
    });
  const email = `abuse-${Date.now()}@example.test`;
  await post('/api/auth/sign-up/email', { email, password: 'bench-harbour-42', name: 'Bench' });
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'bench-harbour-42' });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const project = await post(
    '/api/projects/',
    { projectName: 'Abuse', projectLocation: 'Lisbon', brandName: 'Bench', website: 'https://example.com', keywords: '["oak"]' },
    { cookie },
  );
  if (project.status !== 201) throw new Error(`project: ${project.status} ${await project.text()}`);
  const { project_id: id } = (await project.json()) as { project_id: string };
  const link = await post(`/api/projects/${id}/review-links`, { passcode: 'harbour-lights' }, { cookie });
  if (link.status !== 201) throw new Error(`link: ${link.status} ${await link.text()}`);
  return ((await link.json()) as { token: string }).token;
}

/** One attacker: every anonymous route in turn, the 24 MB body and the limit-sized one, until `stop`. */
async function attack(base: string, token: string, stop: { done: boolean }, statuses: Map<string, number>): Promise<void> {
  const routes = [
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    `/api/review/${token}/unlock`,
    `/api/review/${token}/feedback`,
    `/api/review/${token}/submit`,
  ];
  for (let i = 0; !stop.done; i++) {
    const body = i % 2 ? AT_LIMIT : HUGE;
    const url = base + routes[Math.floor(i / 2) % routes.length];
    let status: string;
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      status = String(res.status);
    } catch {
      // The server may answer 413 and close before the whole body is sent.
      status = 'closed';
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

async function health(base: string): Promise<{ p50: number; p99: number; requests: number }> {
  const r = await autocannon({ url: `${base}/api/health/`, connections: 2, duration: SECONDS });
  return { p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total };
}

const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-abuse-'));
let server: ChildServer | undefined;
try {
  server = await startChild(
    join(root, 'apps/server/src/server.ts'),
    { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}`, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_IP_MAX: '1000' },
    PORT,
    '/api/health/',
    ['--import', 'tsx'],
  );
  const token = await seedLink(server.base);
  await health(server.base); // warm-up
  await sleep(3000);
  const quiet = await health(server.base);
  const rssBefore = server.rssMb();
  const stop = { done: false };
  const statuses = new Map<string, number>();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server?.rssMb() ?? 0);
  }, 100);
  const attackers = Array.from({ length: ATTACKERS }, () => attack(server?.base ?? '', token, stop, statuses));
  await sleep(1000); // the attack is under way
  const attacked = await health(server.base);
  stop.done = true;
  await Promise.all(attackers);
  clearInterval(sampler);
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\nGET /api/health/ (2 connections, ${SECONDS} s)`);
  console.log(`  quiet:        p50 ${fmt(quiet.p50)}  p99 ${fmt(quiet.p99)}  (${quiet.requests} requests)`);
  console.log(`  under attack: p50 ${fmt(attacked.p50)}  p99 ${fmt(attacked.p99)}  (${attacked.requests} requests)`);
  const answers = [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(', ');
  console.log(`attack: ${ATTACKERS} clients, 24 MB and ${ROUTE_LIMIT / 1024} KB nested bodies to 5 anonymous routes; answers ${answers}`);
  console.log(`server RSS: before ${rssBefore} MB, peak ${peak} MB, growth ${peak - rssBefore} MB`);
  console.log('goals: p99 under attack ≤ 50 ms, RSS growth ≤ 50 MB');
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
