import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CountingServer, startFixtureSite, startTrap } from '../../../test/safe-fetcher-sites.js';
import { createSafeFetcher } from './safe-fetcher.js';
import { WebsiteFetchError, type WebsiteFetchErrorReason } from './website-fetcher.port.js';

let site: CountingServer;
let trap: CountingServer;

/** A fake DNS: names that look public but point at internal addresses. */
const FAKE_DNS: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'internal.example': ['10.0.0.5'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'loopback2.example': ['127.0.0.2'],
  'empty.example': [],
  'shop.example': ['127.0.0.1'],
  'cdn.example': ['127.0.0.1'],
};

async function fakeResolve(host: string): Promise<string[]> {
  const found = FAKE_DNS[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
}

async function reasonOf(promise: Promise<unknown>): Promise<WebsiteFetchErrorReason | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (err) {
    expect(err).toBeInstanceOf(WebsiteFetchError);
    expect((err as WebsiteFetchError).message.length).toBeGreaterThan(10);
    return (err as WebsiteFetchError).reason;
  }
}

beforeAll(async () => {
  site = await startFixtureSite();
  trap = await startTrap();
});
afterAll(async () => {
  await site.close();
  await trap.close();
});
beforeEach(() => {
  site.connections = 0;
  trap.connections = 0;
});

describe('safe fetcher refuses hostile URLs', () => {
  const strict = createSafeFetcher({ resolve: fakeResolve, timeoutMs: 2000 });
  const hostile = (): [string, WebsiteFetchErrorReason][] => {
    const q = trap.port;
    return [
      ['file:///etc/passwd', 'invalid_url'],
      [`ftp://127.0.0.1:${q}/`, 'invalid_url'],
      [`gopher://127.0.0.1:${q}/_GET`, 'invalid_url'],
      ['javascript:alert(1)', 'invalid_url'],
      ['data:text/html,<h1>x</h1>', 'invalid_url'],
      ['not a url', 'invalid_url'],
      [`http://user:pw@127.0.0.1:${q}/`, 'invalid_url'],
      [`http://127.0.0.1:${q}/`, 'forbidden_address'],
      [`http://localhost:${q}/`, 'forbidden_address'],
      [`http://2130706433:${q}/`, 'forbidden_address'],
      [`http://0177.0.0.1:${q}/`, 'forbidden_address'],
      [`http://0x7f.1:${q}/`, 'forbidden_address'],
      [`http://0x7f000001:${q}/`, 'forbidden_address'],
      [`http://127.1:${q}/`, 'forbidden_address'],
      [`http://127.0.0.2:${q}/`, 'forbidden_address'],
      [`http://0:${q}/`, 'forbidden_address'],
      [`http://0.0.0.0:${q}/`, 'forbidden_address'],
      [`http://[::]:${q}/`, 'forbidden_address'],
      [`http://[::1]:${q}/`, 'forbidden_address'],
      [`http://[::ffff:127.0.0.1]:${q}/`, 'forbidden_address'],
      [`http://[::ffff:7f00:1]:${q}/`, 'forbidden_address'],
      [`http://[0:0:0:0:0:ffff:127.0.0.1]:${q}/`, 'forbidden_address'],
      [`http://[::127.0.0.1]:${q}/`, 'forbidden_address'],
      [`http://[2002:7f00:1::]:${q}/`, 'forbidden_address'],
      [`http://[64:ff9b::7f00:1]:${q}/`, 'forbidden_address'],
      [`http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${q}/`, 'forbidden_address'],
      ['http://169.254.169.254/latest/meta-data/', 'forbidden_address'],
      ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'forbidden_address'],
      ['http://10.0.0.5/', 'forbidden_address'],
      ['http://172.16.0.1/', 'forbidden_address'],
      ['http://192.168.1.1/', 'forbidden_address'],
      ['http://100.64.0.1/', 'forbidden_address'],
      ['http://224.0.0.1/', 'forbidden_address'],
      ['http://255.255.255.255/', 'forbidden_address'],
      ['http://240.0.0.1/', 'forbidden_address'],
      ['http://[fc00::1]/', 'forbidden_address'],
      ['http://[fd12:3456::1]/', 'forbidden_address'],
      ['http://[fe80::1]/', 'forbidden_address'],
      ['http://[ff02::1]/', 'forbidden_address'],
      ['http://internal.example/', 'forbidden_address'],
      ['http://metadata.example/latest/meta-data/', 'forbidden_address'],
      ['https://mixed.example/', 'forbidden_address'],
      [`http://mapped.example:${q}/`, 'forbidden_address'],
      [`http://loopback2.example:${q}/`, 'forbidden_address'],
      ['http://nowhere.example/', 'dns_failed'],
      ['http://empty.example/', 'dns_failed'],
    ];
  };

  it('refuses every form, and no connection reaches a local address', async () => {
    const cases = hostile();
    expect(cases.length).toBeGreaterThanOrEqual(25);
    const results: string[] = [];
    for (const [url, reason] of cases) results.push(`${url} → ${await reasonOf(strict.fetchHtml(url))} (want ${reason})`);
    expect(results).toEqual(cases.map(([url, reason]) => `${url} → ${reason} (want ${reason})`));
    expect(trap.connections).toBe(0);
  });

  it('proves the trap counts: allowPrivate does reach it', async () => {
    const lax = createSafeFetcher({ allowPrivate: true, resolve: fakeResolve });
    const page = await lax.fetchHtml(`http://localhost:${trap.port}/`);
    expect(page.html).toContain('secret');
    expect(trap.connections).toBe(1);
  });
});

describe('safe fetcher re-checks every redirect hop', () => {
  // shop.example and cdn.example stand in for the public internet: only 127.0.0.1 is allowed.
  const chained = createSafeFetcher({ resolve: fakeResolve, isAddressAllowed: (a) => a === '127.0.0.1' });
  const via = (final: string) => {
    const second = `http://cdn.example:${site.port}/redirect-to?to=${encodeURIComponent(final)}`;
    return `http://shop.example:${site.port}/redirect-to?to=${encodeURIComponent(second)}`;
  };

  it('follows a chain of allowed hops to the page', async () => {
    const page = await chained.fetchHtml(via(`http://cdn.example:${site.port}/old`));
    expect(page.url).toBe(`http://cdn.example:${site.port}/page`);
    expect(page.html).toContain('<h1>Hello</h1>');
    expect(site.connections).toBe(4);
  });

  it.each([
    ['a loopback literal', (): string => `http://127.0.0.2:${trap.port}/`, 'forbidden_address'],
    ['an IPv6 loopback', (): string => `http://[::1]:${trap.port}/`, 'forbidden_address'],
    ['a name for 127.0.0.2', (): string => `http://loopback2.example:${trap.port}/`, 'forbidden_address'],
    ['a name for 10.0.0.5', (): string => 'http://internal.example/', 'forbidden_address'],
    ['the unspecified address', (): string => `http://0:${trap.port}/`, 'forbidden_address'],
    ['a file URL', (): string => 'file:///etc/passwd', 'invalid_url'],
  ] as const)('stops at %s after two allowed hops', async (_name, final, reason) => {
    expect(await reasonOf(chained.fetchHtml(via(final())))).toBe(reason);
    expect(site.connections).toBe(2);
    expect(trap.connections).toBe(0);
  });

  it('gives up after maxRedirects', async () => {
    const fetcher = createSafeFetcher({ allowPrivate: true, maxRedirects: 3 });
    expect(await reasonOf(fetcher.fetchHtml(`http://127.0.0.1:${site.port}/loop`))).toBe('too_many_redirects');
    expect(site.connections).toBe(4);
  });
});

describe('safe fetcher limits and content', () => {
  const local = createSafeFetcher({ allowPrivate: true, maxBytes: 100_000, timeoutMs: 500 });
  const at = (path: string) => `http://127.0.0.1:${site.port}${path}`;

  it.each([
    ['/big', 'too_large'],
    ['/big-declared', 'too_large'],
    ['/bomb', 'too_large'],
    ['/slow', 'timeout'],
    ['/json', 'not_html'],
    ['/missing', 'http_error'],
  ] as const)('refuses %s with %s', async (path, reason) => {
    expect(await reasonOf(local.fetchHtml(at(path)))).toBe(reason);
  });

  it('reports the status of an HTTP error', async () => {
    await expect(local.fetchHtml(at('/missing'))).rejects.toMatchObject({ reason: 'http_error', status: 404 });
  });

  it('reads a fixture page through a redirect', async () => {
    const page = await local.fetchHtml(at('/old'));
    expect(page).toMatchObject({ url: at('/page'), status: 200, contentType: 'text/html; charset=utf-8' });
    expect(page.html).toContain('<title>Fixture café</title>');
    expect(page.contentLanguage).toBeUndefined();
  });

  it('passes the Content-Language header on, for the page language', async () => {
    expect((await local.fetchHtml(at('/lang'))).contentLanguage).toBe('pt-PT');
  });

  it.each(['/latin1', '/meta-charset', '/gzip', '/xhtml'])('decodes %s', async (path) => {
    const page = await local.fetchHtml(at(path));
    expect(page.html).toContain('Fixture café');
  });

  it('refuses loopback without allowPrivate even for the fixture site', async () => {
    const strict = createSafeFetcher();
    expect(await reasonOf(strict.fetchHtml(at('/page')))).toBe('forbidden_address');
    expect(site.connections).toBe(0);
  });
});
