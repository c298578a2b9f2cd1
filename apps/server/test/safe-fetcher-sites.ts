import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A local HTTP server that counts the connections it accepts. */
export interface CountingServer {
  server: Server;
  port: number;
  connections: number;
  close(): Promise<void>;
}

const PAGE = '<!doctype html><html><head><title>Fixture café</title></head><body><h1>Hello</h1></body></html>';

async function listen(server: Server, host: string): Promise<CountingServer> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const counting: CountingServer = {
    server,
    port: (server.address() as AddressInfo).port,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => {
    counting.connections++;
  });
  return counting;
}

function html(res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
}

/** The fixture website on 127.0.0.1: pages, redirects and misbehaving responses. */
export function startFixtureSite(): Promise<CountingServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    switch (url.pathname) {
      case '/page':
        return html(res, PAGE);
      case '/old':
        return void res.writeHead(301, { location: '/page' }).end();
      case '/redirect-to':
        return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/loop':
        return void res.writeHead(302, { location: '/loop' }).end();
      case '/latin1':
        return html(res, Buffer.from(PAGE, 'latin1'), { 'content-type': 'text/html; charset=windows-1252' });
      case '/meta-charset':
        return html(res, Buffer.from(`<meta charset="iso-8859-1">${PAGE}`, 'latin1'), { 'content-type': 'text/html' });
      case '/gzip':
        return html(res, gzipSync(PAGE), { 'content-encoding': 'gzip' });
      case '/bomb':
        return html(res, gzipSync(Buffer.alloc(5_000_000, 0x20)), { 'content-encoding': 'gzip' });
      case '/lang':
        return html(res, PAGE, { 'content-language': 'pt-PT' });
      case '/xhtml':
        return html(res, PAGE, { 'content-type': 'application/xhtml+xml' });
      case '/json':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
      case '/big':
        return streamBig(res);
      case '/big-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '3000000' });
        return void res.write('<html>');
      case '/slow':
        // Head and a first chunk, then nothing: only the deadline can end this read.
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.write('<html><body>');
      default:
        return void res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
    }
  });
  return listen(server, '127.0.0.1');
}

function streamBig(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  const push = () => {
    while (sent < 3_000_000) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', push);
    }
    res.end();
  };
  res.on('error', () => undefined);
  push();
}

/**
 * A trap on every local address (IPv4 and IPv6, any 127/8 address): it serves a "secret" page
 * and counts connections. Any connection at all means a forbidden address was reached.
 */
export function startTrap(): Promise<CountingServer> {
  const server = createServer((_req, res) => html(res, '<html><body>secret</body></html>'));
  return listen(server, '::');
}
