import { describe, expect, it } from 'vitest';
import { spacedOut } from './offline-basemap';

describe('the offline map names places without piling them up', () => {
  const at = (x: number, y: number) => ({ x, y });

  it('keeps the first (most important) of two overlapping names and every name that stands apart', () => {
    const places = [
      { name: 'Shanghai', at: at(100, 100) },
      { name: 'Suzhou', at: at(130, 104) },
      { name: 'Hangzhou', at: at(100, 130) },
      { name: 'Ningbo', at: at(40, 96) },
    ];
    expect(spacedOut(places, (p) => p.at).map((p) => p.name)).toEqual(['Shanghai', 'Hangzhou', 'Ningbo']);
  });

  it('lets a long name block a short one further along its line, not one above it', () => {
    const places = [
      { name: 'Kamigyō-ku', at: at(0, 0) },
      { name: 'Kyoto', at: at(60, 3) },
      { name: 'Sagano', at: at(10, -20) },
    ];
    expect(spacedOut(places, (p) => p.at).map((p) => p.name)).toEqual(['Kamigyō-ku', 'Sagano']);
  });
});
