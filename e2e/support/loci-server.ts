import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type LociServer = { url: string; stop(): Promise<void> };

/** Servers still running: the worker ends them when it exits, even after a timed-out hook. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** The port of the suite's own server (LOCI_E2E_PORT, as in playwright.config.ts). */
export function suitePort(): number {
  return Number(process.env.LOCI_E2E_PORT ?? '3199');
}

/**
 * Starts a second Loci (as `npm start` runs it) on its own port, data folder and settings,
 * for specs that need a configuration the suite's server does not have. Resolves once healthy.
 */
export async function startLociServer(options: { port: number; env: Record<string, string> }): Promise<LociServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-e2e-extra-'));
  const { DATABASE_URL: _sharedDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Loci on ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Loci on ${url} did not become healthy`);
}
