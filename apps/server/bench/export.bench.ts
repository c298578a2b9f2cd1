/**
 * npm run bench:export — time and peak memory of the presentation export, PPTX and PDF.
 * Seeds the heavy case: 6 pages × 16 images (1024 px offline renders stored as generated,
 * AI-marked assets) + 3 moodboards × 9 images with a 1536×1024 render each (126 images in all).
 * Then each format runs in a fresh child process on the same data folder, so its peak RSS
 * (getrusage maxRSS) is the export's own, not the seeding's.
 * Run: `npx tsx apps/server/bench/export.bench.ts [--grain]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_KINDS, type Project, type ProjectData, readProjectData, SECTIONS } from '@loci/shared';
import sharp from 'sharp';
import { renderOfflineImage } from '../src/adapters/ai/offline/offline-image-model.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { findProvenance } from '../src/modules/export/export.repository.js';
import { createExportService } from '../src/modules/export/export.service.js';

const IMAGES_PER_PAGE = 16;
const MOODBOARDS = 3;
const MOODBOARD_IMAGES = 9;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function openApp(dataDir: string) {
  const env = loadEnv({ DATA_DIR: dataDir, PORT: '3999', LOG_LEVEL: 'silent' });
  const adapters = await createAdapters(env);
  const app = await buildApp({ env, adapters });
  // The database is the caller's to close (PGlite flushes its folder then).
  const close = async () => {
    await app.close();
    await adapters.database.close();
  };
  return Object.assign(app, { closeAll: close, deckWriters: adapters.deckWriters });
}

type App = Awaited<ReturnType<typeof openApp>>;

/** `--grain`: film grain over each render, so JPEGs weigh what photographs do (flat renders compress ~10×). */
const GRAIN = process.argv.includes('--grain');

async function withGrain(png: Buffer, width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(png)
    .composite([{ input: noise, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

async function storeImage(app: App, prompt: string, width: number, height: number): Promise<string> {
  const render = renderOfflineImage({ prompt, width, height, microMacro: 1, photoStyled: 1 });
  const bytes = GRAIN ? await withGrain(render, width, height) : render;
  const stored = await app.services.assets.storeGenerated(bytes, { prompt, provider: 'offline', model: 'procedural-v1' });
  return `/api/assets/${stored.sha256}`;
}

/** Stores every image and returns the project data the export reads. */
async function seed(app: App): Promise<ProjectData> {
  const data = { contexts: {} as Record<string, unknown>, topics: {} as Record<string, unknown>, moodboards: [] as unknown[] };
  for (const section of SECTIONS) {
    for (const kind of GENERATION_KINDS) {
      const labels = Array.from({ length: IMAGES_PER_PAGE }, (_, i) => `${section} ${kind} ${i + 1}`);
      const images: string[] = [];
      for (const label of labels) images.push(await storeImage(app, `${label} in Lisbon, tiles and river light`, 1024, 1024));
      if (kind === 'context')
        data.contexts[section] = { description: `The ${section} context of Lisbon. `.repeat(20), imageLabels: labels, images };
      else data.topics[section] = { context: `The ${section} topics of Lisbon.`, labels, images };
    }
  }
  for (let m = 0; m < MOODBOARDS; m++) {
    const labels = Array.from({ length: MOODBOARD_IMAGES }, (_, i) => `Material ${i + 1}`);
    const images: string[] = [];
    for (const label of labels) images.push(await storeImage(app, `Moodboard ${m} ${label}, oak and linen`, 1024, 1024));
    const render = await storeImage(app, `Lounge render ${m}, oak, linen, evening light`, 1536, 1024);
    data.moodboards.push({
      moodboard_id: `m${m}`,
      moodboard_title: `Moodboard ${m + 1}`,
      images,
      labels,
      optionalPrompt: 'A calm lounge.',
      programmaticArea: 'Lounge',
      renders: [{ id: `r${m}`, image: render, render_prompt: 'A lounge at dusk.', created_at: '' }],
    });
  }
  return readProjectData(data);
}

const project = {
  project_name: 'Bench Hotel',
  project_location: 'Lisbon',
  brand_name: 'Maré',
  keywords: ['azulejo', 'linen'],
  logo_url: null,
  brand_palette: [],
  location_lat: 38.72,
  location_lng: -9.14,
} as unknown as Project;

/** Child: one export of one format, then its timing and memory as a JSON line. */
async function runOne(dataDir: string, format: 'pptx' | 'pdf'): Promise<void> {
  const app = await openApp(dataDir);
  const data = readProjectData(JSON.parse(readFileSync(join(dataDir, 'bench-data.json'), 'utf8')));
  const service = createExportService({
    loadProject: async () => ({ project, data }),
    provenance: (shas) => findProvenance(app.services.assets.db, shas),
    readBytes: (sha) => app.services.assets.readBytes(sha),
    writers: app.deckWriters,
  });
  let sampled = 0;
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  const before = process.memoryUsage.rss();
  const start = performance.now();
  const file = await service.exportProject('bench', 'bench', { format });
  const ms = performance.now() - start;
  clearInterval(timer);
  const peak = process.resourceUsage().maxRSS * 1024;
  await app.closeAll();
  console.log(JSON.stringify({ format, ms, bytes: file.bytes.length, before, peak, sampled }));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-export-bench-'));
  try {
    const app = await openApp(dataDir);
    const t0 = performance.now();
    const data = await seed(app);
    await app.closeAll();
    writeFileSync(join(dataDir, 'bench-data.json'), JSON.stringify(data));
    const count = Object.values(data.contexts).length * 2 * IMAGES_PER_PAGE + MOODBOARDS * (MOODBOARD_IMAGES + 1);
    console.log(
      `seeded ${count} images${GRAIN ? ' with grain' : ''} (1024 px offline renders, renders 1536×1024) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const self = fileURLToPath(import.meta.url);
    for (const format of ['pptx', 'pdf'] as const) {
      const out = execFileSync(process.execPath, [...process.execArgv, self, '--run', format, dataDir], {
        encoding: 'utf8',
        timeout: 600_000,
      });
      const r = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
      console.log(
        `${format.padEnd(4)}: ${(r.ms / 1000).toFixed(2)} s, file ${mb(r.bytes)}, RSS before ${mb(r.before)}, peak RSS ${mb(r.peak)} (sampled ${mb(r.sampled)})`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--run' && args[1] && args[2]) await runOne(args[2], args[1] as 'pptx' | 'pdf');
else await main();
