/**
 * npm run bench:abuse — what heavy anonymous bodies cost everyone else. Starts Loci's server (apps/server/src/server.ts
 * through tsx in a child process, PGlite; no web app is built or served), makes one user, one project and one review link
 * with a passcode, then measures GET /api/health/ (autocannon) twice: quiet, and while BENCH_ATTACKERS (3) clients send
 * maximal JSON bodies, one after the other, to every anonymous route that takes a body (better-auth's sign-in and
 * sign-up, and the review link's unlock, feedback and submit), and to a form route without a session. Each attacker alternates two bodies: the 24 MB one of
 * issue #30 (`[`×12M + `]`×12M, within the old 25 MB limit) and one as large as the route's own limit, nested all the way.
 * Prints the health p50/p99 of both runs, the attack's answers by status, the server's CPU time during the attack, and
 * its RSS: before, peak, growth. BENCH_HUGE_MB sets the large body (24).
 * Goals: p99 under attack ≤ 50 ms, RSS growth ≤ 50 MB. BENCH_SECONDS (10) sets each measurement.
 *
 * Then the two attacks of issue #43, each measured the same way: a signed-in user sending a JPEG whose manifest
 * store (JUMBF) is nested as deep as BENCH_JUMBF_KB (300) allows, to an upload (POST /api/photos) and to
 * POST /api/credentials/verify, one after the other; and BENCH_SLOW_CLIENTS (200) connections that send a header
 * line every BENCH_SLOW_LINE_MS (10,000) and never finish (the server runs with HTTP_HEADERS_TIMEOUT_MS=5000 so the
 * timeout shows within a measurement). Each attacker comes from its own loopback address. Goals: p99 ≤ 50 ms and
 * RSS growth ≤ 200 MB throughout.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { jumbfBombJpeg } from '../test/hostile-metadata.js';
import { makePhoto } from '../test/images.js';
import { startMetadataAttacker, startSlowClients } from './lib/abuse-clients.js';
import { type ChildServer, startChild } from './lib/child-server.js';
import { signUpBenchUser } from './lib/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3471);
/** The JSON body limit of an anonymous route (the default every route has unless it declares more). */
const ROUTE_LIMIT = 64 * 1024;
/** The large body (BENCH_HUGE_MB, 24 by default: the one of issue #30). */
const HUGE_BYTES = Number(process.env.BENCH_HUGE_MB ?? 24) * 1024 * 1024;
const JUMBF_KB = Number(process.env.BENCH_JUMBF_KB ?? 300);
const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 200);
const SLOW_LINE_MS = Number(process.env.BENCH_SLOW_LINE_MS ?? 10_000);
const root = join(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seedLink(base: string): Promise<{ token: string; cookie: string }> {
  const { cookie, post } = await signUpBenchUser(base, 'abuse');
  const project = await post(
    '/api/projects/',
    { projectName: 'Abuse', projectLocation: 'Lisbon', brandName: 'Bench', website: 'https://example.com', keywords: '["oak"]' },
    { cookie },
  );
  if (project.status !== 201) throw new Error(`project: ${project.status} ${await project.text()}`);
  const { project_id: id } = (await project.json()) as { project_id: string };
  const link = await post(`/api/projects/${id}/review-links`, { passcode: 'harbour-lights' }, { cookie });
  if (link.status !== 201) throw new Error(`link: ${link.status} ${await link.text()}`);
  return { token: ((await link.json()) as { token: string }).token, cookie };
}

/**
 * One attacker in its own thread (plain JavaScript, evaluated as is), so its uploads never hold up
 * the thread that measures: every route in turn, the 24 MB body then the limit-sized one, until told to stop;
 * it answers with the statuses it got.
 */
const ATTACKER = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { host, port, paths, routeLimit, hugeBytes } = workerData;
const nested = (bytes) => Buffer.from('['.repeat(bytes / 2) + ']'.repeat(bytes / 2));
const bodies = [nested(hugeBytes), nested(routeLimit - 2)];
const statuses = {};
let stop = false;
parentPort.on('message', () => { stop = true; });
// A raw socket: the request is written as it is (no client-side copies), and the attacker stops
// sending once the server answers (a refused body is not read further: the server closes the connection).
function send(path, body) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    let answer = '';
    const done = (status) => { socket.destroy(); resolve(status); };
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const m = /^HTTP\\/1\\.1 (\\d{3})/.exec(answer);
      if (m) done(m[1]);
    });
    socket.on('error', () => done('closed'));
    socket.on('close', () => done(answer ? answer.slice(9, 12) : 'closed'));
    socket.write('POST ' + path + ' HTTP/1.1\\r\\nHost: ' + host + '\\r\\nContent-Type: application/json\\r\\nContent-Length: ' + body.length + '\\r\\nConnection: close\\r\\n\\r\\n');
    socket.write(body);
  });
}
(async () => {
  for (let i = 0; !stop; i++) {
    const status = await send(paths[Math.floor(i / 2) % paths.length], bodies[i % 2]);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  parentPort.postMessage(statuses);
})();
`;

function startAttacker(base: string, token: string): { stop: () => Promise<Record<string, number>> } {
  const routes = [
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    `/api/review/${token}/unlock`,
    `/api/review/${token}/feedback`,
    `/api/review/${token}/submit`,
    // Not anonymous, but open to anyone to send a body to: a form route (25 MB for a signed-in caller), without a session.
    '/generate_context_metadata/',
  ];
  const { hostname: host, port } = new URL(base);
  const workerData = { host, port: Number(port), paths: routes, routeLimit: ROUTE_LIMIT, hugeBytes: HUGE_BYTES };
  const worker = new Worker(ATTACKER, { eval: true, workerData });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const [statuses] = (await once(worker, 'message')) as [Record<string, number>];
      await worker.terminate();
      return statuses;
    },
  };
}

/** CPU time the server process has used, in ms (Linux /proc: user + system ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function health(base: string): Promise<{ p50: number; p99: number; requests: number; failed: number }> {
  const r = await autocannon({ url: `${base}/api/health/`, connections: 2, duration: SECONDS });
  return { p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, failed: r.errors + r.timeouts + r.non2xx };
}

/** RSS peak of the server while `run` runs, sampled every 100 ms. */
async function withPeak<T>(srv: ChildServer, run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = srv.rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, srv.rssMb());
  }, 100);
  try {
    return { result: await run(), peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Issue #43: the JUMBF bomb, then the slow-header clients; health p99 and RSS growth (from `rssBefore`) for each. */
async function issue43Attacks(
  srv: ChildServer,
  cookie: string,
  line: (h: Awaited<ReturnType<typeof health>>) => string,
  rssBefore: number,
): Promise<void> {
  const { hostname: host, port } = new URL(srv.base);
  const bomb = jumbfBombJpeg(await makePhoto(640, 480), JUMBF_KB * 1024);
  const metadata = await withPeak(srv, async () => {
    const attacker = startMetadataAttacker({ host, port: Number(port), localAddress: '127.0.0.2', cookie, origin: srv.base, bomb });
    await sleep(1000);
    const h = await health(srv.base);
    return { h, statuses: await attacker.stop() };
  });
  const answers = Object.entries(metadata.result.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(', ');
  console.log(
    `\nJUMBF bomb: a ${Math.round(bomb.length / 1024)} KB JPEG, its manifest store nested ${Math.floor((JUMBF_KB * 1024) / 33)} deep, to upload and verify`,
  );
  console.log(`  health under attack: ${line(metadata.result.h)}`);
  console.log(`  answers ${answers}`);
  console.log(`  server RSS: peak ${metadata.peak} MB, growth ${metadata.peak - rssBefore} MB`);

  const slow = await withPeak(srv, async () => {
    const clients = startSlowClients({ host, port: Number(port), localAddress: '127.0.0.3', count: SLOW_CLIENTS, lineMs: SLOW_LINE_MS });
    await sleep(1000);
    const h = await health(srv.base);
    return { h, tally: clients.stop() };
  });
  const { tally } = slow.result;
  console.log(
    `\nslow clients: ${SLOW_CLIENTS} connections sending a header line every ${SLOW_LINE_MS / 1000} s (server headers timeout 5 s)`,
  );
  console.log(`  health under attack: ${line(slow.result.h)}`);
  console.log(
    `  after ${SECONDS + 1} s: ${tally.open} still open, ${tally.timedOut} answered 408 and closed, ${tally.refused} refused (503, per-address cap), ${tally.closedOther} closed otherwise`,
  );
  console.log(`  server RSS: peak ${slow.peak} MB, growth ${slow.peak - rssBefore} MB`);
  console.log('goals (issue #43): p99 ≤ 50 ms, RSS growth ≤ 200 MB throughout');
}

const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-abuse-'));
let server: ChildServer | undefined;
try {
  server = await startChild(
    join(root, 'apps/server/src/server.ts'),
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_IP_MAX: '1000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
    },
    PORT,
    '/api/health/',
    ['--import', 'tsx'],
  );
  const { token, cookie } = await seedLink(server.base);
  await health(server.base); // warm-up
  await sleep(3000);
  const quiet = await health(server.base);
  const rssBefore = server.rssMb();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server?.rssMb() ?? 0);
  }, 100);
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const attackers = Array.from({ length: ATTACKERS }, () => startAttacker(server?.base ?? '', token));
  await sleep(1000); // the attack is under way
  const attacked = await health(server.base);
  const attackCpu = cpuMs(pid) - cpuBefore;
  const attackWall = performance.now() - started;
  const statuses = new Map<string, number>();
  for (const counts of await Promise.all(attackers.map((a) => a.stop()))) {
    for (const [status, n] of Object.entries(counts)) statuses.set(status, (statuses.get(status) ?? 0) + n);
  }
  clearInterval(sampler);
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\nGET /api/health/ (2 connections, ${SECONDS} s)`);
  const line = (h: Awaited<ReturnType<typeof health>>) =>
    `p50 ${fmt(h.p50)}  p99 ${fmt(h.p99)}  (${h.requests} answered, ${h.failed} failed or timed out)`;
  console.log(`  quiet:        ${line(quiet)}`);
  console.log(`  under attack: ${line(attacked)}`);
  const answers = [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(', ');
  console.log(
    `attack: ${ATTACKERS} clients, ${HUGE_BYTES / 1024 / 1024} MB and ${ROUTE_LIMIT / 1024} KB nested bodies to 6 routes without a session; answers ${answers}`,
  );
  console.log(`server CPU during the attack: ${(attackCpu / 1000).toFixed(1)} s of ${(attackWall / 1000).toFixed(1)} s`);
  console.log(`server RSS: before ${rssBefore} MB, peak ${peak} MB, growth ${peak - rssBefore} MB`);
  console.log('goals: p99 under attack ≤ 50 ms, RSS growth ≤ 50 MB');
  await issue43Attacks(server, cookie, line, rssBefore);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
