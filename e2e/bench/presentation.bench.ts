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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  collectRouteJs,
  createProject,
  type JsFile,
  jsTotals,
  kb,
  launchBrowser,
  median,
  printJsFiles,
  signedInState,
  startServer,
  traceApi,
  VIEWPORT,
  waitForHealth,
} from './harness';

const PORT = process.env.BENCH_PORT ?? '3297';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = { firstImageMs: 1500, routeJsGzipBytes: 250 * 1024 };
const OPEN = 'main button[aria-label^="Open "] img';

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

async function openPresentation(context: BrowserContext, base: string, projectId: string, collectJs: boolean) {
  const page = await context.newPage();
  const jsFiles = collectJs ? collectRouteJs(page) : async (): Promise<JsFile[]> => [];
  traceApi(page, Date.now());
  await page.goto(`${base}/projects/${projectId}/presentation`);
  let first = Number.NaN;
  let last = Number.NaN;
  try {
    first = await imagesVisibleAt(page, 1);
    last = await imagesVisibleAt(page, 4);
  } catch (error) {
    const progress = await context.request.get(`${base}/api/projects/${projectId}/generation`);
    await page.screenshot({ path: join(tmpdir(), 'presentation-bench-timeout.png') });
    console.error(`timed out; progress ${await progress.text()}; screenshot in ${tmpdir()}/presentation-bench-timeout.png`);
    throw error;
  }
  const files = await jsFiles();
  await page.close();
  return { first, last, files };
}

async function main(): Promise<void> {
  const server = startServer(PORT, 'loci-bench-presentation-');
  let browser: Browser | undefined;
  try {
    await waitForHealth(server.base);
    browser = await launchBrowser();
    const state = await signedInState(browser, server.base);

    const firsts: number[] = [];
    const lasts: number[] = [];
    let files: JsFile[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context per run: cold HTTP cache, same session.
      const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
      const projectId = await createProject(context, server.base, `Bench ${run}`);
      const result = await openPresentation(context, server.base, projectId, run === 0);
      if (run === 0) files = result.files;
      firsts.push(result.first);
      lasts.push(result.last);
      console.log(`run ${run + 1}: first image ${result.first.toFixed(0)} ms, last (4th) image ${result.last.toFixed(0)} ms`);
      await context.close();
    }

    const { gzip, raw, wire } = jsTotals(files);
    printJsFiles('JS fetched opening /projects/:id/presentation (cold cache):', files);
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
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
