/**
 * Offline generation bench: procedural image renders at 1024 px across all slider settings,
 * and offline text metadata. Prints p50/p99; run with `npx tsx apps/server/bench/generation-offline.bench.ts`.
 */
import { composeBoardShots } from '../src/adapters/ai/offline/compose-prompt.js';
import { createOfflineImageModel } from '../src/adapters/ai/offline/offline-image-model.js';
import { createOfflineTextModel } from '../src/adapters/ai/offline/offline-text-model.js';
import type { Section } from '../src/adapters/ai/schemas.js';
import { testPlaces } from '../test/places.js';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function benchImages(): Promise<void> {
  const model = createOfflineImageModel();
  const prompts = [
    'Azulejo Tiles in Lisbon, Portugal',
    'Market Stalls in Nairobi, Kenya, people gathering',
    'Bay Breezes in Melbourne, water edges',
    'Corner Cafés interior lounge with oak and brass',
    'Izakaya Counters in Tokyo at night',
    // Prompts written from shots, one label per kind of study (flat-lay, textile, floor, landmark…).
    ...composeBoardShots(
      [
        'Tram Streets',
        'Shrine Gates',
        'Moss Gardens',
        'Shoji Screens',
        'Azulejo Tiles',
        'Material Palette',
        'Textiles',
        'Floor Finish',
        'Rooftop Horizon',
        'Paper Lanterns',
        'Stone Thresholds',
      ].map((label) => ({ label, section: 'historical' as const, place: testPlaces.tokyo })),
    ).map((s) => s.prompt),
  ];
  const byStyle: Record<number, number[]> = { 0: [], 1: [], 2: [] };
  const all: number[] = [];
  let bytes = 0;
  await model.generate({ prompt: 'warm-up', width: 256, height: 256, microMacro: 1, photoStyled: 1 });
  for (const prompt of prompts) {
    for (const microMacro of [0, 1, 2] as const) {
      for (const photoStyled of [0, 1, 2] as const) {
        let size = 0;
        const ms = await timeIt(async () => {
          size = (await model.generate({ prompt, width: 1024, height: 1024, microMacro, photoStyled })).bytes.length;
        });
        all.push(ms);
        byStyle[photoStyled].push(ms);
        bytes += size;
      }
    }
  }
  console.log(
    `offline image 1024px: n=${all.length} p50=${percentile(all, 50).toFixed(1)}ms p99=${percentile(all, 99).toFixed(1)}ms mean size=${Math.round(bytes / all.length / 1024)}KB`,
  );
  for (const s of [0, 1, 2])
    console.log(`  photoStyled=${s}: p50=${percentile(byStyle[s], 50).toFixed(1)}ms p99=${percentile(byStyle[s], 99).toFixed(1)}ms`);
  const wide = await timeIt(() => model.generate({ prompt: prompts[3], width: 1536, height: 1024, microMacro: 1, photoStyled: 0 }));
  console.log(`  render 1536x1024 photographic: ${wide.toFixed(1)}ms`);
}

async function benchText(): Promise<void> {
  const model = createOfflineTextModel();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const place = Object.values(testPlaces)[i % 5];
    const section = (['historical', 'social', 'physical'] as Section[])[i % 3];
    times.push(
      await timeIt(async () => {
        const ctx = await model.contextMetadata({
          place,
          section,
          brandName: `Brand ${i}`,
          keywords: ['oak', 'calm'],
          photoSourceAvailable: true,
        });
        await model.topicsMetadata({
          place,
          section,
          brandName: `Brand ${i}`,
          keywords: ['oak'],
          context: ctx.description,
          contextLabels: ctx.images.map((c) => c.label),
          photoSourceAvailable: true,
        });
      }),
    );
  }
  console.log(
    `offline text (context + topics metadata): n=${times.length} p50=${percentile(times, 50).toFixed(2)}ms p99=${percentile(times, 99).toFixed(2)}ms`,
  );
}

await benchImages();
await benchText();
