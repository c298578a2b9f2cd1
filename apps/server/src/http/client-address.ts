import ipaddr from 'ipaddr.js';

/**
 * The client a per-client limit counts: the request's address (`request.ip`, which follows
 * TRUST_PROXY) with an IPv6 client taken by its /64, the block one host or home usually holds
 * whole; an IPv4-mapped IPv6 address is its IPv4. Every per-client limit keys on this.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Fastify's `trustProxy` names a proxy as an address, a CIDR block or one of proxy-addr's ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What TRUST_PROXY says: off (the socket is the client), a hop count, or a comma-separated list of proxies. */
export type TrustProxy = false | number | string;

/**
 * Parses TRUST_PROXY: false (off), a hop count, or a comma-separated list of proxy addresses/CIDRs;
 * an error message for anything else (`true`, trust any sender, is not offered: any client could name itself).
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = raw?.trim() ?? '';
  if (['', '0', 'off', 'false'].includes(text.toLowerCase())) return { value: false };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !(PROXY_RANGES.has(e) || ipaddr.isValid(e) || ipaddr.isValidCIDR(e)));
  if (bad.length || !entries.length) {
    return { error: `a hop count or comma-separated proxy addresses/CIDRs; not ${bad.join(', ') || JSON.stringify(text)}` };
  }
  return { value: entries.join(',') };
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. Fastify 5 now trusts nothing for a bare number
 * (it cannot check the immediate peer), so a hop count is passed as the function it used to build:
 * the last `hops` senders (the socket and the entries right of it in X-Forwarded-For) are proxies.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
