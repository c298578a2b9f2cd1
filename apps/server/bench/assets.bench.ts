/**
 * Image pipeline benchmark: normalise + thumbnails + AI mark for a 1024 px image.
 * Run: `npx tsx apps/server/bench/assets.bench.ts [runs]` (default 30). Prints p50/p99 in ms.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
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
  const stages: Record<'normalise' | 'mark' | 'thumbnails' | 'total', number[]> = {
    normalise: [],
    mark: [],
    thumbnails: [],
    total: [],
  };
  for (let i = -3; i < runs; i++) {
    const t0 = performance.now();
    const normalised = await normaliseImage(input, limits);
    const tNormalise = performance.now() - t0;
    let marked: Buffer = Buffer.alloc(0);
    const tMark = await timeStage(async () => {
      marked = await markAiGenerated(normalised.bytes, origin);
    });
    const tThumbs = await timeStage(() => makeThumbnails(marked));
    if (i < 0) continue; // warm-up
    stages.normalise.push(tNormalise);
    stages.mark.push(tMark);
    stages.thumbnails.push(tThumbs);
    stages.total.push(tNormalise + tMark + tThumbs);
  }
  console.log(`assets pipeline, 1024×1024 PNG in, ${runs} runs (sharp concurrency ${sharp.concurrency()})`);
  for (const [name, samples] of Object.entries(stages)) {
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(11)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`,
    );
  }
}

await main();
