/**
 * npm run bench:project-file — a project file (`.loci`) is streamed both ways: export and import time, and the peak
 * RSS growth while each runs, for a 6-page project (36 board slots) with 10 and then 50 versions per slot (396 and
 * 1,836 distinct images). Memory must not grow with the project's size (goals: ≤ 10 s each, ≤ 300 MB).
 * Loci runs in this process; the export is written to disk as it arrives and the import is sent from that file.
 * BENCH_IMAGE (160) sets each image's side in pixels (noise PNGs: like photos, they barely compress).
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { boardSlotKey, SECTIONS, slotCount } from '@loci/shared';
import sharp from 'sharp';
import { sha256Hex } from '../src/modules/assets/asset-processing.js';
import { linkAsset } from '../src/modules/assets/assets.repository.js';
import { historyDb } from '../src/modules/history/history.tables.js';
import { startBenchServer } from './bench-server.js';

const SIDE = Number(process.env.BENCH_IMAGE ?? 160);
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;

const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3466), name: 'project-file' });
const { app, base } = server;
const db = app.services.assets.db;
const { headers: auth } = await server.signUp('project-file-bench@example.test');
const folder = mkdtempSync(join(tmpdir(), 'loci-bench-loci-'));

let seed = 0;
/** A distinct noise PNG, stored as an imported image would be (byte for byte, with thumbnails). */
async function image(): Promise<string> {
  seed += 1;
  const noise = Buffer.alloc(SIDE * SIDE * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < noise.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0; // 32-bit: a float product would lose its low bits
    noise[i] = x >>> 24;
  }
  const bytes = await sharp(noise, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png()
    .toBuffer();
  const sha = sha256Hex(bytes);
  await app.services.assets.storeImported(bytes, {
    sha256: sha,
    meta: { origin: 'generated', provider: 'offline', prompt: `bench image ${seed}`, licence: null, credit: null, source_url: null },
  });
  return sha;
}

async function seedProject(versions: number): Promise<{ id: string; images: number }> {
  const res = await fetch(`${base}/api/projects/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ projectName: `Bench ${versions}`, projectLocation: 'Lisbon', contextInsights: 'historical,social,physical' }),
  });
  const { project_id: id } = (await res.json()) as { project_id: string };
  let images = 0;
  const hdb = historyDb(db);
  for (const section of SECTIONS)
    for (const kind of ['context', 'topics'] as const) {
      await db
        .insertInto('generation_section')
        .values({ project_id: id, section, kind, description: `${section} ${kind} text` })
        .execute();
      for (let idx = 0; idx < slotCount(kind); idx++) {
        const slot = boardSlotKey(section, kind, idx);
        // Four images at a time (seeding is not what is measured).
        const shas: string[] = [];
        for (let v = 0; v < versions; v += 4)
          shas.push(...(await Promise.all(Array.from({ length: Math.min(4, versions - v) }, () => image()))));
        const current = shas[shas.length - 1];
        images += shas.length;
        const rows = shas.map((sha, v) => ({
          project_id: id,
          slot,
          asset_sha: sha,
          prompt: `${slot} v${v}`,
          seed: v + 1,
          source: 'generated' as const,
        }));
        for (const sha of shas) await linkAsset(db, { projectId: id, sha256: sha, role: 'version' });
        await hdb.insertInto('slot_version').values(rows).execute();
        await db
          .insertInto('generation_slot')
          .values({
            project_id: id,
            section,
            kind,
            idx,
            label: `Label ${idx}`,
            prompt: `${slot} v${versions - 1}`,
            asset_sha: current,
            status: 'done',
          })
          .execute();
        await linkAsset(db, { projectId: id, sha256: current, role: kind, position: idx });
      }
    }
  return { id, images };
}

/** Runs `work`, sampling RSS every 10 ms: its time and the peak growth over the RSS it started from. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peak: number }> {
  global.gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { value, ms, peak: peak - start };
}

// The import goes to another, empty Loci (every image is new there): the user's personal workspace.
const target = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3466) + 1, name: 'project-file-target' });
const { headers: targetAuth } = await target.signUp('project-file-target@example.test');
const workspaces = (await (await fetch(`${target.base}/api/workspaces/`, { headers: targetAuth })).json()) as {
  workspaces: { id: string; personal: boolean }[];
};
const personal = workspaces.workspaces.find((w) => w.personal)?.id as string;

for (const versions of [10, 50]) {
  console.log(`\nSeeding 6 pages × 6 slots with ${versions} versions each…`);
  const { id, images } = await seedProject(versions);
  const path = join(folder, `bench-${versions}.loci`);
  const exported = await measured(async () => {
    const res = await fetch(`${base}/api/projects/${id}/file`, { headers: auth });
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
    // Written as it arrives: the bench holds no more of the file than the server does.
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(path));
    return statSync(path).size;
  });
  const imported = await measured(async () => {
    const form = new FormData();
    form.append('file', await openAsBlob(path), 'bench.loci');
    const res = await fetch(`${target.base}/api/workspaces/${personal}/projects/import`, {
      method: 'POST',
      headers: targetAuth,
      body: form,
    });
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${await res.text()}`);
    return res.status;
  });
  console.log(`  ${images} images, file ${mb(exported.value)}`);
  console.log(`  export  ${(exported.ms / 1000).toFixed(1)} s · peak RSS +${mb(exported.peak)}   [goal ≤ 10 s, ≤ 300 MB]`);
  console.log(`  import  ${(imported.ms / 1000).toFixed(1)} s · peak RSS +${mb(imported.peak)}   [goal ≤ 10 s, ≤ 300 MB]`);
}

writeFileSync(join(folder, 'done'), '');
await server.close();
await target.close();
rmSync(folder, { recursive: true, force: true });
