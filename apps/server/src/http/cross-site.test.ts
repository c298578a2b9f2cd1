import { describe, expect, it } from 'vitest';
import { crossSiteVerdict, isCookieAuthenticated } from './cross-site.js';

const trusted = new Set(['http://localhost:3000', 'https://loci.example']);

describe('crossSiteVerdict', () => {
  it('trusts the app origin, by Origin, Sec-Fetch-Site or Referer in that order', () => {
    expect(crossSiteVerdict({ origin: 'https://loci.example' }, trusted)).toBeNull();
    expect(crossSiteVerdict({ origin: 'https://loci.example:443' }, trusted)).toBeNull();
    expect(crossSiteVerdict({ 'sec-fetch-site': 'same-origin' }, trusted)).toBeNull();
    expect(crossSiteVerdict({ referer: 'http://localhost:3000/projects/1?x=y' }, trusted)).toBeNull();
  });

  it('refuses another origin, a same-site sibling, an opaque origin and a foreign referer', () => {
    expect(crossSiteVerdict({ origin: 'http://evil.example' }, trusted)).toBe('foreign-origin');
    expect(crossSiteVerdict({ origin: 'https://app.loci.example' }, trusted)).toBe('foreign-origin');
    expect(crossSiteVerdict({ origin: 'null' }, trusted)).toBe('foreign-origin');
    expect(crossSiteVerdict({ origin: 'not a url' }, trusted)).toBe('foreign-origin');
    expect(crossSiteVerdict({ 'sec-fetch-site': 'cross-site' }, trusted)).toBe('cross-site-fetch');
    expect(crossSiteVerdict({ 'sec-fetch-site': 'same-site' }, trusted)).toBe('cross-site-fetch');
    expect(crossSiteVerdict({ referer: 'http://evil.example/page' }, trusted)).toBe('foreign-referer');
  });

  it('lets Origin decide over the other headers, and refuses a request that names no source', () => {
    expect(crossSiteVerdict({ origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' }, trusted)).toBe('foreign-origin');
    expect(crossSiteVerdict({ 'sec-fetch-site': 'cross-site', referer: 'http://localhost:3000/' }, trusted)).toBe('cross-site-fetch');
    expect(crossSiteVerdict({}, trusted)).toBe('no-provenance');
  });
});

describe('isCookieAuthenticated', () => {
  it('is true for a cookie without a bearer token', () => {
    expect(isCookieAuthenticated({ cookie: 'better-auth.session_token=abc' })).toBe(true);
    expect(isCookieAuthenticated({ cookie: 'x=1', authorization: 'Basic Zm9v' })).toBe(true);
    expect(isCookieAuthenticated({ cookie: 'x=1', authorization: 'Bearer abc' })).toBe(false);
    expect(isCookieAuthenticated({ authorization: 'Bearer abc' })).toBe(false);
    expect(isCookieAuthenticated({})).toBe(false);
  });
});
