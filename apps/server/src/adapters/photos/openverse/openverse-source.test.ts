import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startLoopback } from '../../../../test/loopback-server.js';
import { createOpenverseSource } from './openverse-source.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('openverse photo source', () => {
  it('queries /v1/images/ and maps results to candidates with credits and licences', async () => {
    const server = await startLoopback((_req, res) =>
      sendJson(res, 200, {
        result_count: 2,
        results: [
          {
            url: 'https://img.example/a.jpg',
            title: 'Azulejos',
            creator: 'Ana',
            license: 'by-sa',
            license_version: '4.0',
            foreign_landing_url: 'https://flickr.example/a',
          },
          {
            url: 'https://img.example/b.jpg',
            title: null,
            creator: null,
            license: 'cc0',
            license_version: '1.0',
            foreign_landing_url: null,
          },
        ],
      }),
    );
    close = server.close;
    const found = await createOpenverseSource({ baseUrl: server.baseUrl }).search('azulejo tiles lisbon', { limit: 2, userId: 'u1' });
    const url = new URL(server.requests[0].url, server.baseUrl);
    expect(url.pathname).toBe('/v1/images/');
    expect(url.searchParams.get('q')).toBe('azulejo tiles lisbon');
    expect(url.searchParams.get('page_size')).toBe('2');
    expect(found).toEqual([
      {
        url: 'https://img.example/a.jpg',
        title: 'Azulejos',
        credit: 'Ana',
        licence: 'CC BY-SA 4.0',
        sourceUrl: 'https://flickr.example/a',
      },
      { url: 'https://img.example/b.jpg', title: undefined, credit: 'Unknown', licence: 'CC0 1.0', sourceUrl: 'https://img.example/b.jpg' },
    ]);
  });

  it('maps 429 to quota and a malformed body to rejected', async () => {
    let status = 429;
    const server = await startLoopback((_req, res) => sendJson(res, status, { nope: true }));
    close = server.close;
    const source = createOpenverseSource({ baseUrl: server.baseUrl });
    await expect(source.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'quota' });
    status = 200;
    await expect(source.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('maps a timeout to timeout', async () => {
    const server = await startLoopback(() => undefined);
    close = server.close;
    await expect(
      createOpenverseSource({ baseUrl: server.baseUrl, timeoutMs: 100 }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
