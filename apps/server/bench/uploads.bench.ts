import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startBenchServer } from './bench-server.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 6);
const SIDE = 6300;
const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3461), name: 'uploads' });
const { base } = server;
const signUp = async (n: number) => (await server.signUp(`bench-${n}@example.test`)).headers;

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

await server.close();
