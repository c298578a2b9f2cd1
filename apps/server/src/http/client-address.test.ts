import { describe, expect, it } from 'vitest';
import { clientKey, fastifyTrustProxy } from './client-address.js';

describe('clientKey', () => {
  it('keeps an IPv4 address, unmaps an IPv4-mapped one and takes an IPv6 client by its /64', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::5')).not.toBe(clientKey('2001:db8:1:2::5'));
  });
});

describe('fastifyTrustProxy', () => {
  it('turns a hop count into a trust function for that many senders, and passes lists and off through', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
