import type { PlaceFacts } from '../../../geo/place-facts.js';

/** The tropics' edge: the sun passes overhead at noon somewhere only within it. */
export const TROPIC_LATITUDE = 23.44;

/** Daylight at the solstices, summer and winter for the place's hemisphere. */
export function solsticeDays(place: PlaceFacts): { summer: number; winter: number; summerNoon: number; winterNoon: number } {
  const north = place.hemisphere === 'northern';
  const { sun } = place;
  return {
    summer: north ? sun.juneDayHours : sun.decemberDayHours,
    winter: north ? sun.decemberDayHours : sun.juneDayHours,
    summerNoon: north ? sun.juneNoonAltitude : sun.decemberNoonAltitude,
    winterNoon: north ? sun.decemberNoonAltitude : sun.juneNoonAltitude,
  };
}

/** True when day length hardly changes through the year (the suncalc figures say so). */
export function steadyDays(place: PlaceFacts): boolean {
  const d = solsticeDays(place);
  return d.summer - d.winter < 1.5;
}

/** True for the tropics, where Loci names no summer or winter (without climate data, seasons there are rains it cannot back). */
export function inTropics(place: PlaceFacts): boolean {
  return Math.abs(place.lat) < TROPIC_LATITUDE;
}

/** True where the sun's path alone makes a summer and a winter: outside the tropics, with day length changing. */
export function hasSeasons(place: PlaceFacts): boolean {
  return place.kind !== 'unplaced' && !inTropics(place) && !steadyDays(place);
}

/** Every label sunLabels can give: generic words, not names of the place. */
export const SUN_LABELS: readonly string[] = [
  'Overhead Sun',
  'Low Sun',
  'Midnight Sun',
  'Polar Night',
  'Steady Daylight',
  'Seasonal Light',
  'Long Evenings',
];

/**
 * Labels the sun's path at the site supports, and nothing about weather: an overhead sun only
 * between the tropics, a low winter sun, midnight sun and polar night only where they happen.
 */
export function sunLabels(place: PlaceFacts, section: 'social' | 'physical'): string[] {
  const d = solsticeDays(place);
  const out: string[] = [];
  if (place.kind === 'unplaced') return out;
  if (section === 'physical') {
    if (inTropics(place)) out.push('Overhead Sun');
    if (d.winterNoon > 0 && d.winterNoon < 25) out.push('Low Sun');
    if (d.summer >= 24) out.push('Midnight Sun');
    if (d.winter <= 0) out.push('Polar Night');
    if (steadyDays(place)) out.push('Steady Daylight');
    else if (hasSeasons(place)) out.push('Seasonal Light');
  } else if (d.summer >= 15) out.push('Long Evenings');
  return out;
}
