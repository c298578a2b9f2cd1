import { z } from 'zod';
import type { Geocoder, GeoPlace, GeoReverse } from './geocoder.port.js';
import { getGazetteer } from './load-gazetteer.js';
import { buildPlaceFacts, buildSiteFacts } from './offline-geocoder.js';
import { placesInView } from './places-in-view.js';

/** Nominatim's address block (jsonv2 with addressdetails); every field is optional. */
const addressSchema = z
  .object({
    house_number: z.string(),
    road: z.string(),
    neighbourhood: z.string(),
    quarter: z.string(),
    suburb: z.string(),
    city_district: z.string(),
    borough: z.string(),
    city: z.string(),
    town: z.string(),
    village: z.string(),
    municipality: z.string(),
    hamlet: z.string(),
    county: z.string(),
    state: z.string(),
    country: z.string(),
    country_code: z.string(),
  })
  .partial();

const placeSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string(),
  address: addressSchema.optional(),
  extratags: z.record(z.string(), z.string().nullable()).nullable().optional(),
});

const searchSchema = z.array(placeSchema);
const reverseSchema = z.union([placeSchema, z.object({ error: z.string() })]);

type NominatimPlace = z.infer<typeof placeSchema>;
type NominatimAddress = z.infer<typeof addressSchema>;

/** Options for the Nominatim adapter. */
export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org (the usage policy asks for a real User-Agent). */
  baseUrl: string;
  userAgent: string;
  /** Preferred result language, sent as Accept-Language. */
  language?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function localityOf(a: NominatimAddress | undefined): string | undefined {
  return a?.city ?? a?.town ?? a?.village ?? a?.municipality ?? a?.hamlet;
}

/**
 * A street address as the result spells it ("2101 Church Avenue" or "Rua Augusta 24": the house
 * number goes where `display_name` puts it), or undefined when the result is not an address.
 */
function streetOf(p: NominatimPlace): string | undefined {
  const a = p.address;
  if (!a?.road) return undefined;
  if (!a.house_number) return a.road;
  const numberFirst = p.display_name.trim().startsWith(a.house_number);
  return numberFirst ? `${a.house_number} ${a.road}` : `${a.road} ${a.house_number}`;
}

function toGeoPlace(p: NominatimPlace): GeoPlace {
  const a = p.address;
  const street = streetOf(p);
  const name = street ?? (p.name || localityOf(a) || p.display_name.split(',')[0].trim());
  const population = Number(p.extratags?.population);
  const region = a?.state;
  // An address names its town too, so "Church Avenue" in Brooklyn is not mistaken for one elsewhere.
  const labelParts = [name, street ? localityOf(a) : undefined, region, a?.country].filter((x): x is string => Boolean(x));
  return {
    id: String(p.place_id),
    name,
    region,
    country: a?.country,
    countryCode: a?.country_code?.toUpperCase(),
    label: labelParts.filter((x, i) => labelParts.indexOf(x) === i).join(', '),
    lat: p.lat,
    lng: p.lon,
    population: Number.isFinite(population) && population > 0 ? population : undefined,
  };
}

/**
 * Geocoder over a Nominatim server (OpenStreetMap). Place facts come from the offline
 * gazetteer, named after what Nominatim calls the point.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    const headers: Record<string, string> = { 'User-Agent': options.userAgent, Accept: 'application/json' };
    if (options.language) headers['Accept-Language'] = options.language;
    const res = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
    if (!res.ok) throw new Error(`Nominatim ${path} answered HTTP ${res.status}`);
    return res.json();
  }

  async function reverse(lat: number, lng: number): Promise<GeoReverse> {
    const params = { format: 'jsonv2', lat: String(lat), lon: String(lng), addressdetails: '1', zoom: '18' };
    const body = reverseSchema.parse(await getJson('/reverse', params));
    if ('error' in body) return { formattedAddress: `${lat.toFixed(4)}, ${lng.toFixed(4)}`, lat, lng };
    const a = body.address;
    return {
      neighbourhood: a?.neighbourhood ?? a?.quarter,
      sublocality: a?.suburb ?? a?.city_district ?? a?.borough,
      locality: localityOf(a),
      formattedAddress: body.display_name,
      lat,
      lng,
    };
  }

  return {
    async search(q, limit = 8) {
      const query = q.trim();
      if (!query) return [];
      const params = {
        format: 'jsonv2',
        q: query,
        limit: String(Math.min(Math.max(1, limit), 40)),
        addressdetails: '1',
        extratags: '1',
      };
      return searchSchema.parse(await getJson('/search', params)).map(toGeoPlace);
    },
    reverse,
    async placeFacts(lat, lng, label) {
      if (label?.trim()) return buildPlaceFacts(lat, lng, label);
      const r = await reverse(lat, lng);
      return buildPlaceFacts(lat, lng, r.neighbourhood ?? r.sublocality ?? r.locality);
    },
    mapPlaces(box, limit) {
      return placesInView(getGazetteer(), box, limit);
    },
    async siteFacts(lat, lng, label) {
      return buildSiteFacts({ lat, lng }, label);
    },
  };
}
