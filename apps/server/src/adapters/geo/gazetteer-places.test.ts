import { describe, expect, it } from 'vitest';
import { editDistance, searchGazetteer } from './gazetteer-search.js';
import { getGazetteer } from './load-gazetteer.js';

const gaz = getGazetteer();

/** Held-in queries as people type them → the place that must come first (name, country, feature code when it matters). */
const HELD_IN: [query: string, name: string, country: string, featureCode?: string][] = [
  // Villages and small towns (cities500: about 500 people and up).
  ['Hallstatt', 'Hallstatt', 'AT'],
  ['Giethoorn', 'Giethoorn', 'NL'],
  ['Zermatt', 'Zermatt', 'CH'],
  ['Vernazza', 'Vernazza', 'IT'],
  ['Positano', 'Positano', 'IT'],
  ['Chefchaouen', 'Chefchaouen', 'MA'],
  ['Èze', 'Èze', 'FR'],
  ['Eze', 'Èze', 'FR'],
  ['Bled', 'Bled', 'SI'],
  ['Kotor', 'Kotor', 'ME'],
  ['Reine', 'Reine', 'NO'],
  ['Ronda', 'Ronda', 'ES'],
  ['Hallstatt, Austria', 'Hallstatt', 'AT'],
  ['Arashiyama', 'Arashiyama', 'JP'],
  // Named sections of cities, in their own scripts too.
  ['Gion', 'Gion', 'JP', 'PPLX'],
  ['祇園', 'Gion', 'JP', 'PPLX'],
  ['嵐山', 'Arashiyama', 'JP'],
  ['Ginza', 'Ginza', 'JP', 'PPLX'],
  ['銀座', 'Ginza', 'JP', 'PPLX'],
  ['Shimokitazawa', 'Shimokitazawa', 'JP', 'PPLX'],
  ['Alfama', 'Alfama', 'PT', 'PPLX'],
  ['Trastevere', 'Trastevere', 'IT', 'PPLX'],
  ['Hongdae', 'Hongdae', 'KR', 'PPLX'],
  ['홍대', 'Hongdae', 'KR', 'PPLX'],
  ['西門町', 'Ximending', 'TW', 'PPLX'],
  ['Арбат', 'Arbat', 'RU', 'PPLX'],
  ['Πλάκα', 'Pláka', 'GR'],
  ['เยาวราช', 'Yaowarat', 'TH', 'PPLX'],
  ['الزمالك', 'Zamalek', 'EG', 'PPLX'],
  ['נווה צדק', 'Neve Tzedek', 'IL', 'PPLX'],
  ['Kreuzberg', 'Kreuzberg', 'DE', 'PPLX'],
  ['Neukölln', 'Neukölln', 'DE', 'PPLX'],
  ['Södermalm', 'Södermalm', 'SE', 'PPLX'],
  ['Grünerløkka', 'Grünerløkka', 'NO', 'PPLX'],
  // "Section, city" forms.
  ['Ribeira, Porto', 'Ribeira', 'PT', 'PPLX'],
  ['Gion, Kyoto', 'Gion', 'JP', 'PPLX'],
  ['Alfama, Lisbon', 'Alfama', 'PT', 'PPLX'],
  ['Foz do Douro, Porto', 'Foz do Douro', 'PT', 'PPLX'],
  ['Plaka, Athens', 'Plaka', 'GR', 'PPLX'],
  ['Belém, Lisbon', 'Belém', 'PT', 'PPLX'],
  // Cities by their names in other languages and scripts.
  ['Lisboa', 'Lisbon', 'PT'],
  ['Wien', 'Vienna', 'AT'],
  ['Москва', 'Moscow', 'RU'],
  ['서울', 'Seoul', 'KR'],
  ['京都', 'Kyoto', 'JP'],
  ['東京', 'Tokyo', 'JP'],
  ['Αθήνα', 'Athens', 'GR'],
  // Misspellings (one or two edits, a swap counts as one).
  ['Lisbonn', 'Lisbon', 'PT'],
  ['Kyotto', 'Kyoto', 'JP'],
  ['Amsterdm', 'Amsterdam', 'NL'],
  ['Barcelonna', 'Barcelona', 'ES'],
  ['Pariss', 'Paris', 'FR'],
  ['Hallstat', 'Hallstatt', 'AT'],
  ['Giethorn', 'Giethoorn', 'NL'],
  ['Amsetrdam', 'Amsterdam', 'NL'],
  ['Ilsbon', 'Lisbon', 'PT'],
  // Big places stay first.
  ['Porto', 'Porto', 'PT'],
  ['Paris', 'Paris', 'FR'],
  ['Kyoto', 'Kyoto', 'JP'],
];

describe('the gazetteer finds small places, sections and misspelt names', () => {
  it.each(HELD_IN)('%s → %s (%s)', (query, name, country, featureCode) => {
    const [first] = searchGazetteer(gaz, query, 8);
    expect(first, query).toMatchObject({ name, countryCode: country, ...(featureCode ? { featureCode } : {}) });
  });

  it('holds about 200,000 places, sections among them', () => {
    expect(gaz.size).toBeGreaterThan(190_000);
    const sections = searchGazetteer(gaz, 'Ribeira, Porto', 8);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ countryCode: 'PT', country: 'Portugal' });
  });

  it('keeps a place named after a comma that lies elsewhere out ("Ribeira, Porto" is not Ribeira in Galicia)', () => {
    expect(searchGazetteer(gaz, 'Ribeira', 8).some((c) => c.countryCode === 'ES')).toBe(true);
    expect(searchGazetteer(gaz, 'Ribeira, Porto', 8).some((c) => c.countryCode === 'ES')).toBe(false);
  });

  it('does not guess when nothing is near the typed name', () => {
    expect(searchGazetteer(gaz, 'Qqqxzzv', 8)).toEqual([]);
    expect(searchGazetteer(gaz, 'Gion, Portugal', 8)).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, changes and adjacent swaps, and gives up past the limit', () => {
    expect(editDistance('lisbonn', 'lisbon', 2)).toBe(1);
    expect(editDistance('amsetrdam', 'amsterdam', 2)).toBe(1);
    expect(editDistance('hallsat', 'hallstatt', 2)).toBe(2);
    expect(editDistance('kyoto', 'kyoto', 1)).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
