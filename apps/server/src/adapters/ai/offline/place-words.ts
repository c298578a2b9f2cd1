import type { PlaceFacts } from '../../geo/place-facts.js';
import { foldText } from '../../geo/text-normalise.js';
import { continentDisplayName } from './vocab/regions.js';
import { solsticeDays, TROPIC_LATITUDE } from './vocab/sun-words.js';

/** Small phrases about a place, shared by descriptions and prompts. Each states only what PlaceFacts holds. */

/** Drops parts that repeat an earlier one, ignoring case and accents ("Singapore, Singapore"). */
export function uniqueParts(parts: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const key = part ? foldText(part) : '';
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(part as string);
  }
  return out;
}

/** The city a place belongs to, when it is not that city itself. */
function parentCity(place: PlaceFacts): string | undefined {
  return place.kind !== 'city' && place.locality?.contains ? place.locality.name : undefined;
}

/** "Santos-o-Velho, Lisbon, Portugal", "Singapore": name, its city, country, never a part twice. */
export function placeName(place: PlaceFacts): string {
  return uniqueParts([place.name, parentCity(place), place.country?.name]).join(', ');
}

/** "in Lisbon, Portugal", or "at a site 114 km from Santa Cruz das Flores" when the name says where it is. */
export function placeIn(place: PlaceFacts): string {
  return nameMentions(place, place.locality?.name) ? `at a site ${place.name}` : `in ${placeName(place)}`;
}

/** The continent's display name, when known. */
export function continentName(place: PlaceFacts): string | undefined {
  return continentDisplayName(place.country?.continent);
}

/** "a metropolis", "a city", "a town"… from the population. */
export function scaleWord(population: number | undefined): string {
  if (!population) return 'a place';
  if (population >= 5_000_000) return 'a metropolis';
  if (population >= 1_000_000) return 'a major city';
  if (population >= 150_000) return 'a city';
  if (population >= 20_000) return 'a town';
  return 'a small settlement';
}

/** "about 520,000" or "about 4.6 million", rounded to two significant figures. */
export function roundPopulation(population: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(population)) - 1);
  const rounded = Math.round(population / magnitude) * magnitude;
  if (rounded >= 1_000_000) return `${(rounded / 1_000_000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} million`;
  return rounded.toLocaleString('en-GB');
}

/** "38.7°N" / "33.9°S". */
export function latitudeLabel(lat: number): string {
  return `${Math.abs(lat).toFixed(1)}°${lat >= 0 ? 'N' : 'S'}`;
}

/** "Lisbon (a city of about 520,000 people)": a population always named with its own place. */
function withPopulation(name: string, population: number | undefined): string {
  return population ? `${name} (${scaleWord(population)} of about ${roundPopulation(population)} people)` : name;
}

/**
 * " in New South Wales, Australia", without parts the sentence already named; the continent only
 * when nothing else says where the place is ("Singapore … in Asia"), never as a bracketed filler.
 */
function whereTail(place: PlaceFacts, named: readonly string[]): string {
  const named_ = new Set(named.map(foldText));
  const parts = uniqueParts([place.region, place.country?.name]).filter((p) => !named_.has(foldText(p)));
  if (parts.length === 0) {
    const continent = continentName(place);
    return continent && !named_.has(foldText(continent)) ? ` in ${continent}` : '';
  }
  return ` in ${parts.length === 1 ? countryReference(parts[0]) : parts.join(', ')}`;
}

/** True when the place's name already says where it is ("12 km from Coimbra", "Near Lisbon"). */
function nameMentions(place: PlaceFacts, other: string | undefined): boolean {
  return Boolean(other && foldText(place.name).includes(foldText(other)));
}

/**
 * The first sentence, with every population attributed to the place it belongs to:
 * "Santos-o-Velho is a neighbourhood of Lisbon (a city of about 520,000 people) in Portugal".
 */
export function introSentence(place: PlaceFacts): string {
  if (place.kind === 'unplaced')
    return `${place.name} could not be found on the map, so this board states no facts about its place; pick it on the map to add them`;
  const loc = place.locality;
  if (place.kind === 'city') {
    const people = place.population ? `${scaleWord(place.population)} of about ${roundPopulation(place.population)} people` : 'a place';
    return `${place.name} is ${people}${whereTail(place, [place.name])}`;
  }
  const own = place.population && place.kind !== 'site' ? `, home to about ${roundPopulation(place.population)} people,` : '';
  if (!loc) return `${place.name}${own} lies at ${latitudeLabel(place.lat)}${whereTail(place, [place.name])}`;
  const city = withPopulation(loc.name, loc.population);
  const subject = nameMentions(place, loc.name) ? 'The site' : `${place.name}${own}`;
  const named = [place.name, loc.name];
  if (place.kind === 'neighbourhood' && loc.contains) return `${subject} is a neighbourhood of ${city}${whereTail(place, named)}`;
  if (loc.contains) {
    const scale = loc.population ? `. ${loc.name} is ${scaleWord(loc.population)} of about ${roundPopulation(loc.population)} people` : '';
    return `${subject} lies in the ${loc.name} area${whereTail(place, named)}${scale}`;
  }
  return `${subject} lies about ${Math.round(loc.distanceKm)} km from ${city}${whereTail(place, named)}`;
}

/** "Almada (7 km) and Amadora (10 km)" from the nearest neighbours, or undefined. */
export function neighbourPhrase(place: PlaceFacts, max = 2): string | undefined {
  const near = place.neighbours.filter((n) => n.name !== place.name && n.name !== place.locality?.name).slice(0, max);
  if (near.length === 0) return undefined;
  const names = near.map((n) => `${n.name} (${Math.max(1, Math.round(n.distanceKm))} km)`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function hours(h: number): string {
  return `${h.toFixed(1)} hours`;
}

/** The solstice sun sentence, e.g. "At 38.7°N the June sun climbs to 74.7° at noon…"; honest about polar days. */
export function sunSentence(place: PlaceFacts): string {
  const d = solsticeDays(place);
  const { sun } = place;
  if (Math.abs(place.lat) < TROPIC_LATITUDE)
    return `At ${latitudeLabel(place.lat)} the noon sun stands at ${sun.juneNoonAltitude.toFixed(1)}° in June and ${sun.decemberNoonAltitude.toFixed(1)}° in December, and days last ${hours(sun.juneDayHours)} and ${hours(sun.decemberDayHours)}.`;
  const [summer, winter] = place.hemisphere === 'northern' ? ['June', 'December'] : ['December', 'June'];
  const at = `At ${latitudeLabel(place.lat)} the ${summer} sun climbs to ${d.summerNoon.toFixed(1)}° at noon`;
  const summerDay = d.summer >= 24 ? 'and does not set' : `and days last ${hours(d.summer)}`;
  const winterDay =
    d.winter <= 0
      ? `in ${winter} it does not rise at all`
      : `in ${winter} it reaches only ${d.winterNoon.toFixed(1)}° over ${hours(d.winter)}`;
  return `${at} ${summerDay}; ${winterDay}.`;
}

const THE_COUNTRY =
  /^(united |netherlands|philippines|bahamas|maldives|gambia|czech republic|dominican republic|central african|comoros|marshall islands|solomon islands|cayman|falkland|faroe|british |cook islands|turks)/i;

/** "the United States", "Portugal": a country name as it reads in a sentence. */
export function countryReference(name: string): string {
  return THE_COUNTRY.test(name) ? `the ${name}` : name;
}
