import type { NearbyFeature } from './place-features.port.js';

/**
 * What Loci knows about a place without the internet: the embedded gazetteer, country facts
 * and the sun's path. Produced by the geo adapter (getPlaceFacts), consumed by the offline
 * text model to write section descriptions, labels and prompts. Every field is backed by data;
 * nothing here is guessed (no climate type, no river, no landmark).
 */
export interface PlaceFacts {
  /** The place the user chose, one name without its region or country ("Santos-o-Velho", "Porto"). */
  name: string;
  /**
   * What `name` is: `city` a populated place of the gazetteer (its own population); `neighbourhood`
   * a section of `locality` (GeoNames PPLX); `district` a smaller gazetteer place inside the
   * built-up area of `locality`; `site` a name the gazetteer does not know (a studio, an address);
   * `unplaced` a typed name no geocoder could find: its coordinates and sun are only the map's
   * default centre, so no text may state anything about its place.
   */
  kind: 'city' | 'neighbourhood' | 'district' | 'site' | 'unplaced';
  lat: number;
  lng: number;
  /**
   * The city or town the place belongs to or lies near, when `name` is not that city itself;
   * `contains` is true when the point lies inside its rough built-up area.
   */
  locality?: { name: string; population?: number; distanceKm: number; contains: boolean };
  /** Region / admin area name when known. */
  region?: string;
  country?: { code: string; name: string; capital?: string; continent?: string; languages: string[]; currency?: string };
  /** Population of `name` itself (the gazetteer's figure), never that of a bigger place. */
  population?: number;
  /** Nearby populated places, nearest first, with distance in km. */
  neighbours: { name: string; population?: number; distanceKm: number }[];
  /** Sun facts at this latitude (suncalc). */
  sun: {
    /** Noon sun altitude in degrees at the June and December solstices. */
    juneNoonAltitude: number;
    decemberNoonAltitude: number;
    /** Day length in hours at the solstices. */
    juneDayHours: number;
    decemberDayHours: number;
  };
  hemisphere: 'northern' | 'southern';
  /**
   * The project's site when one is pinned: `lat`/`lng` above are then the site's (the sun is
   * computed there), and this says how far it lies from the centre of the place it is in.
   */
  site?: { centreName: string; centreDistanceKm: number };
  /**
   * Named features of the place itself (a neighbourhood's shrine, a village's lake), nearest
   * first: from Loci's own table of neighbourhoods and villages and, when one is configured, the
   * geographic data provider. Only for a neighbourhood, village or site: a city's own words are
   * in the offline model's vocabulary.
   */
  nearby?: NearbyFeature[];
}

/** Below this population a gazetteer place reads as a village: its own features lead its labels. */
export const VILLAGE_POPULATION = 20_000;

/** What a person calls a gazetteer place of this size in running text: "the village", "the town", "the city". */
export function settlementWord(place: PlaceFacts): string {
  if (place.kind !== 'city') return 'the area';
  const people = place.population ?? 0;
  if (people > 0 && people < 5_000) return 'the village';
  if (people > 0 && people < 50_000) return 'the town';
  return 'the city';
}

/** True when the place is smaller than a city (a neighbourhood, district, site or village). */
export function isLocalPlace(place: PlaceFacts): boolean {
  if (place.kind === 'unplaced') return false;
  return place.kind !== 'city' || (place.population ?? 0) < VILLAGE_POPULATION;
}
