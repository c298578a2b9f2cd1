/**
 * Gazetteer benchmark: load time and autocomplete latency.
 * Run: npm run bench:geo (node --expose-gc, so the RSS is read after a collection).
 */
import { performance } from 'node:perf_hooks';
import { getGazetteer } from '../src/adapters/geo/load-gazetteer.js';
import { createOfflineGeocoder } from '../src/adapters/geo/offline-geocoder.js';

const SEEDS = [
  'lisbon',
  'tokyo',
  'nairobi',
  'buenos aires',
  'melbourne',
  'new york',
  'sao paulo',
  'london',
  'paris, france',
  'berlin',
  'mumbai',
  'cairo',
  'sydney',
  'mexico city',
  'toronto',
  'zurich',
  'cape town',
  'singapore',
  'seoul',
  'istanbul',
  'lagos',
  'lima',
  'oslo',
  'tromso',
  'reykjavik',
  'hallstatt',
  'gion',
  '祇園',
  'ribeira, porto',
  'arashiyama',
  'lisbonn',
  'giethoorn',
  'trastevere',
];

/** Resident set size in MB, after a full collection when the runtime allows one. */
function rssMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 1e6;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const rssBefore = rssMb();
  const t0 = performance.now();
  const gaz = getGazetteer();
  console.log(`gazetteer load: ${(performance.now() - t0).toFixed(0)} ms (${gaz.size} places, ${gaz.keyCount} name keys)`);
  const rssLoaded = rssMb();
  console.log(
    `rss: ${rssBefore.toFixed(0)} MB before, ${rssLoaded.toFixed(0)} MB with the index loaded (+${(rssLoaded - rssBefore).toFixed(0)} MB)`,
  );

  // Queries as a person types them: every prefix of each seed, 1000 in all.
  const queries: string[] = [];
  for (let i = 0; queries.length < 1000; i++) {
    const seed = SEEDS[i % SEEDS.length];
    queries.push(seed.slice(0, 1 + (i % seed.length)));
  }
  const geo = createOfflineGeocoder();
  const times: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await geo.search(q, 8);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `autocomplete x${times.length}: p50 ${fmt(percentile(times, 50))}  p99 ${fmt(percentile(times, 99))}  max ${fmt(times[times.length - 1])}`,
  );

  const revTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await geo.reverse(-60 + ((i * 7.3) % 130), -180 + ((i * 37.1) % 360));
    revTimes.push(performance.now() - start);
  }
  revTimes.sort((a, b) => a - b);
  console.log(`reverse x${revTimes.length}: p50 ${fmt(percentile(revTimes, 50))}  p99 ${fmt(percentile(revTimes, 99))}`);
}

await main();
