import { countries } from 'countries-list';
import type { City, Gazetteer } from './gazetteer.js';
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

/** True when the text after a comma ("portugal", "ny", "usa") fits this city. */
function matchesQualifier(city: City, qualifier: string): boolean {
  const names = getCountryNames().get(city.countryCode) ?? [];
  if (names.some((n) => (qualifier.length <= 2 ? n === qualifier : n.startsWith(qualifier)))) return true;
  if (city.countryCode === 'US' && city.adminCode.toLowerCase() === qualifier) return true;
  const region = city.region ? foldText(city.region) : '';
  return region !== '' && region.startsWith(qualifier);
}

function scoreCity(city: City, whole: boolean, exact: boolean): number {
  let score = city.weight;
  if (exact) score += 2;
  if (whole) score += 1;
  if (city.featureCode === 'PPLC') score += 0.3;
  if (city.featureCode === 'PPLX') score -= 0.5;
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
  const qualifiers = rest.map(foldText).filter(Boolean);
  const memoKey = prefix.length <= 2 && qualifiers.length === 0 ? `${prefix}|${limit}` : undefined;
  const memoised = memoKey ? shortPrefixMemo.get(memoKey) : undefined;
  if (memoised) return memoised.slice();
  const top: Scored[] = [];
  gaz.forEachKey(prefix, (index, whole, exact) => {
    const city = gaz.city(index);
    if (qualifiers.length > 0 && !qualifiers.every((q) => matchesQualifier(city, q))) return;
    offer(top, { city: index, score: scoreCity(city, whole, exact) }, limit);
  });
  const found = top.map((s) => gaz.city(s.city));
  if (memoKey && shortPrefixMemo.size < 5000) shortPrefixMemo.set(memoKey, found);
  return found.slice();
}
