import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A server in its own process, as `npm start` runs it; stopped with SIGTERM. */
export interface ChildServer {
  child: ChildProcess;
  base: string;
  /** Resident set size of the process, in MB (Linux /proc). */
  rssMb: () => number;
  stop: () => Promise<void>;
}

export async function startChild(
  script: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    // As `npm start` runs it: two malloc arenas keep libvips from fragmenting the heap (package.json).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(base + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    base,
    rssMb: () => rssOf(child.pid ?? 0),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
