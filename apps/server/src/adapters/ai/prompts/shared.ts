import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import type { BrandInput } from '../text-model.port.js';

/** A system + user message pair sent to a text model. */
export interface ComposedPrompt {
  system: string;
  prompt: string;
}

export const SYSTEM_BASE =
  'You are a senior architecture and interior design researcher preparing a client presentation. ' +
  "You write precise, evocative, factual English; you never invent statistics; you state facts only about the place named, never a nearby city's river, landmark or population, and leave out what you are not sure of; labels are 1 to 3 words in Title Case; " +
  'image prompts are one sentence each, describe a photographable scene for architecture or interior design, and never contain text, logos or watermarks.';

/** What each section looks for in a place. */
export const sectionLensText: Record<Section, string> = {
  historical: 'Historical lens: eras, heritage, landmarks, crafts and trades, archives, patina, restoration and reuse.',
  social: 'Social lens: people, rituals, gathering, food, markets, street life, hospitality and the rhythm of the day.',
  physical: 'Physical lens: climate, sunlight and shade, materials, topography, vegetation, water and weather.',
};

/** How the place relates to its city, with each population named with its own place. */
function placeLines(place: PlaceFacts): string[] {
  const where = [place.region, place.country?.name].filter((p) => p && p !== place.name).join(', ');
  const lines = [`Place: ${place.name}${where ? `, ${where}` : ''}`];
  const loc = place.locality;
  if (loc && place.kind !== 'city') {
    const relation =
      place.kind === 'neighbourhood' && loc.contains
        ? 'a neighbourhood of'
        : loc.contains
          ? 'within'
          : `${Math.round(loc.distanceKm)} km from`;
    const people = loc.population ? ` (population of ${loc.name}: ${loc.population})` : '';
    lines.push(`${place.name} is ${relation} ${loc.name}${people}`);
  }
  if (place.population) lines.push(`Population of ${place.name}: ${place.population}`);
  return lines;
}

/** The facts Loci knows about the place, as a compact bullet list (nothing guessed: no climate type). */
export function placeFactsText(place: PlaceFacts): string {
  if (place.kind === 'unplaced')
    return `- Place: ${place.name} (not found on the map: state no facts about its location, population, climate or sun)`;
  const lines = [...placeLines(place), `Coordinates: ${place.lat.toFixed(4)}, ${place.lng.toFixed(4)} (${place.hemisphere} hemisphere)`];
  if (place.country?.continent) lines.push(`Continent: ${place.country.continent}`);
  if (place.country?.languages.length) lines.push(`Languages: ${place.country.languages.join(', ')}`);
  if (place.country?.currency) lines.push(`Currency: ${place.country.currency}`);
  if (place.neighbours.length)
    lines.push(
      `Neighbouring places: ${place.neighbours
        .slice(0, 4)
        .map((n) => `${n.name} (${Math.round(n.distanceKm)} km)`)
        .join(', ')}`,
    );
  const s = place.sun;
  lines.push(
    `Sun: noon altitude ${s.juneNoonAltitude}° in June, ${s.decemberNoonAltitude}° in December; day length ${s.juneDayHours} h in June, ${s.decemberDayHours} h in December`,
  );
  return lines.map((l) => `- ${l}`).join('\n');
}

/** The brand block: name, keywords as design cues, palette, an excerpt of the brand book. */
export function brandText(input: BrandInput): string {
  const lines = [`Brand: ${input.brandName}`];
  if (input.keywords.length) lines.push(`Brand keywords (use them as material, colour and mood cues): ${input.keywords.join(', ')}`);
  if (input.brandPalette?.length) lines.push(`Brand colours: ${input.brandPalette.join(', ')}`);
  if (input.brandBookText) lines.push(`Brand book (excerpt): ${input.brandBookText.slice(0, 800)}`);
  return lines.map((l) => `- ${l}`).join('\n');
}
