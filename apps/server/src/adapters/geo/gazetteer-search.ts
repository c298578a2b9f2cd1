import { countries } from 'countries-list';
import type { City, Gazetteer } from './gazetteer.js';
import { distanceKm } from './spatial.js';
import { foldText } from './text-normalise.js';

interface Scored {
  city: number;
  score: number;
}

const shortPrefixMemo = new Map<string, City[]>();
let countryNames: Map<string, string[]> | undefined;

/** Folded names a person may type for each country: name, native name, aliases, code. */
function getCountryNames(): Map<string, string[]> {
  if (countryNames) return countryNames;
  countryNames = new Map();
  for (const [code, c] of Object.entries(countries)) {
    const names = [c.name, c.native, ...(c.alias ?? [])].map(foldText).filter(Boolean);
    countryNames.set(code, [...names, code.toLowerCase()]);
  }
  return countryNames;
}

/** What the text after a comma may name: a country, a region, or a city the place lies in or beside. */
interface Qualifier {
  text: string;
  /** Places named exactly `text`, biggest first (a few): "Ribeira, Porto" keeps what lies near Porto. */
  cities: City[];
}

/** A place this close to a city named in the qualifier counts as in it (a section, a suburb). */
const NEAR_CITY_KM = 20;
const SECTION_WEIGHT = 3;
/** Each edit a misspelt name needs costs more than a tenfold population. */
const EDIT_COST = 2.5;
const MAX_QUALIFIER_CITIES = 8;

function toQualifier(gaz: Gazetteer, text: string): Qualifier {
  const top: Scored[] = [];
  gaz.forEachKey(text, (index, whole, exact) => {
    if (whole && exact) offer(top, { city: index, score: gaz.city(index).weight }, MAX_QUALIFIER_CITIES);
  });
  return { text, cities: top.map((t) => gaz.city(t.city)) };
}

/** True when the text after a comma ("portugal", "ny", "usa", "porto") fits this place. */
function matchesQualifier(city: City, qualifier: Qualifier): boolean {
  const q = qualifier.text;
  const names = getCountryNames().get(city.countryCode) ?? [];
  if (names.some((n) => (q.length <= 2 ? n === q : n.startsWith(q)))) return true;
  if (city.countryCode === 'US' && city.adminCode.toLowerCase() === q) return true;
  const region = city.region ? foldText(city.region) : '';
  if (region !== '' && region.startsWith(q)) return true;
  return qualifier.cities.some((c) => c.id !== city.id && distanceKm(c.lat, c.lng, city.lat, city.lng) <= NEAR_CITY_KM);
}

/**
 * Population leads, but a name typed in full beats a longer name it begins: "Gion" (a section with no
 * population figure) comes before "Gionghi-Cappella". A section named with its city loses its penalty.
 */
function scoreCity(city: City, whole: boolean, exact: boolean, qualified = false): number {
  // A named section with no population figure counts as a place of about 1,000 people.
  let score = city.population === 0 && city.featureCode === 'PPLX' ? SECTION_WEIGHT : city.weight;
  if (exact) score += whole ? 4 : 2;
  if (whole) score += 1;
  if (city.featureCode === 'PPLC') score += 0.3;
  if (city.featureCode === 'PPLX' && !qualified) score -= 0.5;
  return score;
}

/** Keeps the best `limit` entries, one per city, best first (limit is small: linear insert). */
function offer(top: Scored[], entry: Scored, limit: number): void {
  const existing = top.findIndex((t) => t.city === entry.city);
  if (existing !== -1) {
    if (top[existing].score >= entry.score) return;
    top.splice(existing, 1);
  } else if (top.length >= limit && top[top.length - 1].score >= entry.score) {
    return;
  }
  let at = top.length;
  while (at > 0 && top[at - 1].score < entry.score) at--;
  top.splice(at, 0, entry);
  if (top.length > limit) top.pop();
}

/**
 * Prefix search over the gazetteer, accent- and case-insensitive. "City, Country" (or
 * "City, Region") narrows by the part after the first comma. Ranked by population, with a
 * bonus for exact and whole-name matches; ties keep name-key order, so results are stable.
 * One- and two-letter prefixes scan thousands of keys, so their answers are memoised.
 */
export function searchGazetteer(gaz: Gazetteer, query: string, limit: number): City[] {
  const [head, ...rest] = query.split(',');
  const prefix = foldText(head ?? '');
  if (!prefix || limit <= 0) return [];
  const qualifiers = rest
    .map(foldText)
    .filter(Boolean)
    .map((q) => toQualifier(gaz, q));
  const memoKey = prefix.length <= 2 && qualifiers.length === 0 ? `${prefix}|${limit}` : undefined;
  const memoised = memoKey ? shortPrefixMemo.get(memoKey) : undefined;
  if (memoised) return memoised.slice();
  const top: Scored[] = [];
  gaz.forEachKey(prefix, (index, whole, exact) => {
    const city = gaz.city(index);
    if (qualifiers.length > 0 && !qualifiers.every((q) => matchesQualifier(city, q))) return;
    offer(top, { city: index, score: scoreCity(city, whole, exact, qualifiers.length > 0) }, limit);
  });
  if (top.length === 0) addMisspelt(gaz, { prefix, qualifiers, top, limit });
  const found = top.map((s) => gaz.city(s.city));
  if (memoKey && shortPrefixMemo.size < 5000) shortPrefixMemo.set(memoKey, found);
  return found.slice();
}

/**
 * Names within a small edit distance of the typed text ("Lisbonn", "Kyotto"), when no name begins
 * with it: one edit for names up to 6 letters, two beyond. Candidates share the first two
 * letters (or have them swapped), which keeps the scan to a few thousand names.
 */
function addMisspelt(gaz: Gazetteer, search: { prefix: string; qualifiers: Qualifier[]; top: Scored[]; limit: number }): void {
  const { prefix, qualifiers, top, limit } = search;
  if (prefix.length < 4) return;
  const maxEdits = prefix.length <= 6 ? 1 : 2;
  const visit = (index: number, key: string) => {
    if (Math.abs(key.length - prefix.length) > maxEdits) return;
    const edits = editDistance(prefix, key, maxEdits);
    if (edits > maxEdits) return;
    const city = gaz.city(index);
    if (qualifiers.length > 0 && !qualifiers.every((q) => matchesQualifier(city, q))) return;
    offer(top, { city: index, score: scoreCity(city, true, true, qualifiers.length > 0) - 10 - EDIT_COST * edits }, limit);
  };
  gaz.forEachName(prefix.slice(0, 2), visit);
  if (prefix[1] !== prefix[0]) gaz.forEachName(prefix[1] + prefix[0], visit);
}

/** Optimal string alignment distance (adjacent swaps count as one edit), given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}
