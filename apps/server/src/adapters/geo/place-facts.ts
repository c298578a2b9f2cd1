/**
 * What Loci knows about a place without the internet: the embedded gazetteer, country facts
 * and the sun's path. Produced by the geo adapter (getPlaceFacts), consumed by the offline
 * text model to write section descriptions, labels and prompts.
 */
export interface PlaceFacts {
  /** The name a person would use: the nearest populated place, or the text the user typed. */
  name: string;
  lat: number;
  lng: number;
  /** Region / admin area name when known. */
  region?: string;
  country?: { code: string; name: string; capital?: string; continent?: string; languages: string[]; currency?: string };
  /** Population of the nearest place, when known. */
  population?: number;
  /** Nearby populated places, nearest first, with distance in km. */
  neighbours: { name: string; population?: number; distanceKm: number }[];
  /** Sun facts at this latitude. */
  sun: {
    /** Noon sun altitude in degrees at the June and December solstices. */
    juneNoonAltitude: number;
    decemberNoonAltitude: number;
    /** Day length in hours at the solstices. */
    juneDayHours: number;
    decemberDayHours: number;
  };
  /** Rough climate band from latitude: tropical, subtropical, temperate, subpolar, polar. */
  climateBand: 'tropical' | 'subtropical' | 'temperate' | 'subpolar' | 'polar';
  hemisphere: 'northern' | 'southern';
}
