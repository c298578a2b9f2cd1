import { describe, expect, it } from 'vitest';
import { getGazetteer } from './gazetteer.js';
import { foldText } from './text-normalise.js';

const gaz = getGazetteer();

/** Every name key as the plain string it stands for, found the slow way (each place's folded name and its word tails). */
function keysByHand(): { key: string; city: number; whole: boolean }[] {
  const keys: { key: string; city: number; whole: boolean }[] = [];
  for (let i = 0; i < gaz.size; i++) {
    const folded = foldText(gaz.city(i).name);
    if (!folded) continue;
    keys.push({ key: folded, city: i, whole: true });
    for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1))
      keys.push({ key: folded.slice(at + 1), city: i, whole: false });
  }
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
}

describe('the compact gazetteer', () => {
  it('holds every GeoNames place with its fields', () => {
    expect(gaz.size).toBeGreaterThan(130_000);
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
    const all = keysByHand();
    expect(gaz.keyCount).toBe(all.length);
    for (const prefix of ['lis', 'rio de', 'de janeiro', 'san', 'new york', 'x', 'sao paulo', 'zz', 'a b', 'tromso']) {
      const found: { city: number; whole: boolean; exact: boolean }[] = [];
      gaz.forEachKey(prefix, (city, whole, exact) => found.push({ city, whole, exact }));
      const expected = all.filter((k) => k.key.startsWith(prefix)).map((k) => ({ city: k.city, whole: k.whole, exact: k.key === prefix }));
      expect(found, prefix).toEqual(expected);
    }
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
