import type { City, Gazetteer } from './gazetteer.js';

/** A gazetteer place drawn on the offline map. */
export interface MapPlaceDot {
  id: string;
  name: string;
  lat: number;
  lng: number;
  population?: number;
  /** `section`: a named part of a city (Gion); `place`: a city, town or village. */
  kind: 'place' | 'section';
}

export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Sections of cities are named only in a view this small (in degrees of latitude): a street-scale map. */
const SECTION_VIEW_DEGREES = 0.25;
/** Above this many places in the box, only the biggest places of the world are looked at. */
const SCAN_LIMIT = 6_000;
const WORLD_LIST = 4_000;

let biggest: number[] | undefined;

/** The ids of the world's WORLD_LIST most populous places, biggest first (built once). */
function biggestPlaces(gaz: Gazetteer): number[] {
  if (!biggest) {
    const ids = Array.from({ length: gaz.size }, (_, i) => i);
    const pop = ids.map((i) => gaz.city(i).population);
    biggest = ids.sort((a, b) => pop[b] - pop[a]).slice(0, WORLD_LIST);
  }
  return biggest;
}

function inBox(c: City, box: ViewBox, wraps: boolean): boolean {
  if (c.lat < box.south || c.lat > box.north) return false;
  return wraps ? c.lng >= box.west || c.lng <= box.east : c.lng >= box.west && c.lng <= box.east;
}

/**
 * The places the offline map names in a view: the most populous first, and at street scale the
 * sections of cities first (they are what a designer looks for there). A
 * box over the antimeridian (west > east) is split in two.
 */
export function placesInView(gaz: Gazetteer, box: ViewBox, limit: number): MapPlaceDot[] {
  const wraps = box.west > box.east;
  const ranges: [number, number][] = wraps
    ? [
        [box.west, 180],
        [-180, box.east],
      ]
    : [[box.west, box.east]];
  let ids: number[] = [];
  for (const [w, e] of ranges) ids = ids.concat(gaz.index.range(w, box.south, e, box.north));
  const cities = (ids.length > SCAN_LIMIT ? biggestPlaces(gaz) : ids).map((i) => gaz.city(i)).filter((c) => inBox(c, box, wraps));
  const streetScale = box.north - box.south <= SECTION_VIEW_DEGREES;
  const sections = streetScale ? cities.filter((c) => c.featureCode === 'PPLX' && c.within) : [];
  const places = cities.filter((c) => c.featureCode !== 'PPLX').sort((a, b) => b.population - a.population);
  return [...sections, ...places].slice(0, limit).map((c) => ({
    id: String(c.id),
    name: c.name,
    lat: c.lat,
    lng: c.lng,
    population: c.population || undefined,
    kind: c.featureCode === 'PPLX' ? 'section' : 'place',
  }));
}
