/**
 * npm run bench:projects — the Projects page's weight and the listing's speed.
 * Seeds 50 projects × 6 images (1024 px, offline renderer, AI-marked), then prints:
 *  (a) bytes of GET /api/projects/ and of everything the Projects page downloads on a first and a repeat visit;
 *  (b) p50/p99 latency and requests/s of GET /api/projects/ under 50 connections for 10 s (autocannon);
 *  (c) the same bytes for a data-URL design (6 images inlined per card), for comparison.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { renderOfflineImage } from '../src/adapters/ai/offline/offline-image-model.js';
import { linkAsset } from '../src/modules/assets/assets.repository.js';
import { startBenchServer } from './bench-server.js';

const PROJECTS = 50;
const IMAGES = 6;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3457), name: 'projects' });
const { app, base } = server;

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
const { headers: auth, cookie } = await server.signUp('bench@example.test');

console.log(`Seeding ${PROJECTS} projects × ${IMAGES} images (1024 px)…`);
const started = Date.now();
const originals: Buffer[][] = [];
for (let p = 0; p < PROJECTS; p++) {
  const res = await post(
    '/api/projects/',
    {
      projectName: `Project ${p}`,
      projectLocation: 'Lisbon',
      brandName: 'Bench',
      website: 'https://example.com',
      keywords: '["oak","linen"]',
    },
    auth,
  );
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  const { project_id: id } = (await res.json()) as { project_id: string };
  const row: Buffer[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const prompt = `bench project ${p} image ${i} terracotta oak harbour`;
    const stored = await app.services.assets.storeGenerated(
      renderOfflineImage({ prompt, width: 1024, height: 1024, microMacro: (i % 3) as 0 | 1 | 2, photoStyled: 1 }),
      { prompt, provider: 'offline' },
    );
    await linkAsset(app.services.assets.db, { projectId: id, sha256: stored.sha256, role: 'context', position: i });
    row.push((await app.services.assets.readBytes(stored.sha256)) as Buffer);
  }
  originals.push(row);
}
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// (a) what the page downloads
const listingRaw = await fetch(`${base}/api/projects/`, { headers: { ...auth, 'accept-encoding': 'identity' } });
const listingText = await listingRaw.text();
// What a browser receives: the same listing, compressed by the server.
const wire = await new Promise<number>((resolve, reject) => {
  const req = httpGet(`${base}/api/projects/`, { headers: { ...auth, 'accept-encoding': 'gzip' } }, (res) => {
    let n = 0;
    res.on('data', (c: Buffer) => (n += c.length));
    res.on('end', () => resolve(n));
  });
  req.on('error', reject);
});
const listingBytes = Buffer.byteLength(listingText);
const listingGzip = wire;
const urls = (JSON.parse(listingText) as { projects: { images: string[] }[] }).projects.flatMap((p) => p.images);
let thumbBytes = 0;
for (const url of urls) thumbBytes += (await (await fetch(base + url, { headers: { cookie } })).arrayBuffer()).byteLength;
const dist = join(import.meta.dirname, '../../web/dist');
let appShellGzip = 0;
try {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  for (const f of walk(dist).filter((f) => /\.(js|css|html)$/.test(f))) appShellGzip += gzipSync(readFileSync(f)).length;
} catch {
  // web not built: the app shell is left out of the figures
}
const firstVisit = listingGzip + thumbBytes + appShellGzip;
// Repeat visit: thumbnails and hashed assets are immutable (served from cache); the listing is fetched again.
const repeatVisit = listingGzip;

// (c) a data-URL design: every card inlines its 6 images (the originals) in the listing JSON
const dataUrlListing = JSON.stringify({
  projects: originals.map((imgs, i) => ({
    project_name: `Project ${i}`,
    images: imgs.map((b) => `data:image/png;base64,${b.toString('base64')}`),
  })),
});
const dataUrlBytes = Buffer.byteLength(dataUrlListing);
const dataUrlGzip = gzipSync(dataUrlListing).length;

console.log('\n(a) Projects page bytes');
console.log(`  GET /api/projects/ JSON            ${kb(listingBytes)} (${kb(listingGzip)} on the wire, gzip)  [budget ≤ 60 KB]`);
console.log(`  thumbnails (${urls.length} × 256 px WebP)     ${kb(thumbBytes)}`);
console.log(`  app shell JS/CSS/HTML (gzip)      ${appShellGzip ? kb(appShellGzip) : 'web not built'}`);
console.log(`  first visit total                 ${kb(firstVisit)}`);
console.log(
  `  repeat visit (cache warm)         ${kb(repeatVisit)}  = ${((repeatVisit / firstVisit) * 100).toFixed(2)}% of first [budget ≤ 5%]`,
);
console.log('\n(c) data-URL design for comparison');
console.log(`  listing JSON with inlined images  ${kb(dataUrlBytes)} (${kb(dataUrlGzip)} gzip), every visit`);
console.log(
  `  first visit ratio                 ${(firstVisit / (dataUrlBytes + appShellGzip)).toFixed(3)} of the data-URL design as sent uncompressed, ${(firstVisit / (dataUrlGzip + appShellGzip)).toFixed(3)} if it were gzipped [budget ≤ 0.05]`,
);

// (b) load
const result = await autocannon({ url: `${base}/api/projects/`, connections: 50, duration: 10, headers: auth });
console.log('\n(b) GET /api/projects/ under 50 connections for 10 s');
console.log(
  `  p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${result.requests.average.toFixed(0)} req/s · non-2xx ${result.non2xx}`,
);

await new Promise((resolve) => setTimeout(resolve, 500)); // let autocannon's last sockets drain
await server.close();
