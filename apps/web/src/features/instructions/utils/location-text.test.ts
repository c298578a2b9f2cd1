import { describe, expect, it } from 'vitest';
import { locationTextFromReverse } from './location-text';

const base = { formattedAddress: 'Rua Augusta 1, 1100-048 Lisboa, Portugal', lat: 38.71, lng: -9.14 };

describe('locationTextFromReverse', () => {
  it('prefers the neighbourhood', () => {
    expect(locationTextFromReverse({ ...base, neighbourhood: 'Baixa', sublocality: 'Santa Maria Maior', locality: 'Lisbon' })).toBe(
      'Baixa',
    );
  });

  it('falls back to the sub-locality, then the locality', () => {
    expect(locationTextFromReverse({ ...base, sublocality: 'Santa Maria Maior', locality: 'Lisbon' })).toBe('Santa Maria Maior');
    expect(locationTextFromReverse({ ...base, neighbourhood: '  ', locality: 'Lisbon' })).toBe('Lisbon');
  });

  it('uses the formatted address when nothing else is known', () => {
    expect(locationTextFromReverse({ ...base, neighbourhood: null })).toBe(base.formattedAddress);
  });
});
