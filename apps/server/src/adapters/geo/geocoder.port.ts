import type { PlaceFacts } from './place-facts.js';
import type { MapPlaceDot, ViewBox } from './places-in-view.js';

/** A place offered by autocomplete. */
export interface GeoPlace {
  /** Stable id within the geocoder that produced it (GeoNames id offline, OSM id for Nominatim). */
  id: string;
  name: string;
  /** Region / admin area name when known. */
  region?: string;
  country?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string;
  /** Display text, e.g. "Lisbon, Portugal". */
  label: string;
  lat: number;
  lng: number;
  population?: number;
}

/**
 * What a coordinate is called. The web picks neighbourhood, else sublocality, else locality,
 * else formattedAddress (spec §2, Location selector).
 */
export interface GeoReverse {
  neighbourhood?: string;
  sublocality?: string;
  locality?: string;
  /** Honest description of the point; never an invented street address. */
  formattedAddress: string;
  lat: number;
  lng: number;
}

/** Place search, reverse lookup and place facts. */
export interface Geocoder {
  /** Autocomplete: places whose name starts with the query, most relevant first. */
  search(q: string, limit?: number): Promise<GeoPlace[]>;
  /** Names the place at a coordinate. */
  reverse(lat: number, lng: number): Promise<GeoReverse>;
  /** Facts about a coordinate (neighbours, country, sun, climate); `label` overrides the name. */
  placeFacts(lat: number, lng: number, label?: string): Promise<PlaceFacts>;
  /** The places the offline map names in a view (the embedded gazetteer, whatever the geocoder). */
  mapPlaces(box: ViewBox, limit: number): MapPlaceDot[];
  /** Facts at a pinned site of the place `label` names: the site's sun and its distance from that place's centre. */
  siteFacts(lat: number, lng: number, label?: string): Promise<PlaceFacts>;
}
