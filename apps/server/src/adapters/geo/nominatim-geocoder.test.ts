import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Geocoder } from './geocoder.port.js';
import { createNominatimGeocoder } from './nominatim-geocoder.js';

/** Shapes recorded from nominatim.openstreetmap.org (jsonv2, addressdetails=1). */
const LISBON_SEARCH = [
  {
    place_id: 259044011,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 5400890,
    lat: '38.7077507',
    lon: '-9.1365919',
    category: 'boundary',
    type: 'administrative',
    place_rank: 14,
    importance: 0.7515,
    addresstype: 'city',
    name: 'Lisboa',
    display_name: 'Lisboa, Portugal',
    address: { city: 'Lisboa', 'ISO3166-2-lvl6': 'PT-11', country: 'Portugal', country_code: 'pt' },
    extratags: { population: '545796', wikidata: 'Q597' },
    boundingbox: ['38.6913994', '38.7967584', '-9.2298356', '-9.0863328'],
  },
];

const BROOKLYN_REVERSE = {
  place_id: 329357722,
  lat: '40.6500574',
  lon: '-73.9496098',
  category: 'building',
  type: 'yes',
  place_rank: 30,
  addresstype: 'building',
  name: '',
  display_name: '2101, Church Avenue, Flatbush, Brooklyn, Kings County, New York, 11226, United States',
  address: {
    house_number: '2101',
    road: 'Church Avenue',
    neighbourhood: 'Flatbush',
    suburb: 'Brooklyn',
    county: 'Kings County',
    city: 'New York',
    state: 'New York',
    'ISO3166-2-lvl4': 'US-NY',
    postcode: '11226',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['40.6500074', '40.6501074', '-73.9496598', '-73.9495598'],
};

interface Seen {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let geo: Geocoder;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/down/')) return void res.writeHead(503, { connection: 'close' }).end();
    seen.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    const lat = url.searchParams.get('lat');
    let body: unknown = { error: 'Unable to geocode' };
    if (url.pathname === '/search')
      body =
        url.searchParams.get('q') === 'Lisbon' ? LISBON_SEARCH : url.searchParams.get('q')?.includes('Church') ? [BROOKLYN_REVERSE] : [];
    if (url.pathname === '/reverse' && lat === '40.6501') body = BROOKLYN_REVERSE;
    // No keep-alive: a socket the server closes while a slow test runs would fail the next fetch.
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  geo = createNominatimGeocoder({ baseUrl: `http://127.0.0.1:${port}/`, userAgent: 'Loci-test/1.0', language: 'en' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('Nominatim geocoder (wire format)', () => {
  it('searches with jsonv2 and maps places', async () => {
    const places = await geo.search('  Lisbon ', 5);
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.path).toBe('/search');
    expect(req.params.get('format')).toBe('jsonv2');
    expect(req.params.get('q')).toBe('Lisbon');
    expect(req.params.get('limit')).toBe('5');
    expect(req.params.get('addressdetails')).toBe('1');
    expect(req.headers['user-agent']).toBe('Loci-test/1.0');
    expect(req.headers['accept-language']).toBe('en');
    expect(places).toEqual([
      {
        id: '259044011',
        name: 'Lisboa',
        region: undefined,
        country: 'Portugal',
        countryCode: 'PT',
        label: 'Lisboa, Portugal',
        lat: 38.7077507,
        lng: -9.1365919,
        population: 545796,
      },
    ]);
  });

  it('labels a street address with its number, street and town', async () => {
    const [place] = await geo.search('2101 Church Avenue, Brooklyn', 5);
    expect(place.name).toBe('2101 Church Avenue');
    expect(place.label).toBe('2101 Church Avenue, New York, United States');
    expect(place.lat).toBeCloseTo(40.65, 2);
  });

  it('does not call the server for a blank query', async () => {
    expect(await geo.search('  ')).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('reverses with lat/lon and picks neighbourhood, suburb and city', async () => {
    const r = await geo.reverse(40.6501, -73.9496);
    expect(seen[0].path).toBe('/reverse');
    expect(seen[0].params.get('lat')).toBe('40.6501');
    expect(seen[0].params.get('lon')).toBe('-73.9496');
    expect(seen[0].params.get('format')).toBe('jsonv2');
    expect(r).toEqual({
      neighbourhood: 'Flatbush',
      sublocality: 'Brooklyn',
      locality: 'New York',
      formattedAddress: BROOKLYN_REVERSE.display_name,
      lat: 40.6501,
      lng: -73.9496,
    });
  });

  it('falls back to coordinates when Nominatim cannot geocode', async () => {
    const r = await geo.reverse(0.5, -20.25);
    expect(r.locality).toBeUndefined();
    expect(r.formattedAddress).toBe('0.5000, -20.2500');
  });

  it('names place facts after the reverse lookup, with offline facts', async () => {
    const f = await geo.placeFacts(40.6501, -73.9496);
    expect(f.name).toBe('Flatbush');
    expect(f.country?.code).toBe('US');
    expect(f.neighbours.length).toBeGreaterThan(0);
  });

  it('throws on an HTTP error', async () => {
    const { port } = server.address() as AddressInfo;
    const down = createNominatimGeocoder({ baseUrl: `http://127.0.0.1:${port}/down`, userAgent: 'x' });
    await expect(down.search('Lisbon')).rejects.toThrow(/HTTP/);
  });
});
