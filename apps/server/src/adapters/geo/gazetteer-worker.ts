import { type MessagePort, workerData } from 'node:worker_threads';
import { buildGazetteerData } from './gazetteer.js';

/**
 * Builds the gazetteer's data in a worker thread (see load-gazetteer.ts): the parse's garbage (a
 * 32 MB file, a million short strings) lives and dies with this thread's heap; the parent gets the
 * typed arrays and a few long strings only.
 */
const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };
try {
  const data = buildGazetteerData();
  const buffers = [
    data.ids,
    data.populations,
    data.lngs,
    data.lats,
    data.codeIndex,
    data.nameStart,
    data.keys.nameCity,
    data.keys.keyStart,
    data.keys.keyCity,
    data.keys.keyWhole,
  ].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ data }, [...buffers, data.index]);
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
  port.close();
}
