import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { sendJson } from '../../../../test/loopback-server.js';
import { createPhotoSource } from '../index.js';
import { createUnsplashSource } from './unsplash-source.js';

const { peer, close } = loopbackPeer();

// Recorded shape of GET api.unsplash.com/search/photos (trimmed to the fields a client sees first).
const recorded = {
  total: 133,
  total_pages: 67,
  results: [
    {
      id: 'eOLpJytrbsQ',
      created_at: '2014-11-18T14:35:36Z',
      width: 4000,
      height: 3000,
      color: '#A7A2A1',
      blur_hash: 'LaLXMa9Fx[D%~q%MtQM|kDRjtRIU',
      description: null,
      alt_description: 'white and blue ceramic wall tiles',
      urls: {
        raw: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc',
        full: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&q=85',
        regular: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&w=1080',
        small: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&w=400',
        thumb: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&w=200',
      },
      links: {
        self: 'https://api.unsplash.com/photos/eOLpJytrbsQ',
        html: 'https://unsplash.com/photos/eOLpJytrbsQ',
        download: 'https://unsplash.com/photos/eOLpJytrbsQ/download',
        download_location: 'https://api.unsplash.com/photos/eOLpJytrbsQ/download?ixid=abc',
      },
      user: { id: 'Ul0QVz12Goo', username: 'ana', name: 'Ana Lima', links: { html: 'https://unsplash.com/@ana' } },
    },
  ],
};

describe('unsplash photo source', () => {
  it('searches with the Client-ID key and maps results to Unsplash-licensed candidates', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, recorded));
    const found = await createUnsplashSource({ accessKey: 'unsplash-key', baseUrl: server.baseUrl }).search('azulejo tiles', {
      limit: 4,
      userId: 'u1',
    });

    const [req] = server.requests;
    const url = new URL(req.url, server.baseUrl);
    expect(req.method).toBe('GET');
    expect(url.pathname).toBe('/search/photos');
    expect(url.searchParams.get('query')).toBe('azulejo tiles');
    expect(url.searchParams.get('per_page')).toBe('4');
    expect(req.headers.authorization).toBe('Client-ID unsplash-key');
    expect(req.headers['accept-version']).toBe('v1');

    expect(found).toEqual([
      {
        url: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&w=1080',
        title: 'white and blue ceramic wall tiles',
        credit: 'Photo by Ana Lima on Unsplash',
        licence: 'Unsplash License',
        sourceUrl: 'https://unsplash.com/photos/eOLpJytrbsQ?utm_source=loci&utm_medium=referral',
      },
    ]);
  });

  it('caps per_page at the API maximum of 30', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, { total: 0, total_pages: 0, results: [] }));
    await expect(
      createUnsplashSource({ accessKey: 'k', baseUrl: server.baseUrl }).search('x', { limit: 100, userId: 'u1' }),
    ).resolves.toEqual([]);
    expect(new URL(server.requests[0].url, server.baseUrl).searchParams.get('per_page')).toBe('30');
  });

  it.each([
    [429, {}, 'quota'],
    [403, { 'x-ratelimit-remaining': '0' }, 'quota'], // how Unsplash reports an exhausted hourly quota
    [403, { 'x-ratelimit-remaining': '41' }, 'rejected'],
    [401, {}, 'rejected'],
    [500, {}, 'network'],
  ])('maps HTTP %i %j to %s', async (status, headers, kind) => {
    const server = await peer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ errors: ['OAuth error: The access token is invalid'] }));
    });
    await expect(
      createUnsplashSource({ accessKey: 'k', baseUrl: server.baseUrl }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'unsplash',
      kind,
    });
  });

  it('maps a malformed body to rejected, a timeout or abort to timeout, a reset to network', async () => {
    const odd = await peer((_req, res) => sendJson(res, 200, { results: [{ urls: {} }] }));
    await expect(
      createUnsplashSource({ accessKey: 'k', baseUrl: odd.baseUrl }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      kind: 'rejected',
    });
    await close?.();
    const silent = await peer(() => undefined);
    const slow = createUnsplashSource({ accessKey: 'k', baseUrl: silent.baseUrl, timeoutMs: 100 });
    await expect(slow.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(slow.search('x', { limit: 1, userId: 'u1', signal: AbortSignal.timeout(30) })).rejects.toMatchObject({ kind: 'timeout' });
    await close?.();
    const reset = await peer((_req, res) => res.socket?.destroy());
    await expect(
      createUnsplashSource({ accessKey: 'k', baseUrl: reset.baseUrl }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('PHOTO_SOURCE=unsplash', () => {
  const base = { photoSource: 'unsplash', libraryLookup: async () => [] } as const;

  it('is chosen by createPhotoSource and fails fast without UNSPLASH_ACCESS_KEY', async () => {
    const photos = await createPhotoSource({ ...base, unsplash: { accessKey: 'k', baseUrl: 'https://api.unsplash.com' } });
    expect([photos.provider, photos.offline]).toEqual(['unsplash', false]);
    await expect(createPhotoSource({ ...base, unsplash: { baseUrl: 'https://api.unsplash.com' } })).rejects.toThrow(/UNSPLASH_ACCESS_KEY/);
  });
});
