import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./start-compiled.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const CLUSTER_AUTH_SECRET = 'cluster-secret-cluster-secret-cluster-123';

export interface LociProcess {
  url: string;
  child: ChildProcess;
  /** Its own DATA_DIR (its mail outbox is `outbox/` there); removed when it stops. */
  dataDir: string;
  /** SIGTERM (graceful) unless `signal` says otherwise; resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls until the check holds (bounded; not a timing assertion). */
export async function until<T>(check: () => Promise<T | undefined | false>, what: string, tries = 2400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check().catch((err: unknown) => {
      if (err instanceof Error && err.message.startsWith('the ')) throw err; // a check that knows it can never hold
      return undefined;
    });
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/**
 * One Loci process (the compiled server, as `npm start` runs it; its worker on) with the settings every process of a
 * team shares (DATABASE_URL, AUTH_SECRET, storage) plus its own port and DATA_DIR. Resolves once ready.
 */
export async function startLociProcess(shared: Record<string, string>): Promise<LociProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-cluster-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      AUTH_SECRET: CLUSTER_AUTH_SECRET,
      ...shared,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until(async () => child.exitCode === null && (await fetch(`${url}/api/health/ready`)).ok, `Loci on port ${port} to be ready`);
  } catch (err) {
    await stop('SIGKILL');
    throw err;
  }
  return { url, child, dataDir, stop };
}
