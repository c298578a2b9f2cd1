import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { sendJson } from '../../../../test/loopback-server.js';
import { createPhotoSource } from '../index.js';
import { createPexelsSource } from './pexels-source.js';

const { peer, close } = loopbackPeer();

const src = (id: number) => `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`;

// Recorded shape of GET api.pexels.com/v1/search.
const recorded = {
  total_results: 8000,
  page: 1,
  per_page: 2,
  photos: [
    {
      id: 2082087,
      width: 3024,
      height: 4032,
      url: 'https://www.pexels.com/photo/blue-and-white-tiles-2082087/',
      photographer: 'Rui Costa',
      photographer_url: 'https://www.pexels.com/@rui-costa',
      photographer_id: 1077,
      avg_color: '#6D7C8B',
      src: {
        original: src(2082087),
        large2x: `${src(2082087)}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
        large: `${src(2082087)}?auto=compress&cs=tinysrgb&h=650&w=940`,
        medium: `${src(2082087)}?auto=compress&cs=tinysrgb&h=350`,
        small: `${src(2082087)}?auto=compress&cs=tinysrgb&h=130`,
        portrait: `${src(2082087)}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
        landscape: `${src(2082087)}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
        tiny: `${src(2082087)}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
      },
      liked: false,
      alt: 'Blue and white tiles on a facade',
    },
    {
      id: 1457842,
      width: 5000,
      height: 3333,
      url: 'https://www.pexels.com/photo/street-1457842/',
      photographer: 'Mia Ko',
      photographer_url: 'https://www.pexels.com/@mia',
      photographer_id: 2,
      avg_color: '#B0A090',
      src: { original: src(1457842), large: `${src(1457842)}?h=650&w=940` },
      liked: false,
      alt: '',
    },
  ],
  next_page: 'https://api.pexels.com/v1/search/?page=2&per_page=2&query=azulejo',
};

describe('pexels photo source', () => {
  it('searches with the raw key in Authorization and maps photos to Pexels-licensed candidates', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, recorded));
    const found = await createPexelsSource({ apiKey: 'pexels-key', baseUrl: server.baseUrl }).search('azulejo facade', {
      limit: 2,
      userId: 'u1',
    });

    const [req] = server.requests;
    const url = new URL(req.url, server.baseUrl);
    expect(req.method).toBe('GET');
    expect(url.pathname).toBe('/v1/search');
    expect(url.searchParams.get('query')).toBe('azulejo facade');
    expect(url.searchParams.get('per_page')).toBe('2');
    expect(req.headers.authorization).toBe('pexels-key');

    expect(found).toEqual([
      {
        url: `${src(2082087)}?auto=compress&cs=tinysrgb&h=650&w=940`,
        title: 'Blue and white tiles on a facade',
        credit: 'Photo by Rui Costa on Pexels',
        licence: 'Pexels License',
        sourceUrl: 'https://www.pexels.com/photo/blue-and-white-tiles-2082087/',
      },
      {
        url: `${src(1457842)}?h=650&w=940`,
        title: undefined,
        credit: 'Photo by Mia Ko on Pexels',
        licence: 'Pexels License',
        sourceUrl: 'https://www.pexels.com/photo/street-1457842/',
      },
    ]);
  });

  it.each([
    [429, 'quota'],
    [401, 'rejected'],
    [403, 'rejected'],
    [502, 'network'],
  ])('maps HTTP %i to %s', async (status, kind) => {
    const server = await peer((_req, res) => sendJson(res, status, { error: 'nope' }));
    await expect(
      createPexelsSource({ apiKey: 'k', baseUrl: server.baseUrl }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'pexels',
      kind,
    });
  });

  it('maps a malformed body to rejected, a timeout or abort to timeout, a reset to network', async () => {
    const odd = await peer((_req, res) => sendJson(res, 200, { photos: [{ url: 'x' }] }));
    await expect(createPexelsSource({ apiKey: 'k', baseUrl: odd.baseUrl }).search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({
      kind: 'rejected',
    });
    await close?.();
    const silent = await peer(() => undefined);
    const slow = createPexelsSource({ apiKey: 'k', baseUrl: silent.baseUrl, timeoutMs: 100 });
    await expect(slow.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(slow.search('x', { limit: 1, userId: 'u1', signal: AbortSignal.timeout(30) })).rejects.toMatchObject({ kind: 'timeout' });
    await close?.();
    const reset = await peer((_req, res) => res.socket?.destroy());
    await expect(createPexelsSource({ apiKey: 'k', baseUrl: reset.baseUrl }).search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject(
      {
        kind: 'network',
      },
    );
  });
});

describe('PHOTO_SOURCE=pexels', () => {
  const base = { photoSource: 'pexels', libraryLookup: async () => [] } as const;

  it('is chosen by createPhotoSource and fails fast without PEXELS_API_KEY', async () => {
    const photos = await createPhotoSource({ ...base, pexels: { apiKey: 'k', baseUrl: 'https://api.pexels.com' } });
    expect([photos.provider, photos.offline]).toEqual(['pexels', false]);
    await expect(createPhotoSource({ ...base, pexels: { baseUrl: 'https://api.pexels.com' } })).rejects.toThrow(/PEXELS_API_KEY/);
  });
});
