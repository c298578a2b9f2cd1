/**
 * npm run bench:history — slot history must not weigh on the screens. Seeds a 6-page project (Context and Topics of
 * the three insights: 36 image slots), reads it, then gives every slot 50 versions and prints:
 *  (a) GET /api/projects/:id/ p50/p99 and JSON size, without and with the history (the strip loads it on demand);
 *  (b) GET /api/projects/:id/slot-versions (one slot's 50 versions) p50/p99 and size;
 *  (c) GET /api/projects/ against a bare Fastify route serving the same JSON (ratio, keep ≥ 0.4×).
 * Loci runs in this process (autocannon shares its event loop, so its figures are conservative); the bare route in a child.
 * BENCH_SECONDS (5) sets each measurement.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardSlotKey, SECTIONS, slotCount } from '@loci/shared';
import autocannon from 'autocannon';
import { linkAsset } from '../src/modules/assets/assets.repository.js';
import { historyDb } from '../src/modules/history/history.tables.js';
import { startBenchServer } from './bench-server.js';
import { startChild } from './lib/child-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const VERSIONS = 50;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const fakeSha = (text: string) => createHash('sha256').update(text).digest('hex');

const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3458), name: 'history' });
const { app, base } = server;
const db = app.services.assets.db;
const { headers: auth } = await server.signUp('history-bench@example.test');
const res = await fetch(`${base}/api/projects/`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ projectName: 'History bench', projectLocation: 'Lisbon', contextInsights: 'historical,social,physical' }),
});
const { project_id: projectId } = (await res.json()) as { project_id: string };

/** An asset row for a made-up image (the reads measured here never open the file). */
async function asset(sha: string, prompt: string): Promise<void> {
  await db
    .insertInto('asset')
    .values({
      sha256: sha,
      content_type: 'image/png',
      byte_size: 1000,
      width: 1024,
      height: 1024,
      origin: 'generated',
      provider: 'offline',
      prompt,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

console.log('Seeding 6 pages (36 slots)…');
const slots: string[] = [];
for (const section of SECTIONS) {
  for (const kind of ['context', 'topics'] as const) {
    await db
      .insertInto('generation_section')
      .values({ project_id: projectId, section, kind, description: `${section} ${kind} text` })
      .execute();
    for (let idx = 0; idx < slotCount(kind); idx++) {
      const prompt = `${section} ${kind} ${idx} terracotta oak harbour in late light`;
      const sha = fakeSha(`${section}|${kind}|${idx}|current`);
      await asset(sha, prompt);
      await db
        .insertInto('generation_slot')
        .values({ project_id: projectId, section, kind, idx, label: `Label ${idx}`, prompt, asset_sha: sha, status: 'done' })
        .execute();
      await linkAsset(db, { projectId, sha256: sha, role: kind, position: idx });
      slots.push(boardSlotKey(section, kind, idx));
    }
  }
}

async function measure(path: string): Promise<{ p50: number; p99: number; rps: number; bytes: number; non2xx: number }> {
  const body = await (await fetch(base + path, { headers: { ...auth, 'accept-encoding': 'identity' } })).text();
  const r = await autocannon({ url: base + path, connections: 10, duration: SECONDS, headers: auth });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, bytes: Buffer.byteLength(body), non2xx: r.non2xx + r.errors };
}
const line = (label: string, m: Awaited<ReturnType<typeof measure>>) =>
  console.log(
    `  ${label.padEnd(44)} p50 ${m.p50} ms · p99 ${m.p99} ms · ${m.rps.toFixed(0)} req/s · ${kb(m.bytes)} JSON · non-2xx ${m.non2xx}`,
  );

const read = `/api/projects/${projectId}/`;
const without = await measure(read);

console.log(`Seeding ${VERSIONS} versions on each of ${slots.length} slots…`);
const hdb = historyDb(db);
for (const slot of slots) {
  const rows = [];
  for (let v = 0; v < VERSIONS; v++) {
    const sha = fakeSha(`${slot}|${v}`);
    await asset(sha, `${slot} version ${v}`);
    rows.push({
      project_id: projectId,
      slot,
      asset_sha: sha,
      prompt: `${slot} version ${v}`,
      micro_macro: 1,
      photo_styled: 1,
      real_sourced: 0,
      seed: v + 1,
      source: 'generated' as const,
    });
    await linkAsset(db, { projectId, sha256: sha, role: 'version' });
  }
  await hdb.insertInto('slot_version').values(rows).execute();
}
const withHistory = await measure(read);
const strip = await measure(`/api/projects/${projectId}/slot-versions?slot=${encodeURIComponent(slots[0])}`);

console.log(`\n(a) project read, 6 pages × ${slots.length} slots`);
line('without history', without);
line(`with ${VERSIONS} versions on every slot`, withHistory);
console.log(`  JSON size grows by ${withHistory.bytes - without.bytes} bytes (history is not in the read)`);
console.log('\n(b) one slot’s strip, on demand');
line(`GET slot-versions (${VERSIONS} versions)`, strip);

const listingJson = await (await fetch(`${base}/api/projects/`, { headers: auth })).text();
const listing = await measure('/api/projects/');
const jsonFile = join(mkdtempSync(join(tmpdir(), 'loci-bench-bare-')), 'listing.json');
writeFileSync(jsonFile, listingJson);
const bare = await startChild(join(import.meta.dirname, 'lib/bare-server.mjs'), { BARE_JSON_FILE: jsonFile }, 3464, '/json');
const bareLoad = await autocannon({ url: `${bare.base}/json`, connections: 10, duration: SECONDS });
await bare.stop();
console.log('\n(c) listing against bare Fastify (same JSON)');
line('Loci GET /api/projects/', listing);
console.log(
  `  bare Fastify                                 p50 ${bareLoad.latency.p50} ms · p99 ${bareLoad.latency.p99} ms · ${bareLoad.requests.average.toFixed(0)} req/s`,
);
console.log(`  ratio ${(listing.rps / bareLoad.requests.average).toFixed(2)}× of bare Fastify [keep ≥ 0.4×]`);

await new Promise((resolve) => setTimeout(resolve, 500));
await server.close();
