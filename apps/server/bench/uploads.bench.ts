/**
 * npm run bench:uploads — does a burst of huge uploads stall everyone else?
 * Six users each create a project with a 6300×6300 PNG logo (39.7 MP, near UPLOAD_MAX_PIXELS)
 * at once, while a seventh user loads GET /api/projects/ over and over (two at a time). Prints
 * the listing's p50/p99/max while the uploads are processed, the uploads' statuses and times,
 * the event loop's delay meanwhile, and the same listing latency with nothing else running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 6);
const SIDE = 6300;
const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-uploads-'));
const PORT = Number(process.env.BENCH_PORT ?? 3461);
const env = loadEnv({
  DATA_DIR: dataDir,
  PORT: String(PORT),
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_IP_MAX: '1000',
});
const adapters = await createAdapters(env);
const app = await buildApp({ env, adapters });
await app.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;

async function signUp(n: number): Promise<Record<string, string>> {
  const post = (path: string, body: object) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  const email = `bench-${n}@example.test`;
  await post('/api/auth/sign-up/email', { email, password: 'bench-harbour-42', name: `Bench ${n}` });
  const res = await post('/api/auth/sign-in/email', { email, password: 'bench-harbour-42' });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${res.headers.get('set-auth-token')}`, origin: base };
}

/** A 6300×6300 logo-like PNG: flat colours and a few shapes, so it is small on the wire but huge to decode. */
async function hugeLogo(seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 12 }, (_, i) => {
    const x = ((seed * 997 + i * 1531) % 5800) + 100;
    const y = ((seed * 613 + i * 2371) % 5800) + 100;
    return `<circle cx="${x}" cy="${y}" r="${200 + ((i * 97) % 600)}" fill="hsl(${(seed * 40 + i * 30) % 360},60%,50%)"/>`;
  }).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${shapes}</svg>`);
  return sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#f4efe6' } })
    .composite([{ input: svg }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms · p99 ${percentile(sorted, 99).toFixed(0)} ms · max ${(sorted.at(-1) ?? 0).toFixed(0)} ms · n ${sorted.length}`;
}

/** Loads the listing with `clients` requests in flight until `stop` resolves; returns each request's latency. */
async function loadListing(headers: Record<string, string>, clients: number, stop: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/projects/`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`listing failed: ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

const reader = await signUp(0);
for (let p = 0; p < 20; p++) {
  const res = await fetch(`${base}/api/projects/`, {
    method: 'POST',
    headers: { ...reader, 'content-type': 'application/json' },
    body: JSON.stringify({
      projectName: `Listed ${p}`,
      projectLocation: 'Lisbon',
      brandName: 'Bench',
      website: 'https://example.com',
      keywords: '["oak"]',
    }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
}
const uploaders = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => signUp(i + 1)));
const logos = await Promise.all(uploaders.map((_, i) => hugeLogo(i + 1)));
console.log(
  `${UPLOADS} logos of ${SIDE}×${SIDE} (${((SIDE * SIDE) / 1e6).toFixed(1)} MP), ${(logos.reduce((a, b) => a + b.length, 0) / UPLOADS / 1024).toFixed(0)} KB each on average`,
);

const idle = await loadListing(reader, 2, new Promise((r) => setTimeout(r, 3000)));
console.log(`GET /api/projects/ alone:            ${summary(idle)}`);

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const started = performance.now();
const uploads = Promise.all(
  uploaders.map(async (headers, i) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      projectName: `Huge ${i}`,
      projectLocation: 'Porto',
      brandName: 'Bench',
      website: 'https://example.com',
      keywords: '[]',
    }))
      form.append(k, v);
    form.append('logo', new Blob([logos[i]], { type: 'image/png' }), 'logo.png');
    const t0 = performance.now();
    const res = await fetch(`${base}/api/projects/`, { method: 'POST', headers, body: form });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  }),
);
const busy = await loadListing(reader, 2, uploads);
const results = await uploads;
loopDelay.disable();
console.log(`GET /api/projects/ during uploads:   ${summary(busy)}   [target p99 ≤ 500 ms]`);
console.log(
  `uploads: statuses ${results.map((r) => r.status).join(' ')} · slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms · all done in ${(performance.now() - started).toFixed(0)} ms`,
);

await app.close();
await adapters.database.close();
rmSync(dataDir, { recursive: true, force: true });
