import { describe, expect, it } from 'vitest';
import { hashString } from '../seed.js';
import { chooseComposition } from './composition.js';

const tail = 'as historical reference imagery for architecture and interior design.';
const topics = [
  `Stone Arcades in Lisbon, Portugal showing weathered limestone arcade, warm natural light, ${tail}`,
  `Market Counters in Lisbon, Portugal showing the everyday rituals of a market morning and its stalls, ${tail}`,
  `Azulejo Tiles in Lisbon, Portugal showing archival light falling on hand-made craft details, ${tail}`,
  `Craft Workshops in Lisbon, Portugal showing traditional joinery and masonry, ${tail}`,
  `Evening Streets in Lisbon, Portugal showing street life spilling from doorways, ${tail}`,
  `Community Courtyards in Lisbon, Portugal showing neighbours meeting at dusk, ${tail}`,
  `River Terraces in Lisbon, Portugal showing a landmark seen through generations of repair, ${tail}`,
  'Seating for a lounge inspired by oak, linen and brass in Lisbon, Portugal, interior design moodboard image.',
];

describe('chooseComposition', () => {
  it('gives eight topic prompts at one setting at least five distinct families', () => {
    const families = new Set(topics.map((p) => chooseComposition(p, hashString(p), 1).family));
    expect(families.size).toBeGreaterThanOrEqual(5);
  });

  it('maps keywords to families at each scale', () => {
    expect(chooseComposition('Stone Arcades in Lisbon', 1, 1).family).toBe('arcade');
    expect(chooseComposition('Azulejo Tiles in Lisbon', 2, 0).family).toBe('tiles');
    expect(chooseComposition('Oak Joinery in Kyoto', 3, 0).family).toBe('timber');
    expect(chooseComposition('Market Stalls in Nairobi', 4, 1).family).toBe('market');
    expect(chooseComposition('Corner Cafés interior lounge with oak and brass', 5, 1).family).toBe('room');
    expect(chooseComposition('Bay Breezes in Melbourne, water edges', 6, 2).family).toBe('coast');
  });

  it('ignores the boilerplate every prompt carries', () => {
    expect(chooseComposition(`Evening Streets in Lisbon ${tail}`, 7, 1).family).toBe('street');
  });

  it('reads time of day from the words and is pure', () => {
    expect(chooseComposition('Festival Streets at night', 8, 1).time).toBe('night');
    expect(chooseComposition('Evening Promenade by the sea', 9, 1).time).toBe('evening');
    expect(chooseComposition('Dawn Market', 10, 1)).toEqual(chooseComposition('Dawn Market', 10, 1));
  });

  it('picks a family from the seed when no keyword matches', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => chooseComposition('Quiet Rituals', i, 1).family));
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
