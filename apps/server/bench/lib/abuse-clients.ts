/**
 * The attackers of issue #43 for bench:abuse: a signed-in user sending a JPEG whose manifest store is
 * nested thousands deep (to an upload and to verify), and clients that send one header line every
 * few seconds. Each comes from its own loopback address, so the per-address connection cap does
 * not count them with the bench's health probe.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

/** A multipart body with one file (and the fields the route needs), as a browser would send it. */
export function multipartBody(field: string, file: Buffer, fields: Record<string, string> = {}): { body: Buffer; type: string } {
  const boundary = `----loci-bench-${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="bomb.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
  );
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const UPLOADER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { host, port, localAddress, requests } = workerData;
const statuses = {};
let stop = false;
parentPort.on('message', () => { stop = true; });
function send({ path, body, type, cookie, origin }) {
  return new Promise((resolve) => {
    const req = http.request({ host, port, localAddress, path, method: 'POST', agent: false, timeout: 120000,
      headers: { 'content-type': type, 'content-length': body.length, cookie, origin } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('error', () => resolve('error'));
    req.on('timeout', () => { req.destroy(); resolve('timeout'); });
    req.end(Buffer.from(body));
  });
}
(async () => {
  for (let i = 0; !stop; i++) {
    const status = await send(requests[i % requests.length]);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  parentPort.postMessage(statuses);
})();
`;

export interface MetadataAttack {
  host: string;
  port: number;
  localAddress: string;
  cookie: string;
  origin: string;
  bomb: Buffer;
}

/** In its own thread: the bomb to POST /api/photos, then to POST /api/credentials/verify, one after the other until stopped. */
export function startMetadataAttacker(a: MetadataAttack): { stop: () => Promise<Record<string, number>> } {
  const upload = multipartBody('file', a.bomb, { credit: 'Bench' });
  const verify = multipartBody('image', a.bomb);
  const requests = [
    { path: '/api/photos', ...upload, cookie: a.cookie, origin: a.origin },
    { path: '/api/credentials/verify', ...verify, cookie: a.cookie, origin: a.origin },
  ];
  const worker = new Worker(UPLOADER, { eval: true, workerData: { host: a.host, port: a.port, localAddress: a.localAddress, requests } });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const [statuses] = (await once(worker, 'message')) as [Record<string, number>];
      await worker.terminate();
      return statuses;
    },
  };
}

/** What became of the slow clients. */
export interface SlowClientTally {
  /** Still open when the phase ended. */
  open: number;
  /** Answered 408 (headers timeout) and closed by the server. */
  timedOut: number;
  /** Refused at once: over the per-address cap (503). */
  refused: number;
  /** Closed by the server with any other answer, or none. */
  closedOther: number;
}

/** `count` connections that each send a request line, then one header line every `lineMs`, never finishing. */
export function startSlowClients(o: { host: string; port: number; localAddress: string; count: number; lineMs: number }): {
  stop: () => SlowClientTally;
} {
  const state: { socket: Socket; answer: string; closed: boolean }[] = [];
  for (let i = 0; i < o.count; i++) {
    const socket = connect({ host: o.host, port: o.port, localAddress: o.localAddress });
    const s = { socket, answer: '', closed: false };
    state.push(s);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      s.answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      s.closed = true;
    });
    socket.once('connect', () => socket.write(`GET /api/health/ HTTP/1.1\r\nHost: ${o.host}\r\n`));
  }
  let line = 0;
  const timer = setInterval(() => {
    line++;
    for (const s of state) if (!s.closed) s.socket.write(`X-Slow-${line}: still here\r\n`);
  }, o.lineMs);
  return {
    stop: () => {
      clearInterval(timer);
      const tally: SlowClientTally = { open: 0, timedOut: 0, refused: 0, closedOther: 0 };
      for (const s of state) {
        if (!s.closed) tally.open++;
        else if (s.answer.startsWith('HTTP/1.1 408')) tally.timedOut++;
        else if (s.answer.startsWith('HTTP/1.1 503')) tally.refused++;
        else tally.closedOther++;
        s.socket.destroy();
      }
      return tally;
    },
  };
}
