import { describe, expect, it } from 'vitest';
import { testPlaces } from '../../../../test/places.js';
import { alternativeLabels, pickLabels, topicLabelsFor } from './labels.js';
import { createRng } from './seed.js';
import { sharesStem } from './vocab/label-parts.js';

describe('labels', () => {
  it('never mashes a modifier into a label that already says it ("Planted Planting", "Festive Festival Streets")', () => {
    for (let seed = 0; seed < 40; seed++) {
      const taken = new Set<string>();
      const rng = createRng(seed);
      const planting = topicLabelsFor('Native Planting', 'physical', rng, { taken, seasons: true });
      const festival = topicLabelsFor('Festival Streets', 'social', rng, { taken, seasons: true });
      for (const label of [...planting, ...festival]) {
        const [first, ...rest] = label.split(' ');
        expect(sharesStem(first, rest.join(' ')), label).toBe(false);
      }
      expect(planting).toHaveLength(2);
      expect(festival).toHaveLength(2);
    }
  });

  it('puts only fitting modifiers before a head ("Salvaged" fits tiles, not a street grid or light)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const rng = createRng(seed);
      for (const l of ['Pombaline Buildings', 'Miradouro Light', 'Tram Streets', 'Azulejo Tiles'])
        for (const t of topicLabelsFor(l, 'historical', rng, { taken: new Set(), seasons: true })) seen.add(t);
    }
    expect([...seen].filter((l) => l.startsWith('Salvaged ') && !l.endsWith('Tiles'))).toEqual([]);
    expect(seen).toContain('Salvaged Azulejo Tiles');
  });

  it('gives no winter topic where the sun makes no seasons', () => {
    for (let seed = 0; seed < 30; seed++) {
      const out = topicLabelsFor('Native Planting', 'physical', createRng(seed), { taken: new Set(), seasons: false });
      expect(out.some((l) => l.startsWith('Winter'))).toBe(false);
    }
  });

  it('keeps city features to their city: the Tagus for Lisbon, never for Tokyo', () => {
    const lisbon = pickLabels('physical', testPlaces.lisbon, 12, createRng(1));
    expect(lisbon).toContain('Tagus Estuary');
    const tokyo = [
      ...pickLabels('physical', testPlaces.tokyo, 12, createRng(1)),
      ...alternativeLabels('X', 'physical', testPlaces.tokyo, createRng(2)),
    ];
    expect(tokyo.join(' ')).not.toMatch(/Tagus|Douro|Miradouro/);
  });
});
