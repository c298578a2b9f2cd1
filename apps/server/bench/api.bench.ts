/**
 * npm run bench:api — how close Loci's common paths come to a bare Fastify route, and how big the process is.
 * In one run: a bare Fastify route serving the listing's JSON (baseline), then Loci started as `npm start` runs it
 * (scripts/start.mjs in a child process) on PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL:
 * GET /api/health/ and GET /api/projects/ (one user, 20 projects with 6 images each) throughput, p50/p99, ratios;
 * the server's idle RSS (15 s after it is ready), its RSS 1 s after load, 1 s after the same load again, and 6 s after that.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) set each measurement; BENCH_SUSTAIN_SECONDS (60; 0 leaves it out) is a
 * sustained listing load at 100 connections before "RSS after load", with the RSS peak during it. BENCH_ONLY=health|listing measures only that path.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type ChildServer, startChild } from './lib/child-server.js';
import { seedProjects } from './lib/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SUSTAIN = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 60);
const PROJECTS = 20;
/** BENCH_ONLY=health|listing measures one of the two (for a CPU profile of one path). */
const ONLY = process.env.BENCH_ONLY;
const root = join(import.meta.dirname, '../../..');
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS, connections = CONNECTIONS): Promise<Load> {
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long after the last load the settled RSS is read (the server releases memory after a quiet interval of 2 s). */
const SETTLE_MS = 6000;

interface Row {
  label: string;
  load: Load;
}

async function benchLoci(
  engine: string,
  env: Record<string, string>,
  port: number,
): Promise<{ rows: Row[]; idle: number; peak: number; after: number; again: number; settled: number; json: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-api-'));
  const server: ChildServer = await startChild(
    join(root, 'scripts/start.mjs'),
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOCI_E2E_SEED: '1',
      RATE_LIMIT_AUTH_IP_MAX: '1000',
      ...env,
    },
    port,
    '/api/health/',
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  try {
    await sleep(15_000); // start-up work (orphan sweep, the first garbage collections) settles
    const idle = server.rssMb();
    const { cookie, json } = await seedProjects(server.base, PROJECTS);
    await load(`${server.base}/api/projects/`, { cookie }, 2); // warm-up
    const rows: Row[] = [];
    if (ONLY !== 'listing') rows.push({ label: `Loci GET /api/health/ (${engine})`, load: await load(`${server.base}/api/health/`) });
    if (ONLY !== 'health') {
      rows.push({ label: `Loci GET /api/projects/ (${engine})`, load: await load(`${server.base}/api/projects/`, { cookie }) });
      // As a browser asks for it (every browser accepts brotli): the kept listing goes out compressed.
      rows.push({
        label: `  the same, Accept-Encoding: br (${engine})`,
        load: await load(`${server.base}/api/projects/`, { cookie, 'accept-encoding': 'br' }),
      });
    }
    let peak = 0;
    if (SUSTAIN > 0) {
      const sampler = setInterval(() => {
        peak = Math.max(peak, server.rssMb());
      }, 200);
      rows.push({
        label: `listing, 100 conn × ${SUSTAIN} s (${engine})`,
        load: await load(`${server.base}/api/projects/`, { cookie }, SUSTAIN, 100),
      });
      clearInterval(sampler);
    }
    await sleep(1000);
    const after = server.rssMb();
    // The same loads again: memory that keeps growing across runs would show here.
    if (ONLY !== 'listing') await load(`${server.base}/api/health/`);
    if (ONLY !== 'health') await load(`${server.base}/api/projects/`, { cookie });
    await sleep(1000);
    const again = server.rssMb();
    // Quiet again: what the server keeps once the burst is over (it releases after a quiet interval).
    await sleep(SETTLE_MS);
    return { rows, idle, peak, after, again, settled: server.rssMb(), json };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withScratchDatabase<T>(url: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `loci_bench_${process.pid}_${Date.now()}`;
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

const results: { engine: string; rows: Row[]; idle: number; peak: number; after: number; again: number; settled: number }[] = [];
const pglite = await benchLoci('PGlite', {}, 3461);
results.push({ engine: 'PGlite', ...pglite });
if (pgUrl) {
  const postgres = await withScratchDatabase(pgUrl, (url) => benchLoci('PostgreSQL', { DATABASE_URL: url }, 3462));
  results.push({ engine: 'PostgreSQL', ...postgres });
}

// The baseline last-but-measured-in-the-same-run: a bare Fastify route serving the very listing JSON.
const jsonFile = join(mkdtempSync(join(tmpdir(), 'loci-bench-bare-')), 'listing.json');
writeFileSync(jsonFile, pglite.json);
const bare = await startChild(join(import.meta.dirname, 'lib/bare-server.mjs'), { BARE_JSON_FILE: jsonFile }, 3463, '/json');
await load(`${bare.base}/json`, {}, 2);
const baseline = await load(`${bare.base}/json`);
await bare.stop();

const fmt = (n: number, w: number) => n.toFixed(0).padStart(w);
console.log(
  `\nbench:api — ${CONNECTIONS} connections × ${SECONDS} s each; listing ${(Buffer.byteLength(pglite.json) / 1024).toFixed(1)} KB of JSON (${PROJECTS} projects)`,
);
console.log(`${'what'.padEnd(44)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ratio  non-2xx`);
const line = (label: string, l: Load) =>
  console.log(`${label.padEnd(44)} ${fmt(l.rps, 7)} ${fmt(l.p50, 7)} ${fmt(l.p99, 7)}  ${(l.rps / baseline.rps).toFixed(3)}  ${l.non2xx}`);
line('bare Fastify, same JSON (baseline)', baseline);
for (const r of results) for (const row of r.rows) line(row.label, row.load);
console.log('\nserver RSS (scripts/start.mjs in a child process)');
for (const r of results)
  console.log(
    `  ${r.engine.padEnd(11)} idle ${r.idle} MB${r.peak ? ` · peak during the ${SUSTAIN} s load ${r.peak} MB` : ''} · 1 s after load ${r.after} MB · 1 s after the same load again ${r.again} MB · ${SETTLE_MS / 1000} s later ${r.settled} MB`,
  );
console.log('goals: listing ≥ 0.4×, health ≥ 0.8×; idle RSS ≤ 250 MB (PGlite), ≤ 400 MB after load');
