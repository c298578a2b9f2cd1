import type { City, Gazetteer } from './gazetteer.js';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = 111.195;

/** A city with its distance from a query point. */
export interface CityDistance {
  city: City;
  distanceKm: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Cities within `radiusKm` of a point, nearest first. The kd-tree holds plain lng/lat, so the
 * box is widened by 1/cos(lat) and split at the antimeridian; the exact distance then filters.
 */
export function citiesWithin(gaz: Gazetteer, lat: number, lng: number, radiusKm: number): CityDistance[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((Math.min(89.9, Math.abs(lat)) * Math.PI) / 180);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * cosLat));
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  const ids = new Set<number>();
  const boxes: [number, number][] = [[lng - dLng, lng + dLng]];
  if (lng - dLng < -180) boxes.push([lng - dLng + 360, 180]);
  if (lng + dLng > 180) boxes.push([-180, lng + dLng - 360]);
  for (const [minLng, maxLng] of boxes) {
    for (const id of gaz.index.range(minLng, minLat, maxLng, maxLat)) ids.add(id);
  }
  const out: CityDistance[] = [];
  for (const id of ids) {
    const city = gaz.city(id);
    const d = distanceKm(lat, lng, city.lat, city.lng);
    if (d <= radiusKm) out.push({ city, distanceKm: d });
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm || b.city.population - a.city.population);
}

/** The nearest cities to a point, searching outwards until at least `min` are found. */
export function nearestCities(gaz: Gazetteer, lat: number, lng: number, min = 1): CityDistance[] {
  // Doubling radii keep the box small: the first ring that holds `min` places is used.
  for (let radius = 10; radius < 25_000; radius *= 2) {
    const found = citiesWithin(gaz, lat, lng, radius);
    if (found.length >= min) return found;
  }
  return citiesWithin(gaz, lat, lng, 25_000);
}

/**
 * Rough radius of a city's built-up area from its population, assuming ~4000 people/km²,
 * capped so a megacity does not swallow its neighbours.
 */
export function urbanRadiusKm(population: number): number {
  return Math.min(25, Math.max(1.5, Math.sqrt(population / 4000 / Math.PI)));
}
