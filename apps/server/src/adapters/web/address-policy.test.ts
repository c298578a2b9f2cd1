import { describe, expect, it } from 'vitest';
import { checkAddress, isIpLiteral } from './address-policy.js';

describe('checkAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'ipv4Mapped(loopback)'],
    ['::ffff:a9fe:a9fe', 'ipv4Mapped(linkLocal)'],
    ['::ffff:0:7f00:1', 'rfc6145(loopback)'],
    ['::7f00:1', 'unicast(loopback)'],
    ['64:ff9b::a00:5', 'rfc6052(private)'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::', '6to4(loopback)'],
    ['2002:a9fe:a9fe::1', '6to4(linkLocal)'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo(loopback)'],
    ['not-an-ip', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, range });
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808'])(
    'allows public %s',
    (address) => {
      expect(checkAddress(address)).toEqual({ allowed: true });
    },
  );

  it('admits loopback and private only when allowPrivate is set', () => {
    for (const a of ['127.0.0.1', '10.0.0.5', '::1', 'fd00::1', '::ffff:192.168.0.1']) {
      expect(checkAddress(a).allowed).toBe(false);
      expect(checkAddress(a, { allowPrivate: true }).allowed).toBe(true);
    }
    for (const a of ['169.254.169.254', '0.0.0.0', '::', '224.0.0.1', '100.64.0.1']) {
      expect(checkAddress(a, { allowPrivate: true }).allowed).toBe(false);
    }
  });

  it('recognises IP literals', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('::1')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
  });
});
