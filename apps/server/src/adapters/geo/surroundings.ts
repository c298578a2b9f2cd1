import type { City, Gazetteer } from './gazetteer.js';
import type { CityDistance } from './spatial.js';
import { citiesWithin, nearestCities, urbanRadiusKm } from './spatial.js';

/** How far around a point the gazetteer is asked what the point is called. */
export const LOCAL_RADIUS_KM = 50;

/** How the gazetteer names the area around a point. */
export interface Surroundings {
  locality?: City;
  sublocality?: City;
  neighbourhood?: City;
  /** The nearest populated place of any kind, with its distance. */
  nearest?: CityDistance;
  /** Every place within LOCAL_RADIUS_KM, nearest first. */
  around: CityDistance[];
}

/** True when the point lies inside the place's rough built-up area. */
export function contains(c: CityDistance): boolean {
  return c.distanceKm <= urbanRadiusKm(c.city.population);
}

/**
 * Locality: the biggest place whose rough built-up area contains the point (New York City for
 * a point in Brooklyn); sublocality: a smaller place containing it (Brooklyn); neighbourhood:
 * a GeoNames "section of populated place" (PPLX) close by.
 */
export function describeSurroundings(gaz: Gazetteer, lat: number, lng: number): Surroundings {
  const around = citiesWithin(gaz, lat, lng, LOCAL_RADIUS_KM);
  const nearest = around[0] ?? nearestCities(gaz, lat, lng)[0];
  const places = around.filter((c) => c.city.featureCode !== 'PPLX');
  const containing = places.filter(contains);
  const locality = containing.reduce<City | undefined>(
    (best, c) => (!best || c.city.population > best.population ? c.city : best),
    undefined,
  );
  // A sublocality must sit well inside its own area: boroughs are denser than whole cities.
  const sublocality = containing.find((c) => c.city !== locality && c.distanceKm <= 0.6 * urbanRadiusKm(c.city.population))?.city;
  const neighbourhood = around.find((c) => c.city.featureCode === 'PPLX' && contains(c))?.city;
  return { locality, sublocality, neighbourhood, nearest, around };
}
