import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeDescription, whereSentence } from '../ai/offline/compose-description.js';
import { pickLabels } from '../ai/offline/labels.js';
import { createRng } from '../ai/offline/seed.js';
import { buildPlaceFacts, buildSiteFacts, createOfflineGeocoder } from './offline-geocoder.js';
import { createOverpassFeatures } from './overpass-features.js';
import { getSunFacts } from './place-facts-builder.js';
import { withPlaceFeatures } from './with-place-features.js';

/** Shapes as overpass-api.de answers `out tags center` (ways carry a centre, nodes their own point). */
const ARASHIYAMA_OVERPASS = {
  version: 0.6,
  generator: 'Overpass API 0.7.62',
  osm3s: { timestamp_osm_base: '2026-11-28T10:00:00Z', copyright: 'The data included in this document is from www.openstreetmap.org.' },
  elements: [
    {
      type: 'way',
      id: 28398011,
      center: { lat: 35.0129, lon: 135.6777 },
      tags: { bridge: 'yes', highway: 'secondary', name: '渡月橋', 'name:en': 'Togetsukyo Bridge' },
    },
    {
      type: 'way',
      id: 40261233,
      center: { lat: 35.0105, lon: 135.679 },
      tags: { waterway: 'river', name: '桂川', 'name:en': 'Katsura River' },
    },
    {
      type: 'way',
      id: 40261234,
      center: { lat: 35.02, lon: 135.66 },
      tags: { waterway: 'river', name: '桂川', 'name:en': 'Katsura River' },
    },
    {
      type: 'node',
      id: 1330392,
      lat: 35.0157,
      lon: 135.6739,
      tags: { amenity: 'place_of_worship', religion: 'buddhist', name: '天龍寺', 'name:en': 'Tenryu-ji' },
    },
    {
      type: 'way',
      id: 99,
      center: { lat: 35.0171, lon: 135.6712 },
      tags: { natural: 'wood', name: '竹林の小径', 'name:en': 'Bamboo Forest Path' },
    },
    { type: 'node', id: 5, lat: 35.01, lon: 135.67, tags: { shop: 'gift', name: 'A Shop' } },
    { type: 'node', id: 6, lat: 35.01, lon: 135.67, tags: { historic: 'memorial' } },
  ],
};

let server: Server;
let url = '';
let answer: (res: import('node:http').ServerResponse) => void = () => undefined;
const seen: { body: string; agent: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ body: Buffer.concat(chunks).toString('utf8'), agent: req.headers['user-agent'] });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (body: unknown) => (res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('features near a place from an Overpass interpreter (loopback peer)', () => {
  it('asks for named features around the point and names each once, nearest first', async () => {
    answer = json(ARASHIYAMA_OVERPASS);
    const features = createOverpassFeatures({ url, userAgent: 'Loci/test' });
    const found = await features.near(35.0094, 135.6668);
    const data = new URLSearchParams(seen.at(-1)?.body ?? '').get('data') ?? '';
    expect(data).toContain('around:1200,35.009400,135.666800');
    expect(data).toContain('[out:json]');
    expect(seen.at(-1)?.agent).toBe('Loci/test');
    expect(found.map((f) => f.name)).toEqual(['Bamboo Forest Path', 'Tenryu-ji', 'Togetsukyo Bridge', 'Katsura River']);
    expect(found.map((f) => f.kind)).toEqual(['nature', 'worship', 'bridge', 'river']);
    expect(found.every((f) => f.source === 'openstreetmap')).toBe(true);
  });

  it("leads a neighbourhood's facts with the provider's features, then Loci's own", async () => {
    answer = json(ARASHIYAMA_OVERPASS);
    const geo = withPlaceFeatures(createOfflineGeocoder(), createOverpassFeatures({ url, userAgent: 'Loci/test' }));
    const facts = await geo.placeFacts(35.0094, 135.6668, 'Arashiyama, Kyoto, Japan');
    expect(facts.name).toBe('Arashiyama');
    expect(facts.nearby?.[0]?.source).toBe('openstreetmap');
    expect(facts.nearby?.map((f) => f.name)).toEqual(expect.arrayContaining(['Togetsukyo Bridge', 'Togetsukyō Bridge', 'Katsura River']));
  });

  it('keeps the facts as the gazetteer gave them when the provider fails', async () => {
    answer = (res) => {
      res.writeHead(504);
      res.end('timeout');
    };
    const errors: unknown[] = [];
    const geo = withPlaceFeatures(createOfflineGeocoder(), createOverpassFeatures({ url, userAgent: 'Loci/test' }), (e) => errors.push(e));
    const facts = await geo.placeFacts(35.0094, 135.6668, 'Arashiyama, Kyoto, Japan');
    expect(errors).toHaveLength(1);
    expect(facts.nearby?.every((f) => f.source === 'loci')).toBe(true);
  });

  it('asks nothing for a whole city: its own words are in the vocabulary', async () => {
    const before = seen.length;
    answer = json(ARASHIYAMA_OVERPASS);
    const geo = withPlaceFeatures(createOfflineGeocoder(), createOverpassFeatures({ url, userAgent: 'Loci/test' }));
    const facts = await geo.placeFacts(35.0116, 135.7681, 'Kyoto, Japan');
    expect(facts.kind).toBe('city');
    expect(facts.nearby).toBeUndefined();
    expect(seen.length).toBe(before);
  });
});

describe("a neighbourhood's own features lead its labels", () => {
  const arashiyama = buildPlaceFacts(35.0094, 135.6668, 'Arashiyama, Kyoto, Japan');

  it('gives Arashiyama its bridge, river and temple, not only Kyoto-wide words', () => {
    const labels = (['historical', 'social', 'physical'] as const).flatMap((s) => pickLabels(s, arashiyama, 8, createRng(`a-${s}`)));
    const own = ['Togetsukyō Bridge', 'Katsura River', 'Bamboo Grove', 'Tenryū-ji Temple'].filter((l) => labels.includes(l));
    expect(own.length).toBeGreaterThanOrEqual(3);
  });

  it('says which labels are the place itself and which its city as a whole', () => {
    const where = whereSentence({
      section: 'physical',
      place: arashiyama,
      brandName: '',
      keywords: [],
      labels: ['Katsura River', 'Togetsukyō Bridge'],
    });
    expect(where).toMatch(/Katsura River and the Togetsukyō bridge are in Arashiyama itself, from Loci's list/i);
    const text = composeDescription(
      {
        section: 'physical',
        place: arashiyama,
        brandName: 'Aesop',
        keywords: [],
        labels: pickLabels('physical', arashiyama, 6, createRng(1)),
      },
      createRng(1),
    );
    expect(text).toMatch(/in Arashiyama itself/);
  });

  it("says a page's words are its country's when nothing of the place itself belongs on it", () => {
    const social = pickLabels('social', arashiyama, 4, createRng(3));
    const where = whereSentence({ section: 'social', place: arashiyama, brandName: '', keywords: [], labels: social }) ?? '';
    expect(where).toMatch(/are read from Japan as a whole, not from Arashiyama in particular\.$/);
    // A whole city's page does not say it: its words are its own.
    const kyoto = buildPlaceFacts(35.0116, 135.7681, 'Kyoto, Japan');
    expect(
      whereSentence({ section: 'social', place: kyoto, brandName: '', keywords: [], labels: pickLabels('social', kyoto, 4, createRng(3)) }),
    ).toBeUndefined();
  });

  it('calls a village a village when a label carries its name', () => {
    const hallstatt = buildPlaceFacts(47.5622, 13.6493, 'Hallstatt, Austria');
    const text = composeDescription(
      {
        section: 'historical',
        place: hallstatt,
        brandName: 'Aesop',
        keywords: [],
        labels: ['Hallstatt Salt Mine', 'Restored Interiors', 'Heritage Facades', 'Faded Signage'],
      },
      createRng(4),
    );
    expect(text).toMatch(/the village/);
    expect(text).not.toMatch(/the city/);
  });

  it("leads Gion's daily-life page with its own street", () => {
    const gion = buildPlaceFacts(35.0037, 135.7752, 'Gion, Kyoto, Japan');
    expect(gion.kind).toBe('neighbourhood');
    const social = pickLabels('social', gion, 6, createRng(2));
    expect(social).toContain('Hanamikoji Street');
  });
});

describe('a pinned site', () => {
  it("takes the site's sun and says how far it lies from the place's centre", () => {
    const site = { lat: 35.0213, lng: 135.6702 };
    const facts = buildSiteFacts(site, 'Arashiyama, Kyoto, Japan');
    expect(facts.lat).toBe(site.lat);
    expect(facts.sun).toEqual(getSunFacts(site.lat, site.lng));
    expect(facts.site?.centreName).toBe('Arashiyama');
    expect(facts.site?.centreDistanceKm).toBeGreaterThan(0.5);
    expect(facts.site?.centreDistanceKm).toBeLessThan(3);
    const far = buildSiteFacts({ lat: 35.0116, lng: 135.7681 }, 'Kyoto, Japan');
    expect(far.site?.centreName).toBe('Kyoto');
    // A site far north of its place's point: the sun is worked out where the site is.
    const north = buildSiteFacts({ lat: 43.06, lng: 141.35 }, 'Kyoto, Japan');
    expect(north.sun).toEqual(getSunFacts(43.06, 141.35));
    expect(north.sun.decemberNoonAltitude).toBeLessThan(far.sun.decemberNoonAltitude - 5);
  });
});
