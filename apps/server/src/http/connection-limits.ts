import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from './client-address.js';

/** The HTTP server's timeouts and connection limits (HTTP_* in docs/settings.md). */
export interface ConnectionLimits {
  /** Milliseconds a client has to send a request's headers (Node answers 408 and closes after). */
  headersTimeoutMs: number;
  /** Milliseconds a client has to send a whole request, headers and body (uploads included). */
  requestTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Requests one connection may carry before the server closes it (0: no limit). */
  maxRequestsPerSocket: number;
  /** Open connections one address may hold; more are refused with 503 (0: no limit). */
  maxConnectionsPerAddress: number;
}

/** The limits as configured (HTTP_* settings). */
export function connectionLimitsOf(env: {
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
  HTTP_MAX_REQUESTS_PER_SOCKET: number;
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: number;
}): ConnectionLimits {
  return {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: env.HTTP_MAX_REQUESTS_PER_SOCKET,
    maxConnectionsPerAddress: env.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
  };
}

/**
 * Fastify's server options for the limits. Fastify's default `requestTimeout` of 0 also turned off
 * Node's headers timeout (it defaults to the smaller of 60 s and the request timeout): a client
 * sending a header line every few seconds held its connection forever (issue #43). Node checks
 * these timeouts on an interval, set here to a fraction of the headers timeout so a short one
 * (tests) is enforced promptly. A long-lived response (a live event stream) is not affected: the
 * timeouts end once the request has been received.
 */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  // Node refuses a headers timeout longer than the request timeout: the request's bounds both.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  const checkEvery = Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4)));
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkEvery,
    },
  };
}

const REFUSED =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 37\r\n\r\nToo many connections from one address';

/**
 * Refuses a connection (503, then closed) when its address already holds `max` open ones. Counted by
 * the socket's peer: a trusted proxy (TRUST_PROXY) carries many clients and is never capped.
 */
export function capConnectionsPerAddress(server: Server, max: number, trustProxy: TrustProxy): void {
  if (max <= 0 || typeof trustProxy === 'number') return;
  const trusted = trustedPeers(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSED);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Whether a peer is one of TRUST_PROXY's proxies (addresses, CIDR blocks, loopback/linklocal/uniquelocal). */
function trustedPeers(trustProxy: false | string): (address: string) => boolean {
  if (!trustProxy) return () => false;
  const entries = trustProxy.split(',').map((e) => e.trim());
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const peer = ipaddr.process(address);
    return entries.some((entry) => {
      if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return peer.range() === entry;
      if (ipaddr.isValidCIDR(entry)) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        return peer.kind() === range.kind() && peer.match([range, bits] as never);
      }
      return ipaddr.isValid(entry) && ipaddr.process(entry).toString() === peer.toString();
    });
  };
}
