/**
 * npm run bench:live — what open live streams (GET /api/projects/:id/events) cost the rest of the API.
 * Loci as `npm start` runs it (PGlite; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set), one
 * user with 20 projects: GET /api/projects/ throughput and p99 with no stream open, then with BENCH_STREAMS
 * (500) idle streams open (spread over the projects), each against a bare Fastify route serving the same
 * JSON (the listing ratio of bench:api); the server's RSS before and with the streams (MB per 100 streams);
 * and one change fanned out to every stream: how long until each has it (p50, p99, max); then 100 Projects pages
 * (studio streams, GET /api/workspaces/:id/events) and one project renamed: how long until each page hears it.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) set each measurement.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type ChildServer, startChild } from './lib/child-server.js';
import { seedProjects } from './lib/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const PROJECTS = 20;
/** Projects pages open on the studio (its stream each) when one of its projects is renamed. */
const STUDIO_STREAMS = Number(process.env.BENCH_STUDIO_STREAMS ?? 100);
const root = join(import.meta.dirname, '../../..');
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Quiet time before RSS is read (the server releases memory after a quiet interval). */
const SETTLE_MS = 8000;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

/** One idle stream: resolves once its `hello` arrived; `changed` resolves when its first `event` frame (`change`) does. */
function openStream(url: string, cookie: string, agent: http.Agent, event = 'change') {
  let changedAt = 0;
  let onChange: () => void = () => undefined;
  const changed = new Promise<void>((resolve) => {
    onChange = resolve;
  });
  let request: http.ClientRequest | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(url, { agent, headers: { accept: 'text/event-stream', cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: hello')) resolve();
        if (!changedAt && text.includes(`event: ${event}`)) {
          changedAt = performance.now();
          onChange();
        }
        if (text.length > 4096) text = text.slice(-64);
      });
    });
    request.on('error', reject);
  });
  return { ready, changed, changedAt: () => changedAt, close: () => request?.destroy() };
}

/** Each stream's delay (ms) from `started` to its first frame, sorted (streams that heard nothing left out). */
const delaysSince = (streams: ReturnType<typeof openStream>[], started: number) =>
  streams
    .map((s) => s.changedAt())
    .filter((t) => t > 0)
    .map((t) => t - started)
    .sort((a, b) => a - b);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function benchLive(engine: string, env: Record<string, string>, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-live-'));
  const server: ChildServer = await startChild(
    join(root, 'scripts/start.mjs'),
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOCI_E2E_SEED: '1',
      RATE_LIMIT_AUTH_IP_MAX: '1000',
      // One bench user holds every stream (a studio of 25 people would hold 20 each).
      LIVE_MAX_STREAMS_PER_USER: String(STREAMS + STUDIO_STREAMS + 10),
      // Every stream and load comes from 127.0.0.1: the per-address connection cap is off.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...env,
    },
    port,
    '/api/health/',
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const streams: ReturnType<typeof openStream>[] = [];
  let bare: ChildServer | undefined;
  try {
    await sleep(10_000);
    const { cookie, json } = await seedProjects(server.base, PROJECTS);
    // The baseline, as bench:api's: a bare Fastify route serving this very listing's JSON.
    const jsonFile = join(dataDir, 'listing.json');
    writeFileSync(jsonFile, json);
    bare = await startChild(join(import.meta.dirname, 'lib/bare-server.mjs'), { BARE_JSON_FILE: jsonFile }, port + 10, '/json');
    const bareUrl = `${bare.base}/json`;
    await load(bareUrl, {}, 2);
    const listing = `${server.base}/api/projects/`;
    const ids = (JSON.parse(json) as { projects: { id: string }[] }).projects.map((p) => p.id);
    await load(listing, { cookie }, 2); // warm-up
    // Each load right after the bare baseline's: on a shared machine, the ratio is what compares.
    const bareWithout = await load(bareUrl);
    const without = await load(listing, { cookie });
    await sleep(SETTLE_MS);
    const rssBefore = server.rssMb();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) =>
        openStream(`${server.base}/api/projects/${ids[(i + j) % ids.length]}/events?page=historical-topics`, cookie, agent),
      );
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    await sleep(SETTLE_MS);
    const rssWith = server.rssMb();
    const bareWith = await load(bareUrl);
    const withStreams = await load(listing, { cookie });
    // One change to each project: every stream hears its project's.
    const started = performance.now();
    await Promise.all(
      ids.map((id) =>
        fetch(`${server.base}/api/projects/${id}/snapshots`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base, cookie },
          body: JSON.stringify({ name: 'bench' }),
        }),
      ),
    );
    await Promise.race([Promise.all(streams.map((s) => s.changed)), sleep(30_000)]);
    const delays = delaysSince(streams, started);
    // The Projects page: STUDIO_STREAMS screens of one studio, one of its projects renamed.
    const studio = (JSON.parse(json) as { projects: { workspace_id: string }[] }).projects[0]?.workspace_id;
    const studioStreams: ReturnType<typeof openStream>[] = [];
    for (let i = 0; i < STUDIO_STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STUDIO_STREAMS - i) }, () =>
        openStream(`${server.base}/api/workspaces/${studio}/events`, cookie, agent, 'projects'),
      );
      studioStreams.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    streams.push(...studioStreams);
    const renamedAt = performance.now();
    const renamed = await fetch(`${server.base}/api/projects/${ids[0]}/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.base, cookie },
      body: JSON.stringify({ projectName: 'Renamed for the bench' }),
    });
    if (!renamed.ok) throw new Error(`rename refused: ${renamed.status}`);
    await Promise.race([Promise.all(studioStreams.map((s) => s.changed)), sleep(30_000)]);
    const studioDelays = delaysSince(studioStreams, renamedAt);
    return { engine, bareWithout, without, bareWith, withStreams, rssBefore, rssWith, delays, studioDelays };
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
    await bare?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withScratchDatabase<T>(url: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `loci_bench_live_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return await run(u.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results = [await benchLive('PGlite', {}, 3471)];
if (pgUrl) results.push(await withScratchDatabase(pgUrl, (url) => benchLive('PostgreSQL', { DATABASE_URL: url }, 3472)));

const fmt = (n: number, w: number) => n.toFixed(0).padStart(w);
console.log(`\nbench:live — ${STREAMS} idle streams over ${PROJECTS} projects; ${CONNECTIONS} connections × ${SECONDS} s per load`);
console.log(`${'what'.padEnd(48)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ratio  non-2xx`);
const line = (label: string, l: Load, baseline: Load) =>
  console.log(`${label.padEnd(48)} ${fmt(l.rps, 7)} ${fmt(l.p50, 7)} ${fmt(l.p99, 7)}  ${(l.rps / baseline.rps).toFixed(3)}  ${l.non2xx}`);
for (const r of results) {
  line(`bare Fastify JSON, just before (${r.engine})`, r.bareWithout, r.bareWithout);
  line(`GET /api/projects/, no stream (${r.engine})`, r.without, r.bareWithout);
  line(`bare Fastify JSON, just before (${r.engine})`, r.bareWith, r.bareWith);
  line(`GET /api/projects/, ${STREAMS} streams open (${r.engine})`, r.withStreams, r.bareWith);
}
console.log('');
for (const r of results) {
  const per100 = ((r.rssWith - r.rssBefore) / STREAMS) * 100;
  console.log(`${r.engine}: RSS ${r.rssBefore} MB → ${r.rssWith} MB with ${STREAMS} streams (${per100.toFixed(1)} MB per 100 streams)`);
  console.log(
    `${r.engine}: one change per project (20 writes sent at once) reached ${r.delays.length}/${STREAMS} streams; p50 ${pct(r.delays, 50).toFixed(0)} ms, p99 ${pct(r.delays, 99).toFixed(0)} ms, max ${(r.delays.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `${r.engine}: a project renamed reached ${r.studioDelays.length}/${STUDIO_STREAMS} Projects pages (studio streams) from the PUT; p50 ${pct(r.studioDelays, 50).toFixed(0)} ms, p99 ${pct(r.studioDelays, 99).toFixed(0)} ms, max ${(r.studioDelays.at(-1) ?? 0).toFixed(0)} ms`,
  );
}
