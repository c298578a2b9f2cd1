/**
 * Presentation bench (issue #6), on the offline providers. Starts the app (`node scripts/start.mjs`)
 * on its own port with a temp DATA_DIR, signs up, then for each run creates a project and opens
 * its empty Historical Context page, timing navigation start → first image visible → last (4th)
 * image visible. Also measures the JS the browser fetched when opening /projects/:id/presentation
 * with a cold cache (gzip bytes, recompressed here at level 6, and the bytes on the wire).
 * Prints figures only. Run from the repo root:
 *   npx tsx e2e/bench/presentation.bench.ts   (env: BENCH_PORT=3297, BENCH_RUNS=5, BENCH_TRACE=1 logs API timings)
 * The web app must be built (apps/web/dist); start.mjs builds it when missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = process.env.BENCH_PORT ?? '3297';
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = { firstImageMs: 1500, routeJsGzipBytes: 250 * 1024 };
const OPEN = 'main button[aria-label^="Open "] img';

function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT,
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      MAP_TILE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_IP_MAX: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitForHealth(timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer on ${BASE} within ${timeoutMs} ms`);
}

async function signUpAndIn(context: BrowserContext): Promise<void> {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'amber-lantern-bench';
  const response = await context.request.post(`${BASE}/api/auth/sign-up/email`, { data: { name: 'Bench', email, password } });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}

async function createProject(context: BrowserContext, n: number): Promise<string> {
  const response = await context.request.post(`${BASE}/api/projects/`, {
    multipart: {
      projectName: `Bench ${n}`,
      projectLocation: 'Lisbon',
      contextInsights: 'historical,social,physical',
      brandName: 'Casa Azul',
      website: 'https://casa-azul.example',
      keywords: JSON.stringify(['azulejo', 'river light', 'lime plaster']),
    },
  });
  const body = (await response.json()) as { project_id?: string };
  if (!body.project_id) throw new Error(`project not created: ${JSON.stringify(body)}`);
  return body.project_id;
}

/** ms since navigation start when `count` grid images are loaded and painted. */
async function imagesVisibleAt(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ selector, count }) => {
      const ready = [...document.querySelectorAll<HTMLImageElement>(selector)].filter((img) => img.complete && img.naturalWidth > 0);
      return ready.length >= count ? performance.now() : null;
    },
    { selector: OPEN, count },
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

type JsFile = { url: string; raw: number; gzip: number; wire: number };

async function openPresentation(context: BrowserContext, projectId: string, collectJs: boolean) {
  const page = await context.newPage();
  const js: Promise<JsFile | null>[] = [];
  if (collectJs) {
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      js.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const body = await response.body();
          const sizes = await request.sizes();
          return { url: new URL(request.url()).pathname, raw: body.length, gzip: gzipSync(body).length, wire: sizes.responseBodySize };
        })(),
      );
    });
  }
  const t0 = Date.now();
  if (process.env.BENCH_TRACE) {
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api') || path.startsWith('/generate'))
        console.log(`  +${Date.now() - t0} ms ${r.request().method()} ${path} ${r.status()}`);
    });
  }
  await page.goto(`${BASE}/projects/${projectId}/presentation`);
  let first = Number.NaN;
  let last = Number.NaN;
  try {
    first = await imagesVisibleAt(page, 1);
    last = await imagesVisibleAt(page, 4);
  } catch (error) {
    const progress = await context.request.get(`${BASE}/api/projects/${projectId}/generation`);
    await page.screenshot({ path: join(tmpdir(), 'presentation-bench-timeout.png') });
    console.error(`timed out; progress ${await progress.text()}; screenshot in ${tmpdir()}/presentation-bench-timeout.png`);
    throw error;
  }
  const files = (await Promise.all(js)).filter((f): f is JsFile => f !== null);
  await page.close();
  return { first, last, files };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-presentation-'));
  const server = startServer(dataDir);
  let browser: Browser | undefined;
  try {
    await waitForHealth();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    const signedIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signUpAndIn(signedIn);
    const state = await signedIn.storageState();
    await signedIn.close();

    const firsts: number[] = [];
    const lasts: number[] = [];
    let files: JsFile[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context per run: cold HTTP cache, same session.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: state });
      const projectId = await createProject(context, run);
      const result = await openPresentation(context, projectId, run === 0);
      if (run === 0) files = result.files;
      firsts.push(result.first);
      lasts.push(result.last);
      console.log(`run ${run + 1}: first image ${result.first.toFixed(0)} ms, last (4th) image ${result.last.toFixed(0)} ms`);
      await context.close();
    }

    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const wire = files.reduce((sum, f) => sum + Math.max(0, f.wire), 0);
    console.log('\nJS fetched opening /projects/:id/presentation (cold cache):');
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${f.url.padEnd(48)} raw ${kb(f.raw).padStart(9)}  gzip ${kb(f.gzip).padStart(8)}  wire ${kb(f.wire).padStart(8)}`);
    }
    console.log(`\nSummary (${RUNS} runs, offline providers, from navigation start):`);
    console.log(
      `  first image visible: median ${median(firsts).toFixed(0)} ms, min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)}  (budget ≤ ${BUDGET.firstImageMs} ms)`,
    );
    console.log(
      `  last image visible:  median ${median(lasts).toFixed(0)} ms, min ${Math.min(...lasts).toFixed(0)}, max ${Math.max(...lasts).toFixed(0)}`,
    );
    console.log(
      `  presentation route JS: ${files.length} files, gzip ${kb(gzip)} (budget ≤ ${kb(BUDGET.routeJsGzipBytes)}), raw ${kb(raw)}, on the wire ${kb(wire)}`,
    );
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
