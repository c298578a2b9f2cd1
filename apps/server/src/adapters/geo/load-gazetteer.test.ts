import { describe, expect, it } from 'vitest';
import { buildGazetteerData, gazetteerFrom } from './gazetteer.js';
import { loadGazetteerData } from './load-gazetteer.js';

describe('the gazetteer built in a worker thread', () => {
  it('hands over exactly the data a build in this thread makes, and the same searches', () => {
    const fallbacks: unknown[] = [];
    const fromWorker = loadGazetteerData((error) => fallbacks.push(error)).data;
    expect(fallbacks).toEqual([]);
    const here = buildGazetteerData();
    expect(fromWorker.size).toBe(here.size);
    expect(fromWorker.names).toBe(here.names);
    expect(fromWorker.keys.text).toBe(here.keys.text);
    expect(Buffer.from(fromWorker.keys.keyStart.buffer).equals(Buffer.from(here.keys.keyStart.buffer))).toBe(true);
    expect(Buffer.from(fromWorker.lats.buffer).equals(Buffer.from(here.lats.buffer))).toBe(true);
    expect(fromWorker.sectionCities).toEqual(here.sectionCities);

    const a = gazetteerFrom(fromWorker);
    const b = gazetteerFrom(here);
    const found = (g: typeof a, prefix: string) => {
      const out: string[] = [];
      g.forEachKey(prefix, (c) => out.push(`${g.city(c).name}|${g.city(c).countryCode}`));
      return out;
    };
    for (const prefix of ['hallstatt', 'gion', '祇園', 'lisbo', 'ribeira']) expect(found(a, prefix)).toEqual(found(b, prefix));
    expect(a.index.range(135.6, 34.9, 135.8, 35.1)).toEqual(b.index.range(135.6, 34.9, 135.8, 35.1));
    const gion = a.city(fromWorker.sectionCities[0][0]);
    expect(gion.within).toBe(fromWorker.sectionCities[0][1]);
  });
});
