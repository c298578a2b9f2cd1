import { continents, countries, languages } from 'countries-list';
import { getPosition, getTimes } from 'suncalc';
import type { PlaceFacts } from './place-facts.js';

type CountryFacts = NonNullable<PlaceFacts['country']>;
type SunFacts = PlaceFacts['sun'];

/** Country facts from countries-list for an ISO code, when known. */
export function getCountryFacts(code: string): CountryFacts | undefined {
  const c = (countries as Record<string, (typeof countries)[keyof typeof countries] | undefined>)[code];
  if (!c) return undefined;
  const languageNames = languages as Record<string, { name: string } | undefined>;
  return {
    code,
    name: c.name,
    capital: c.capital || undefined,
    continent: (continents as Record<string, string | undefined>)[c.continent],
    languages: c.languages.map((l) => languageNames[l]?.name ?? l),
    currency: c.currency[0],
  };
}

function sunOn(month: number, lat: number, lng: number): { noonAltitude: number; dayHours: number } {
  // Local noon of the solstice day, so getTimes picks that day at this longitude.
  const date = new Date(Date.UTC(2025, month, 21, 12) - (lng / 15) * 3_600_000);
  const times = getTimes(date, lat, lng);
  // suncalc 2 reports altitude in degrees.
  const noonAltitude = getPosition(times.solarNoon, lat, lng).altitude;
  const rise = times.sunrise;
  const set = times.sunset;
  // Polar day or night: no sunrise; suncalc flags which.
  const dayHours = rise && set ? (set.getTime() - rise.getTime()) / 3_600_000 : times.alwaysUp ? 24 : 0;
  return { noonAltitude: round1(noonAltitude), dayHours: round1(dayHours) };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Noon sun altitude and day length at the June and December solstices (2025). */
export function getSunFacts(lat: number, lng: number): SunFacts {
  const june = sunOn(5, lat, lng);
  const december = sunOn(11, lat, lng);
  return {
    juneNoonAltitude: june.noonAltitude,
    decemberNoonAltitude: december.noonAltitude,
    juneDayHours: june.dayHours,
    decemberDayHours: december.dayHours,
  };
}

/**
 * Facts for a typed place no geocoder found: the name only. Coordinates (and the sun computed
 * there) are the map's default centre, kept for seeding; `kind: 'unplaced'` tells every text
 * writer to state nothing about the place.
 */
export function getUnplacedFacts(name: string, at: { lat: number; lng: number }): PlaceFacts {
  return {
    name,
    kind: 'unplaced',
    lat: at.lat,
    lng: at.lng,
    neighbours: [],
    sun: getSunFacts(at.lat, at.lng),
    hemisphere: at.lat < 0 ? 'southern' : 'northern',
  };
}
