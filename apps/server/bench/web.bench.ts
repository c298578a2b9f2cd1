/**
 * npm run bench:web — what the first pages cost a browser. Builds the web app, starts Loci as `npm start` runs it
 * (a child process, PGlite), seeds a user with 20 projects, then prints:
 *  (a) per route (/login and /register signed out, /projects signed in, a client's /review/:token of a 6-page project after
 *      giving their name, and the designer's /projects/:id/present): the JavaScript the page downloads, raw and gzip;
 *  (b) with Chromium (/usr/bin/chromium or CHROMIUM_PATH): Lighthouse mobile performance, FCP, LCP, CLS, TBT.
 * BENCH_SKIP_BUILD=1 serves the existing apps/web/dist as it is; BENCH_SKIP_LIGHTHOUSE=1 prints (a) only, with each file's gzip size;
 * BENCH_LIGHTHOUSE_RUNS=n runs Lighthouse n times per route (default 3) and prints the median too.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startChild } from './lib/child-server.js';
import { seedProjects, seedReviewProject } from './lib/seed.js';

const PORT = Number(process.env.BENCH_PORT ?? 3464);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];
const root = join(import.meta.dirname, '../../..');
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'loci-bench-web-'));
const server = await startChild(
  join(root, 'scripts/start.mjs'),
  {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOCI_E2E_SEED: '1',
    RATE_LIMIT_AUTH_IP_MAX: '1000',
    ...(process.env.BENCH_SKIP_BUILD === '1' ? {} : { LOCI_REBUILD_WEB: '1' }),
  },
  PORT,
  '/api/health/',
);

interface RouteJs {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  /** Each script's name and gzip size, largest first. */
  each: { name: string; gzip: number }[];
}

try {
  const { cookie } = await seedProjects(server.base, 20);
  const { projectId, reviewPath } = await seedReviewProject(server.base, cookie);
  const presentPath = `/projects/${projectId}/present`;
  const [name, value] = cookie.split('; ')[0].split('=');
  const hasChromium = existsSync(CHROMIUM);
  const routes: RouteJs[] = [];
  if (hasChromium) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const visit = async (route: string, ready: string, signedIn: boolean, clientName?: string): Promise<RouteJs> => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (signedIn) await context.addCookies([{ name, value, url: server.base }]);
      const page = await context.newPage();
      const scripts: Promise<Buffer>[] = [];
      const names: string[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        names.push(new URL(res.url()).pathname.split('/').pop() ?? res.url());
        scripts.push(res.body());
      });
      await page.goto(server.base + route);
      if (clientName) {
        // A client's first visit: the name, then the presentation.
        await page.getByLabel('Your name').fill(clientName);
        await page.getByRole('button', { name: 'Start the review' }).click();
      }
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(scripts);
      await context.close();
      return {
        route,
        files: bodies.length,
        raw: bodies.reduce((n, b) => n + b.length, 0),
        gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0),
        each: bodies.map((b, i) => ({ name: names[i], gzip: gzipSync(b).length })).sort((a, b) => b.gzip - a.gzip),
      };
    };
    routes.push(await visit('/login', 'input[type="password"]', false));
    routes.push(await visit('/register', 'input[type="password"]', false));
    routes.push(await visit('/projects', 'text=Project 0', true));
    routes.push({ ...(await visit(reviewPath, 'text=Alfama Hotel', false, 'Clara')), route: '/review/:token' });
    routes.push({ ...(await visit(presentPath, 'text=Alfama Hotel', true)), route: '/projects/:id/present' });
    await browser.close();
  }

  console.log('\n(a) JavaScript per route (goal ≤ 130 KB gzip on every first route)');
  if (!hasChromium) console.log(`  no Chromium at ${CHROMIUM}: skipped`);
  for (const r of routes) {
    console.log(`  ${r.route.padEnd(22)} ${r.files} files · ${kb(r.raw)} · ${kb(r.gzip)} gzip`);
    if (SKIP_LIGHTHOUSE) for (const f of r.each) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.name}`);
  }

  console.log('\n(b) Lighthouse, mobile (simulated throttling) — goals: performance ≥ 95, CLS ≤ 0.02; review and Present: LCP ≤ 2.0 s');
  console.log("  (/review/:token opens cold: its first screen asks for the client's name)");
  if (!hasChromium) console.log('  no Chromium: skipped');
  else if (SKIP_LIGHTHOUSE) console.log('  BENCH_SKIP_LIGHTHOUSE=1: skipped');
  else {
    const { default: lighthouse } = await import('lighthouse');
    const { launch } = await import('chrome-launcher');
    /** One Lighthouse run in a fresh Chromium; a run whose trace Chromium did not record (NO_NAVSTART) is run again. */
    const audit = async (route: string, signedIn: boolean) => {
      for (let attempt = 1; ; attempt++) {
        const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
        try {
          const result = await lighthouse(server.base + route, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            extraHeaders: signedIn ? { cookie } : undefined,
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse returned nothing');
          if (!lhr.runtimeError || attempt === 3) return lhr;
        } finally {
          chrome.kill();
        }
      }
    };
    // The score moves by several points between runs on a busy 2-core machine: each route is run
    // RUNS times (BENCH_LIGHTHOUSE_RUNS, default 3), every run printed, then the median.
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    for (const [route, signedIn, shown = route] of [
      ['/login', false],
      ['/register', false],
      ['/projects', true],
      [reviewPath, false, '/review/:token'],
      [presentPath, true, '/projects/:id/present'],
    ] as const) {
      const scores: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await audit(route, signedIn);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        scores.push(score);
        if (process.env.BENCH_LIGHTHOUSE_JSON) {
          // BENCH_LIGHTHOUSE_JSON=<folder>: the whole report per route and run, to see what the score is made of.
          writeFileSync(
            join(process.env.BENCH_LIGHTHOUSE_JSON, `lighthouse${shown.replaceAll(/[/:]/g, '-')}-${run}.json`),
            JSON.stringify(lhr),
          );
        }
        console.log(
          `  ${shown.padEnd(22)} performance ${score} · FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s · LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s · CLS ${metric('cumulative-layout-shift').toFixed(3)} · TBT ${metric('total-blocking-time').toFixed(0)} ms${lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ''}`,
        );
      }
      const sorted = [...scores].sort((x, y) => x - y);
      console.log(`  ${shown.padEnd(22)} median ${sorted[Math.floor((sorted.length - 1) / 2)]} of ${runs} (${scores.join(', ')})`);
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
