import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { sendJson } from '../../../../test/loopback-server.js';
import { createPhotoSource } from '../index.js';
import { createWikimediaSource, stripHtml } from './wikimedia-source.js';

const { peer, close } = loopbackPeer();

const thumb = (name: string) => `https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/${name}/1024px-${name}`;

// Recorded shape of commons.wikimedia.org/w/api.php (formatversion=1): pages keyed by id, ranked by `index`.
const recorded = {
  batchcomplete: '',
  continue: { gsroffset: 3, continue: 'gsroffset||' },
  query: {
    pages: {
      '5501': {
        pageid: 5501,
        ns: 6,
        title: 'File:Fachada azulejos Lisboa.jpg',
        index: 2,
        imagerepository: 'local',
        imageinfo: [
          {
            thumburl: thumb('Fachada_azulejos_Lisboa.jpg'),
            thumbwidth: 1024,
            thumbheight: 683,
            url: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Fachada_azulejos_Lisboa.jpg',
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Fachada_azulejos_Lisboa.jpg',
            descriptionshorturl: 'https://commons.wikimedia.org/w/index.php?curid=5501',
            mime: 'image/jpeg',
            extmetadata: {
              DateTime: { value: '2019-05-04 10:12:00', source: 'mediawiki-metadata', hidden: '' },
              Artist: {
                value:
                  '<span class="fn value"><a href="//commons.wikimedia.org/wiki/User:Ana_M" title="User:Ana M">Ana M</a> &amp; co</span>',
                source: 'commons-desc-page',
              },
              LicenseShortName: { value: 'CC BY-SA 4.0', source: 'commons-desc-page', hidden: '' },
            },
          },
        ],
      },
      '4410': {
        pageid: 4410,
        ns: 6,
        title: 'File:Azulejo panel, Museu Nacional do Azulejo.png',
        index: 1,
        imagerepository: 'local',
        imageinfo: [
          {
            thumburl: thumb('Azulejo_panel.png'),
            url: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Azulejo_panel.png',
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Azulejo_panel,_Museu_Nacional_do_Azulejo.png',
            mime: 'image/png',
            extmetadata: {
              ObjectName: { value: 'Azulejo panel', source: 'mediawiki-metadata', hidden: '' },
              LicenseShortName: { value: 'Public domain', source: 'commons-desc-page', hidden: '' },
            },
          },
        ],
      },
      '7702': {
        pageid: 7702,
        ns: 6,
        title: 'File:Azulejo pattern.svg',
        index: 3,
        imagerepository: 'local',
        imageinfo: [
          {
            url: 'https://upload.wikimedia.org/x.svg',
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:x.svg',
            mime: 'application/pdf',
          },
        ],
      },
    },
  },
};

describe('wikimedia commons photo source', () => {
  it('searches bitmap files through the Action API and maps ranked pages to credited candidates', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, recorded));
    const found = await createWikimediaSource({ baseUrl: server.baseUrl }).search('azulejo tiles lisbon', { limit: 3, userId: 'u1' });

    const [req] = server.requests;
    const url = new URL(req.url, server.baseUrl);
    expect(req.method).toBe('GET');
    expect(url.pathname).toBe('/w/api.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'query',
      format: 'json',
      generator: 'search',
      gsrsearch: 'azulejo tiles lisbon filetype:bitmap',
      gsrnamespace: '6',
      gsrlimit: '3',
      prop: 'imageinfo',
      iiprop: 'url|extmetadata|mime',
      iiurlwidth: '1024',
    });
    expect(req.headers['user-agent']).toMatch(/^Loci\/[\d.]+ \(.+\)/);

    expect(found).toEqual([
      {
        url: thumb('Azulejo_panel.png'),
        title: 'Azulejo panel',
        credit: 'Unknown',
        licence: 'Public domain',
        sourceUrl: 'https://commons.wikimedia.org/wiki/File:Azulejo_panel,_Museu_Nacional_do_Azulejo.png',
      },
      {
        url: thumb('Fachada_azulejos_Lisboa.jpg'),
        title: 'Fachada azulejos Lisboa',
        credit: 'Ana M & co',
        licence: 'CC BY-SA 4.0',
        sourceUrl: 'https://commons.wikimedia.org/wiki/File:Fachada_azulejos_Lisboa.jpg',
      },
    ]);
  });

  it('puts the contact in the User-Agent and reads "no results" (no query key) as empty', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, { batchcomplete: '' }));
    const source = createWikimediaSource({ baseUrl: `${server.baseUrl}/`, contact: 'https://loci.example' });
    await expect(source.search('zzqx', { limit: 5, userId: 'u1' })).resolves.toEqual([]);
    expect(server.requests[0].headers['user-agent']).toMatch(/^Loci\/[\d.]+ \(https:\/\/loci\.example; /);
    expect(new URL(server.requests[0].url, server.baseUrl).pathname).toBe('/w/api.php');
  });

  it.each([
    [429, 'quota'],
    [403, 'rejected'],
    [401, 'rejected'],
    [503, 'network'],
  ])('maps HTTP %i to %s', async (status, kind) => {
    const server = await peer((_req, res) => sendJson(res, status, { error: { code: 'x', info: 'y' } }));
    await expect(createWikimediaSource({ baseUrl: server.baseUrl }).search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'wikimedia',
      kind,
    });
  });

  it('maps API errors in a 200 body: ratelimited → quota, others and malformed bodies → rejected', async () => {
    let body: unknown = { error: { code: 'ratelimited', info: "You've exceeded your rate limit." } };
    const server = await peer((_req, res) => sendJson(res, 200, body));
    const source = createWikimediaSource({ baseUrl: server.baseUrl });
    await expect(source.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'quota' });
    body = { error: { code: 'badvalue', info: 'Unrecognized value' } };
    await expect(source.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'rejected' });
    body = { query: { pages: [1, 2] } };
    await expect(source.search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('maps a timeout or an abort to timeout, and a reset connection to network', async () => {
    const silent = await peer(() => undefined);
    await expect(
      createWikimediaSource({ baseUrl: silent.baseUrl, timeoutMs: 100 }).search('x', { limit: 1, userId: 'u1' }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    const aborted = createWikimediaSource({ baseUrl: silent.baseUrl }).search('x', {
      limit: 1,
      userId: 'u1',
      signal: AbortSignal.timeout(50),
    });
    await expect(aborted).rejects.toMatchObject({ kind: 'timeout' });
    await close?.();
    const reset = await peer((_req, res) => res.socket?.destroy());
    await expect(createWikimediaSource({ baseUrl: reset.baseUrl }).search('x', { limit: 1, userId: 'u1' })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('stripHtml', () => {
  it('keeps the words of Commons metadata HTML and decodes entities', () => {
    expect(stripHtml('<a href="//x">J&#246;rg</a>&nbsp;<i>(talk)</i> &#x263A;')).toBe('Jörg (talk) ☺');
  });
});

describe('PHOTO_SOURCE=wikimedia', () => {
  it('is chosen by createPhotoSource with no key, and passes the contact into the User-Agent', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, { batchcomplete: '' }));
    const photos = await createPhotoSource({
      photoSource: 'wikimedia',
      libraryLookup: async () => [],
      wikimedia: { baseUrl: server.baseUrl, contact: 'https://loci.example' },
    });
    expect([photos.provider, photos.offline]).toEqual(['wikimedia', false]);
    await photos.search('x', { limit: 1, userId: 'u1' });
    expect(server.requests[0].headers['user-agent']).toContain('https://loci.example');
  });
});
