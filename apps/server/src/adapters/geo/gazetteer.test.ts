import { describe, expect, it } from 'vitest';
import { getGazetteer } from './load-gazetteer.js';
import { foldText } from './text-normalise.js';

const gaz = getGazetteer();

/**
 * The name keys that start with one of `prefixes`, as the plain strings they stand for, found the slow
 * way (each folded name and its word tails; the others are left out to keep the sort small).
 */
function keysByHand(prefixes: string[]): { key: string; city: number; whole: boolean; count: number }[] {
  const keys: { key: string; city: number; whole: boolean; count: number }[] = [];
  let count = 0;
  const add = (key: string, city: number, whole: boolean) => {
    count++;
    if (prefixes.some((p) => key.startsWith(p))) keys.push({ key, city, whole, count: 0 });
  };
  gaz.everyName((folded, i) => {
    add(folded, i, true);
    for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1)) add(folded.slice(at + 1), i, false);
  });
  for (const k of keys) k.count = count;
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
}

describe('the compact gazetteer', () => {
  it('holds every GeoNames place with its fields', () => {
    expect(gaz.size).toBeGreaterThan(190_000);
    const lisbon = Array.from({ length: gaz.size }, (_, i) => gaz.city(i)).find((c) => c.id === 2267057);
    expect(lisbon).toMatchObject({ name: 'Lisbon', countryCode: 'PT', country: 'Portugal', featureCode: 'PPLC' });
    expect(lisbon?.lat).toBeCloseTo(38.7167, 2);
    expect(lisbon?.lng).toBeCloseTo(-9.1333, 2);
    expect(lisbon?.population).toBeGreaterThan(500_000);
    expect(lisbon?.weight).toBeCloseTo(Math.log10((lisbon?.population ?? 0) + 1), 6);
    const brooklyn = Array.from({ length: gaz.size }, (_, i) => gaz.city(i)).find(
      (c) => c.name === 'Brooklyn' && c.countryCode === 'US' && c.adminCode === 'NY',
    );
    expect(brooklyn?.region).toBe('New York');
  });

  it('finds the same keys, in the same order, as sorting the key strings would', () => {
    const prefixes = ['lis', 'rio de', 'de janeiro', 'san', 'new york', 'x', 'sao paulo', 'zz', 'a b', 'tromso', '京都', 'моск'];
    const all = keysByHand(prefixes);
    expect(gaz.keyCount).toBe(all[0].count);
    for (const prefix of prefixes) {
      const found: { city: number; whole: boolean; exact: boolean }[] = [];
      gaz.forEachKey(prefix, (city, whole, exact) => found.push({ city, whole, exact }));
      const expected = all.filter((k) => k.key.startsWith(prefix)).map((k) => ({ city: k.city, whole: k.whole, exact: k.key === prefix }));
      expect(found, prefix).toEqual(expected);
    }
  });

  it('keys each place by its own name first, then a few alternates', () => {
    const names = new Map<number, string[]>();
    gaz.everyName((name, city) => names.set(city, [...(names.get(city) ?? []), name]));
    for (const i of [0, 1000, 100_000, gaz.size - 1]) expect(names.get(i)?.[0]).toBe(foldText(gaz.city(i).name));
    const kyoto = Array.from({ length: gaz.size }, (_, i) => i).find((i) => gaz.city(i).id === 1857910) ?? -1;
    expect(names.get(kyoto)).toEqual(expect.arrayContaining(['kyoto', '京都']));
  });

  it('visits nothing for an empty prefix or one no name starts with', () => {
    const visit = (prefix: string) => {
      let n = 0;
      gaz.forEachKey(prefix, () => n++);
      return n;
    };
    expect(visit('')).toBe(0);
    expect(visit('qqqqzx')).toBe(0);
    expect(visit('lisbon')).toBeGreaterThan(0);
  });
});
