/**
 * Image pipeline benchmark: normalise + AI mark + C2PA signing + thumbnails for a 1024 px image.
 * Also prints the bytes the signed manifest adds (goal: sign p50 ≤ 30 ms, ≤ 40 KB).
 * Run: `npx tsx apps/server/bench/assets.bench.ts [runs]` (default 30). Prints p50/p99 in ms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createC2paCredentials } from '../src/adapters/credentials/c2pa-credentials.js';
import { loadSigningIdentity } from '../src/adapters/credentials/signing-identity.js';
import { makeThumbnails, normaliseImage } from '../src/modules/assets/asset-processing.js';
import { markAiGenerated } from '../src/modules/assets/provenance.js';
import { makePhoto } from '../test/images.js';

const runs = Number(process.argv[2] ?? 30);
const limits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };
const origin = { prompt: 'A lounge bar in Lyon, warm light, terrazzo floor', provider: 'offline', model: 'bench' };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function timeStage(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  // Providers usually return PNG: start from a 1024×1024 PNG of photo-like content.
  const input = await sharp(await makePhoto(1024, 1024))
    .png()
    .toBuffer();
  const identity = await loadSigningIdentity({ dataDir: mkdtempSync(join(tmpdir(), 'loci-bench-c2pa-')) });
  const credentials = createC2paCredentials({ identity, generator: { name: 'Loci', version: 'bench' } });
  const stages: Record<'normalise' | 'mark' | 'sign' | 'thumbnails' | 'total', number[]> = {
    normalise: [],
    mark: [],
    sign: [],
    thumbnails: [],
    total: [],
  };
  const added: number[] = [];
  for (let i = -3; i < runs; i++) {
    const t0 = performance.now();
    const normalised = await normaliseImage(input, limits);
    const tNormalise = performance.now() - t0;
    let marked: Buffer = Buffer.alloc(0);
    const tMark = await timeStage(async () => {
      marked = await markAiGenerated(normalised.bytes, origin);
    });
    let signed: Buffer = Buffer.alloc(0);
    const tSign = await timeStage(async () => {
      // A different prompt each run, as in use: nothing is reused between signatures.
      signed = await credentials.sign({
        bytes: marked,
        contentType: normalised.contentType,
        sourceType: 'algorithmicMedia',
        agent: `offline bench ${i}`,
        edit: 'Loci added the visible mark.',
        ingredients: [],
      });
    });
    const tThumbs = await timeStage(() => makeThumbnails(signed));
    if (i < 0) continue; // warm-up
    stages.normalise.push(tNormalise);
    stages.mark.push(tMark);
    stages.sign.push(tSign);
    stages.thumbnails.push(tThumbs);
    stages.total.push(tNormalise + tMark + tSign + tThumbs);
    added.push(signed.length - marked.length);
  }
  console.log(`assets pipeline, 1024×1024 PNG in, ${runs} runs (sharp concurrency ${sharp.concurrency()})`);
  for (const [name, samples] of Object.entries(stages)) {
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(11)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`,
    );
  }
  const bytes = [...added].sort((a, b) => a - b);
  console.log(
    `  C2PA manifest adds ${(percentile(bytes, 50) / 1024).toFixed(1)} KB per image (max ${((bytes.at(-1) ?? 0) / 1024).toFixed(1)} KB)`,
  );
}

await main();
