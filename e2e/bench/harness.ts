/**
 * Shared parts of the browser benches (e2e/bench/*.bench.ts): start the app (`node scripts/start.mjs`)
 * on its own port with a temp DATA_DIR, wait for /api/health, launch Chromium, sign up and in,
 * create projects through the API, and measure the JS the browser fetched for a route
 * (gzip bytes, recompressed here at level 6, and the bytes on the wire).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const VIEWPORT = { width: 1440, height: 900 } as const;

export type BenchServer = { base: string; dataDir: string; stop: () => Promise<void> };

/** Starts the app on 127.0.0.1:`port` with a fresh temp DATA_DIR (removed by `stop`), offline providers. */
export function startServer(port: string, dataDirPrefix: string): BenchServer {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      MAP_TILE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_IP_MAX: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForHealth(base: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer on ${base} within ${timeoutMs} ms`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
}

export async function signUpAndIn(context: BrowserContext, base: string): Promise<void> {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'amber-lantern-bench';
  const response = await context.request.post(`${base}/api/auth/sign-up/email`, { data: { name: 'Bench', email, password } });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}

/** Signs up once and returns the session's storage state, for fresh (cold-cache) contexts per run. */
export async function signedInState(browser: Browser, base: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const signedIn = await browser.newContext({ viewport: VIEWPORT });
  await signUpAndIn(signedIn, base);
  const state = await signedIn.storageState();
  await signedIn.close();
  return state;
}

/** Creates a Lisbon project with all three insights and three brand keywords; returns its id. */
export async function createProject(context: BrowserContext, base: string, name: string): Promise<string> {
  // A write names its own origin, as the browser does (cross-site writes are refused).
  const response = await context.request.post(`${base}/api/projects/`, {
    headers: { Origin: base },
    multipart: {
      projectName: name,
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

export type JsFile = { url: string; raw: number; gzip: number; wire: number };

/** Records every script the page fetches from now on; call the returned function to get the sizes. */
export function collectRouteJs(page: Page): () => Promise<JsFile[]> {
  const js: Promise<JsFile | null>[] = [];
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
  return async () => (await Promise.all(js)).filter((f): f is JsFile => f !== null);
}

export function jsTotals(files: JsFile[]): { gzip: number; raw: number; wire: number } {
  return {
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    wire: files.reduce((sum, f) => sum + Math.max(0, f.wire), 0),
  };
}

/** Prints one line per file, largest gzip first. */
export function printJsFiles(title: string, files: JsFile[]): void {
  console.log(`\n${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${f.url.padEnd(48)} raw ${kb(f.raw).padStart(9)}  gzip ${kb(f.gzip).padStart(8)}  wire ${kb(f.wire).padStart(8)}`);
  }
}

/** Logs API responses relative to `t0` when BENCH_TRACE is set. */
export function traceApi(page: Page, t0: number): void {
  if (!process.env.BENCH_TRACE) return;
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api') || path.startsWith('/generate'))
      console.log(`  +${Date.now() - t0} ms ${r.request().method()} ${path} ${r.status()}`);
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const spread = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
