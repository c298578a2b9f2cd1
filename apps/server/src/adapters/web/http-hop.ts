import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { WebsiteFetchError } from './website-fetcher.port.js';

/** One request to an already-checked address. */
export interface HopRequest {
  url: URL;
  /** The checked IP address to connect to, whatever the hostname says. */
  address: string;
  family: 4 | 6;
  userAgent: string;
  signal: AbortSignal;
}

/** Builds a lookup that always answers the checked address (for net.connect). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function toFetchError(err: unknown, signal: AbortSignal): WebsiteFetchError {
  if (err instanceof WebsiteFetchError) return err;
  if (signal.aborted) return new WebsiteFetchError('timeout', 'The website took too long to answer.');
  const message = err instanceof Error ? err.message : String(err);
  return new WebsiteFetchError('network', `Could not connect to the website (${message}).`);
}

/**
 * Sends one GET to `address`, keeping the URL's hostname for the Host header and TLS SNI /
 * certificate checks. Resolves with the response head; the caller reads or discards the body.
 */
export function sendHop(hop: HopRequest): Promise<IncomingMessage> {
  const { url, address, family, signal } = hop;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const isHttps = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (isHttps ? https : http).request({
      protocol: url.protocol,
      hostname,
      port: url.port || (isHttps ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(address, family),
      // SNI takes names only; for a literal IP there is none to send.
      ...(isHttps && !hostname.includes(':') && !/^[\d.]+$/.test(hostname) ? { servername: hostname } : {}),
      headers: {
        'user-agent': hop.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
      signal,
    });
    req.on('response', resolve);
    req.on('error', (err) => reject(toFetchError(err, signal)));
    req.end();
  });
}

function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .toLowerCase()
    .trim();
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: zlib.createGunzip,
    'x-gzip': zlib.createGunzip,
    deflate: zlib.createInflate,
    br: zlib.createBrotliDecompress,
  };
  if (encoding === 'identity' || encoding === '') return res;
  const make = decoders[encoding];
  if (!make) throw new WebsiteFetchError('network', `The website used an unsupported encoding (${encoding}).`);
  const stream = make();
  res.on('error', (err) => stream.destroy(err));
  return res.pipe(stream);
}

/**
 * Reads a response body, decompressing it, and aborts as soon as it passes `maxBytes` (after
 * decompression, so a small gzip bomb is caught too) or the signal fires.
 */
export function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let stream: Readable;
    try {
      stream = decoded(res);
    } catch (err) {
      res.destroy();
      return reject(err);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (err: WebsiteFetchError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      stream.destroy();
      res.destroy();
      reject(err);
    };
    const onAbort = () => fail(new WebsiteFetchError('timeout', 'The website took too long to answer.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new WebsiteFetchError('too_large', `The page is larger than ${maxBytes} bytes.`));
      chunks.push(chunk);
    });
    stream.on('error', (err) => fail(toFetchError(err, signal)));
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks));
    });
    stream.on('close', () => fail(new WebsiteFetchError('network', 'The website closed the connection early.')));
  });
}
