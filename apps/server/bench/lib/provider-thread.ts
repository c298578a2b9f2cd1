import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** The worker's code (plain JavaScript: a worker evaluates it as is). */
const PROVIDER = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { body, delayMs } = workerData;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }, delayMs));
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => { server.closeAllConnections(); server.close(() => process.exit(0)); });
`;

/**
 * An image provider on 127.0.0.1 in its own thread: every request is answered with `body` (JSON)
 * after `delayMs`, whatever else this process is doing.
 */
export async function startProviderThread(body: string, delayMs: number): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const worker = new Worker(PROVIDER, { eval: true, workerData: { body, delayMs } });
  const [port] = (await once(worker, 'message')) as [number];
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
}
