import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../adapters/geo/offline-geocoder.js';
import { createBrandInputs } from './brand-input.js';

describe('brand inputs: the place a project names', () => {
  const inputs = createBrandInputs(createOfflineGeocoder());

  it('finds a typed city by name', async () => {
    const { place } = await inputs.forLocation('Porto, Portugal');
    expect(place).toMatchObject({ name: 'Porto', kind: 'city' });
    expect(place.country?.name).toBe('Portugal');
  });

  it('never places a name no geocoder knows at the map default (New York)', async () => {
    const { place } = await inputs.forLocation('Zzyqx Studio');
    expect(place).toMatchObject({ name: 'Zzyqx Studio', kind: 'unplaced', neighbours: [] });
    expect(place.country).toBeUndefined();
    expect(place.locality).toBeUndefined();
    expect(place.population).toBeUndefined();
  });
});
