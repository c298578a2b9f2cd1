import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';

/**
 * Under load most of a request's objects die young, but with 50 requests in flight some outlive two
 * scavenges and are promoted (about 60 MB/s at 9k req/s). V8 lets the old generation grow up to
 * four times what survived the last full collection before it collects again, so the heap swung
 * between 55 and 230 MB. A factor of two keeps it near 110 MB at the same throughput (a full
 * collection about once a second under that load, ~10 ms each, mostly incremental).
 */
export function limitHeapGrowth(percent = 100): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * Gives the heap's garbage and spare room back to the system now. V8's memory reducer does the
 * same on its own, but only after two quiet timer ticks (20–25 s after start-up, about as long
 * after a burst of requests). This asks for it through an in-process inspector session (no port
 * is opened): `HeapProfiler.collectGarbage` is V8's low-memory notification. It pauses the
 * process for about 0.1 s. False on a Node built without the inspector.
 */
export async function releaseMemory(): Promise<boolean> {
  let inspector: typeof import('node:inspector');
  try {
    inspector = await import('node:inspector');
  } catch {
    return false; // the memory reducer does it later
  }
  const session = new inspector.Session();
  session.connect();
  try {
    await new Promise<void>((resolve, reject) => session.post('HeapProfiler.collectGarbage', (err) => (err ? reject(err) : resolve())));
    return true;
  } finally {
    session.disconnect();
  }
}

export interface QuietReleaseOptions {
  /** How often the process is looked at (ms). */
  everyMs?: number;
  /** Growth of the resident set since the last release that is worth a release (bytes). */
  growthBytes?: number;
  /** Below this share of the last interval spent working, the process is quiet. */
  quietUtilization?: number;
  rss?: () => number;
  /** The event loop's utilization since the previous call (0–1). */
  utilization?: () => number;
  release?: () => Promise<boolean>;
  onRelease?: (rssBefore: number, rssAfter: number) => void;
}

/**
 * After a burst (many requests, a generation run) the process keeps what the burst took, and V8
 * gives it back only some 20 s later. This watches the process: once its resident set has grown
 * by `growthBytes` since the last release and an interval has passed almost idle, it releases
 * (`releaseMemory`) once. What cannot be given back (PGlite's WebAssembly memory only grows)
 * becomes the new baseline, so a steady process is not collected again and again.
 */
export function releaseWhenQuiet(opts: QuietReleaseOptions = {}): { check(): Promise<void>; stop(): void } {
  const rss = opts.rss ?? (() => process.memoryUsage.rss());
  const growth = opts.growthBytes ?? 48 * 2 ** 20;
  const quiet = opts.quietUtilization ?? 0.05;
  const release = opts.release ?? releaseMemory;
  let last = performance.eventLoopUtilization();
  const utilization =
    opts.utilization ??
    (() => {
      const now = performance.eventLoopUtilization();
      const delta = performance.eventLoopUtilization(now, last);
      last = now;
      return delta.utilization;
    });
  let baseline = rss();
  let releasing = false;

  async function check(): Promise<void> {
    const busy = utilization() >= quiet;
    const before = rss();
    if (releasing || busy || before - baseline < growth) return;
    releasing = true;
    try {
      if (await release()) {
        baseline = rss();
        opts.onRelease?.(before, baseline);
      } else baseline = before; // nothing to ask: do not look again until it grows further
    } finally {
      releasing = false;
    }
  }

  const timer = setInterval(() => void check().catch(() => undefined), opts.everyMs ?? 2000);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
