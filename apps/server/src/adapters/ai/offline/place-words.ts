import type { PlaceFacts } from '../../geo/place-facts.js';
import { continentCode, continentVocab } from './vocab/regions.js';

/** Small phrases about a place, shared by descriptions and prompts. */

/** "Lisbon, Portugal" (or just the name when the country is unknown or the same). */
export function placeName(place: PlaceFacts): string {
  const country = place.country?.name;
  return country && country !== place.name ? `${place.name}, ${country}` : place.name;
}

/** The continent's display name, when known. */
export function continentName(place: PlaceFacts): string | undefined {
  const code = continentCode(place.country?.continent);
  return code ? continentVocab[code].name : place.country?.continent;
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

/** "about 545,000" rounded to two significant figures. */
export function roundPopulation(population: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(population)) - 1);
  return (Math.round(population / magnitude) * magnitude).toLocaleString('en-GB');
}

/** "38.7°N" / "33.9°S". */
export function latitudeLabel(lat: number): string {
  return `${Math.abs(lat).toFixed(1)}°${lat >= 0 ? 'N' : 'S'}`;
}

/** The first sentence: name, scale, region, country, continent. */
export function introSentence(place: PlaceFacts): string {
  const scale = scaleWord(place.population);
  const people = place.population ? ` of about ${roundPopulation(place.population)} people` : '';
  const where = [place.region && place.region !== place.name ? place.region : undefined, place.country?.name].filter(Boolean).join(', ');
  const continent = continentName(place);
  const inWhere = where ? ` in ${where}` : '';
  const onContinent = continent ? ` (${continent})` : '';
  return `${place.name} is ${scale}${people}${inWhere}${onContinent}`;
}

/** "Almada and Amadora" from the nearest neighbours, or undefined. */
export function neighbourPhrase(place: PlaceFacts, max = 2): string | undefined {
  const names = place.neighbours
    .map((n) => n.name)
    .filter((n) => n !== place.name)
    .slice(0, max);
  if (names.length === 0) return undefined;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The solstice sun sentence, e.g. "At 38.7°N the June sun climbs to 74.7° at noon…". */
export function sunSentence(place: PlaceFacts): string {
  const { sun } = place;
  const [summer, winter] = place.hemisphere === 'northern' ? ['June', 'December'] : ['December', 'June'];
  const hi = place.hemisphere === 'northern' ? sun.juneNoonAltitude : sun.decemberNoonAltitude;
  const lo = place.hemisphere === 'northern' ? sun.decemberNoonAltitude : sun.juneNoonAltitude;
  const longDay = place.hemisphere === 'northern' ? sun.juneDayHours : sun.decemberDayHours;
  const shortDay = place.hemisphere === 'northern' ? sun.decemberDayHours : sun.juneDayHours;
  return `At ${latitudeLabel(place.lat)} the ${summer} sun climbs to ${hi.toFixed(1)}° at noon and days last ${longDay.toFixed(1)} hours; in ${winter} it reaches only ${lo.toFixed(1)}° over ${shortDay.toFixed(1)} hours.`;
}

/** "Portuguese-speaking" style phrase from ISO language codes, when known. */
export function languagePhrase(place: PlaceFacts): string | undefined {
  const code = place.country?.languages[0];
  if (!code) return undefined;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}
