import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { foldText } from './text-normalise.js';

const geo = createOfflineGeocoder();

describe('offline geocoder search', () => {
  it.each([
    ['Lisbon', 'Lisbon, Portugal', 'PT'],
    ['tokyo', 'Tokyo, Japan', 'JP'],
    ['Nairobi', 'Nairobi, Kenya', 'KE'],
    ['buenos ai', 'Buenos Aires, Argentina', 'AR'],
    ['melbourne', 'Melbourne, Victoria, Australia', 'AU'],
    ['new y', 'New York City, New York, United States', 'US'],
  ])('ranks the big city first for %s', async (q, label, code) => {
    const [first] = await geo.search(q);
    expect(first.label).toBe(label);
    expect(first.countryCode).toBe(code);
    expect(first.population).toBeGreaterThan(100_000);
  });

  it('ignores accents and case both ways', async () => {
    expect((await geo.search('sao paulo'))[0].name).toBe('São Paulo');
    expect((await geo.search('SÃO PAULO'))[0].name).toBe('São Paulo');
    expect((await geo.search('tromso'))[0].name).toBe('Tromsø');
  });

  it('narrows "City, Country" and "City, State" forms', async () => {
    const us = await geo.search('Melbourne, United States');
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((p) => p.countryCode === 'US')).toBe(true);
    expect(us[0].label).toBe('Melbourne, Florida, United States');
    expect((await geo.search('paris, tx'))[0].label).toBe('Paris, Texas, United States');
    expect((await geo.search('london, uk'))[0].countryCode).toBe('GB');
  });

  it('names the city of a section it added by hand, in whatever script it was asked', async () => {
    expect((await geo.search('Gion'))[0].label).toBe('Gion, Kyoto, Japan');
    expect((await geo.search('祇園'))[0].label).toBe('Gion, Kyoto, Japan');
    expect((await geo.search('Ribeira, Porto'))[0].label).toMatch(/^Ribeira, Porto, /);
    // A city keeps its own label.
    expect((await geo.search('Kyoto'))[0].label).toBe('Kyoto, Japan');
  });

  it('matches later words of a name and respects the limit', async () => {
    const york = await geo.search('york', 10);
    expect(york).toHaveLength(10);
    expect(york.map((p) => p.name)).toContain('New York City');
    expect(await geo.search('   ')).toEqual([]);
    expect(await geo.search('zzqxv')).toEqual([]);
  });

  it('folds text for matching', () => {
    expect(foldText('  Zürich / Ærø — Łódź ')).toBe('zurich aero lodz');
  });
});

describe('offline geocoder reverse', () => {
  it('names a point in Brooklyn honestly', async () => {
    const r = await geo.reverse(40.6501, -73.94958);
    expect(r.locality).toBe('New York City');
    expect(r.sublocality).toBe('Brooklyn');
    expect(r.formattedAddress).toBe('Near Brooklyn, New York City, New York, United States');
  });

  it.each([
    [38.7167, -9.1333, 'Lisbon', 'Portugal'],
    [35.6895, 139.6917, 'Tokyo', 'Japan'],
    [-1.2833, 36.8167, 'Nairobi', 'Kenya'],
    [-34.6037, -58.3816, 'Buenos Aires', 'Argentina'],
    [-37.814, 144.963, 'Melbourne', 'Australia'],
  ])('finds the locality at %f, %f', async (lat, lng, locality, country) => {
    const r = await geo.reverse(lat, lng);
    expect(r.locality).toBe(locality);
    expect(r.formattedAddress.startsWith('Near ')).toBe(true);
    expect(r.formattedAddress.endsWith(country)).toBe(true);
    expect(r).toMatchObject({ lat, lng });
  });

  it('says how far the nearest place is out at sea', async () => {
    const r = await geo.reverse(40, -30);
    expect(r.locality).toBeUndefined();
    expect(r.formattedAddress).toMatch(/^\d+ km from .+, Portugal$/);
  });

  it('rejects impossible coordinates', async () => {
    await expect(geo.reverse(91, 0)).rejects.toThrow(RangeError);
    await expect(geo.reverse(Number.NaN, 0)).rejects.toThrow(RangeError);
  });
});

describe('offline place facts', () => {
  it('knows Tromsø has a midnight sun and a polar night', async () => {
    const f = await geo.placeFacts(69.6489, 18.95508);
    expect(f.name).toBe('Tromsø');
    expect(f.country?.name).toBe('Norway');
    expect(f.sun.juneDayHours).toBe(24);
    expect(f.sun.decemberDayHours).toBe(0);
    expect(f.hemisphere).toBe('northern');
    expect(f.kind).toBe('city');
  });

  it('knows Singapore has a high sun all year', async () => {
    const f = await geo.placeFacts(1.29, 103.85);
    expect(f.name).toBe('Singapore');
    expect(f.sun.decemberNoonAltitude).toBeGreaterThan(60);
    expect(Math.abs(f.sun.juneDayHours - 12)).toBeLessThan(0.5);
    expect(f.country?.currency).toBe('SGD');
  });

  it('knows Melbourne is southern, with long December days', async () => {
    const f = await geo.placeFacts(-37.814, 144.963, 'Southbank studio');
    expect(f.name).toBe('Southbank studio');
    expect(f.kind).toBe('site');
    expect(f.population).toBeUndefined();
    expect(f.locality).toMatchObject({ name: 'Melbourne', contains: true });
    expect(f.hemisphere).toBe('southern');
    expect(f.region).toBe('Victoria');
    expect(f.sun.decemberDayHours).toBeGreaterThan(f.sun.juneDayHours + 4);
    expect(f.sun.decemberNoonAltitude).toBeGreaterThan(f.sun.juneNoonAltitude);
    expect(f.country?.continent).toBe('Oceania');
  });

  it('lists up to six distinct neighbours within 150 km, nearest first', async () => {
    const f = await geo.placeFacts(38.7167, -9.1333);
    expect(f.neighbours.length).toBe(6);
    const distances = f.neighbours.map((n) => n.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(150);
    expect(f.neighbours.map((n) => n.name)).not.toContain('Lisbon');
  });
});

describe('offline place facts: what the picked place is', () => {
  it("a hexagon in Santos-o-Velho is a neighbourhood of Lisbon, with its own population and Lisbon's apart", async () => {
    for (const label of ['Santos-o-Velho', undefined]) {
      const f = await geo.placeFacts(38.7069, -9.15611, label);
      expect(f).toMatchObject({ name: 'Santos-o-Velho', kind: 'neighbourhood', population: 4013 });
      expect(f.locality).toMatchObject({ name: 'Lisbon', population: 517_802, contains: true });
      expect(f.country?.name).toBe('Portugal');
      expect(f.neighbours.map((n) => n.name)).not.toContain('Lisbon');
    }
  });

  it('strips repeated region and country parts from a typed label', async () => {
    expect((await geo.placeFacts(-33.8678, 151.2073, 'Sydney, Australia, Australia')).name).toBe('Sydney');
    expect((await geo.placeFacts(-33.8678, 151.2073, 'Sydney Australia')).name).toBe('Sydney');
    expect((await geo.placeFacts(1.29, 103.85, 'Singapore, Singapore')).name).toBe('Singapore');
    expect((await geo.placeFacts(38.7167, -9.1333, 'lisbon')).name).toBe('Lisbon');
  });

  it('a borough is a district of its city; a far point has no country and no population', async () => {
    const b = await geo.placeFacts(40.6501, -73.94958);
    expect(b).toMatchObject({ name: 'Brooklyn', kind: 'district' });
    expect(b.locality?.name).toBe('New York City');
    expect(b.population).not.toBe(b.locality?.population);
    const sea = await geo.placeFacts(40, -30);
    expect(sea).toMatchObject({ kind: 'site', population: undefined, country: undefined });
    expect(sea.name).toMatch(/^\d+ km from Santa Cruz das Flores$/);
    expect(sea.locality?.contains).toBe(false);
  });
});
