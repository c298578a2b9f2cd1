import { buildPlaceFacts } from '../../geo/offline-geocoder.js';
import type { PlaceFacts } from '../../geo/place-facts.js';

/** A place as a user picks it (coordinates and, when the web stores one, its label) and what it must be named. */
export interface TruthPlace {
  lat: number;
  lng: number;
  /** The project's location text, as the web stores it (the reverse name of a picked hexagon). */
  label?: string;
  name: string;
  kind: PlaceFacts['kind'];
  locality?: string;
  facts(): PlaceFacts;
}

function place(lat: number, lng: number, label: string | undefined, expected: Pick<TruthPlace, 'name' | 'kind' | 'locality'>): TruthPlace {
  return { lat, lng, label, ...expected, facts: () => buildPlaceFacts(lat, lng, label) };
}

/**
 * A spread of places on every continent and in both hemispheres, from the real gazetteer:
 * cities typed in the location field, neighbourhoods picked on the map (coordinates inside
 * them, named as the reverse geocoder names them), a studio name, a point at sea.
 */
export const truthPlaces: Record<string, TruthPlace> = {
  lisbon: place(38.7167, -9.1333, 'Lisbon, Portugal', { name: 'Lisbon', kind: 'city' }),
  santosOVelho: place(38.7069, -9.15611, 'Santos-o-Velho', { name: 'Santos-o-Velho', kind: 'neighbourhood', locality: 'Lisbon' }),
  porto: place(41.1496, -8.611, 'Porto', { name: 'Porto', kind: 'city' }),
  kreuzberg: place(52.4997, 13.4034, undefined, { name: 'Kreuzberg', kind: 'neighbourhood', locality: 'Berlin' }),
  chelsea: place(51.48755, -0.16936, 'Chelsea', { name: 'Chelsea', kind: 'neighbourhood', locality: 'London' }),
  tromso: place(69.6489, 18.95508, undefined, { name: 'Tromsø', kind: 'city' }),
  singapore: place(1.29, 103.85, 'Singapore, Singapore', { name: 'Singapore', kind: 'city' }),
  tokyo: place(35.6895, 139.6917, 'Tokyo', { name: 'Tokyo', kind: 'city' }),
  kyoto: place(35.0116, 135.7681, 'Kyoto', { name: 'Kyoto', kind: 'city' }),
  mumbai: place(19.076, 72.8777, 'Mumbai', { name: 'Mumbai', kind: 'city' }),
  dubai: place(25.2048, 55.2708, 'Dubai', { name: 'Dubai', kind: 'city' }),
  nairobi: place(-1.2833, 36.8167, 'Nairobi', { name: 'Nairobi', kind: 'city' }),
  cairo: place(30.0444, 31.2357, 'Cairo', { name: 'Cairo', kind: 'city' }),
  capeTown: place(-33.9249, 18.4241, 'Cape Town', { name: 'Cape Town', kind: 'city' }),
  makoko: place(6.49611, 3.38778, 'Makoko', { name: 'Makoko', kind: 'neighbourhood', locality: 'Lagos' }),
  brooklyn: place(40.6501, -73.94958, undefined, { name: 'Brooklyn', kind: 'district', locality: 'New York City' }),
  polanco: place(19.4333, -99.1992, 'Polanco', { name: 'Polanco', kind: 'neighbourhood', locality: 'Mexico City' }),
  chicago: place(41.8781, -87.6298, 'Chicago', { name: 'Chicago', kind: 'city' }),
  belgrano: place(-34.5627, -58.45829, 'Belgrano', { name: 'Belgrano', kind: 'neighbourhood', locality: 'Buenos Aires' }),
  rio: place(-22.9068, -43.1729, 'Rio de Janeiro', { name: 'Rio de Janeiro', kind: 'city' }),
  lima: place(-12.0464, -77.0428, 'Lima', { name: 'Lima', kind: 'city' }),
  bogota: place(4.711, -74.0721, 'Bogotá', { name: 'Bogotá', kind: 'city' }),
  sydney: place(-33.8678, 151.2073, 'Sydney, Australia, Australia', { name: 'Sydney', kind: 'city' }),
  surryHills: place(-33.88374, 151.21282, 'Surry Hills', { name: 'Surry Hills', kind: 'neighbourhood', locality: 'Sydney' }),
  southbank: place(-37.814, 144.963, 'Southbank studio', { name: 'Southbank studio', kind: 'site', locality: 'Melbourne' }),
  auckland: place(-36.8485, 174.7633, 'Auckland', { name: 'Auckland', kind: 'city' }),
  mcmurdo: place(-77.846, 166.676, undefined, { name: 'McMurdo Station', kind: 'city' }),
  midAtlantic: place(40, -30, '114 km from Santa Cruz das Flores, Portugal', {
    name: '114 km from Santa Cruz das Flores',
    kind: 'site',
    locality: 'Santa Cruz das Flores',
  }),
};
