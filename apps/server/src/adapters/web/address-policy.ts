import ipaddr from 'ipaddr.js';

/** The verdict on one IP address: allowed, or the named range that forbids it. */
export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

/** Options for the default address policy. */
export interface AddressPolicyOptions {
  /** Also allow loopback and private ranges (local fixtures, self-hosted intranets). */
  allowPrivate?: boolean;
}

const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

function v4FromParts(hi: number, lo: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/**
 * The IPv4 address an IPv6 transition form carries (IPv4-mapped, IPv4-translated,
 * IPv4-compatible, NAT64 well-known prefix, 6to4, Teredo client), when it is one.
 */
function embeddedIPv4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const p = ip.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return v4FromParts(p[6], p[7]);
  if (range === 'rfc6052' && p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return v4FromParts(p[6], p[7]);
  if (range === '6to4') return v4FromParts(p[1], p[2]);
  if (range === 'teredo') return v4FromParts(~p[6] & 0xffff, ~p[7] & 0xffff);
  if (range === 'unicast' && zeros(0, 6)) return v4FromParts(p[6], p[7]);
  return undefined;
}

function checkIPv4(ip: ipaddr.IPv4, options: AddressPolicyOptions): AddressVerdict {
  const range = ip.range();
  if (range === 'unicast') return { allowed: true };
  if (options.allowPrivate && PRIVATE_RANGES.has(range)) return { allowed: true };
  return { allowed: false, range };
}

function checkIPv6(ip: ipaddr.IPv6, options: AddressPolicyOptions): AddressVerdict {
  const range = ip.range();
  const embedded = embeddedIPv4(ip, range);
  if (embedded) {
    const inner = checkIPv4(embedded, options);
    return inner.allowed ? inner : { allowed: false, range: `${range}(${inner.range})` };
  }
  // Transition forms we cannot decode (e.g. local-use NAT64) are refused outright.
  if (range === 'unicast') return { allowed: true };
  if (options.allowPrivate && PRIVATE_RANGES.has(range)) return { allowed: true };
  return { allowed: false, range };
}

/**
 * Decides whether the server may connect to an IP address. Only globally routable unicast is
 * allowed: loopback, private, link-local (cloud metadata), CGNAT, multicast, broadcast,
 * unspecified, reserved and documentation ranges are refused, including when wrapped in an
 * IPv6 transition form. `allowPrivate` additionally admits loopback and private ranges.
 */
export function checkAddress(address: string, options: AddressPolicyOptions = {}): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, range: 'invalid' };
  const ip = ipaddr.parse(address);
  return ip.kind() === 'ipv4' ? checkIPv4(ip as ipaddr.IPv4, options) : checkIPv6(ip as ipaddr.IPv6, options);
}

/** True for a string that is an IPv4 or IPv6 literal (no brackets). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host) && (host.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(host));
}
