import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { buildGazetteerData, type Gazetteer, type GazetteerData, gazetteerFrom } from './gazetteer.js';

const WAIT_MS = 120_000;

/**
 * The worker's bootstrap: it imports gazetteer-worker (the built server's .js beside this chunk, or
 * the .ts source through tsx's API when the server runs from source, as in tests), and says so at
 * once when that fails, so the parent never waits in vain.
 */
function bootstrap(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = JSON.stringify(new URL(fromSource ? './gazetteer-worker.ts' : './gazetteer-worker.js', import.meta.url).href);
  let load = `import(${file})`;
  if (fromSource) {
    const root = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const api = JSON.stringify(pathToFileURL(join(root, 'dist', 'esm', 'api', 'index.mjs')).href);
    load = `import(${api}).then(({ tsImport }) => tsImport(${file}, ${file}))`;
  }
  return `const { workerData } = require('node:worker_threads');
${load}.catch((error) => {
  workerData.port.postMessage({ error: String((error && error.stack) || error) });
  Atomics.store(workerData.signal, 0, 2);
  Atomics.notify(workerData.signal, 0);
});`;
}

/**
 * Builds the gazetteer's data in a worker thread and waits for it (the callers are synchronous, as
 * the build always was): the memory the parse churns through is the worker's and goes back to the
 * system when it ends, so the server keeps about the index's own size. The answer comes over a
 * message port read synchronously (receiveMessageOnPort) once the worker flags it is done.
 */
function buildInWorker(): GazetteerData {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(bootstrap(), { eval: true, workerData: { port: port2, signal }, transferList: [port2] });
  try {
    if (Atomics.wait(signal, 0, 0, WAIT_MS) === 'timed-out') throw new Error('the gazetteer worker did not answer');
    const answer = receiveMessageOnPort(port1)?.message as { data?: GazetteerData; error?: string } | undefined;
    if (!answer?.data) throw new Error(answer?.error ?? 'the gazetteer worker sent nothing');
    return answer.data;
  } finally {
    port1.close();
    void worker.terminate();
  }
}

/**
 * The gazetteer's data, built in a worker thread; in this thread when a worker cannot run (the
 * same data either way, only the memory left behind differs).
 */
export function loadGazetteerData(onFallback?: (error: unknown) => void): { data: GazetteerData; loadMs: number } {
  const started = performance.now();
  try {
    return { data: buildInWorker(), loadMs: performance.now() - started };
  } catch (error) {
    onFallback?.(error);
    return { data: buildGazetteerData(), loadMs: performance.now() - started };
  }
}

let loaded: Gazetteer | undefined;

/** Loads the gazetteer once (lazily, in a worker thread) and builds the search structures; later calls are free. */
export function getGazetteer(): Gazetteer {
  if (!loaded) {
    const { data, loadMs } = loadGazetteerData((error) => console.warn('The gazetteer is built in the main thread:', error));
    loaded = gazetteerFrom(data, loadMs);
  }
  return loaded;
}
