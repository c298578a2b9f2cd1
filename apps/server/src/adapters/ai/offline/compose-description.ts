import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { introSentence, languagePhrase, neighbourPhrase, sunSentence } from './place-words.js';
import type { Rng } from './seed.js';
import { climateVocab } from './vocab/climate.js';
import { sectionLenses } from './vocab/section-lens.js';

export interface DescriptionParts {
  section: Section;
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  labels: string[];
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function historicalSentence(p: DescriptionParts, rng: Rng): string {
  const near = neighbourPhrase(p.place);
  const themes = rng.sample(sectionLenses.historical.themes, 3);
  const ties = near ? `, tied by old roads and trade to ${near},` : '';
  return `Its history${ties} is read here through ${listPhrase(themes)}: ${listPhrase(p.labels.slice(0, 3).map((l) => l.toLowerCase()))} carry the layers of its past.`;
}

function socialSentence(p: DescriptionParts): string {
  const near = neighbourPhrase(p.place);
  const lang = languagePhrase(p.place);
  const currency = p.place.country?.currency;
  const speech = lang ? ` in ${lang}` : '';
  const money = currency ? `, trading in ${currency}` : '';
  const commute = near ? ` and the daily flows to ${near}` : '';
  return `Daily life unfolds${speech}${money} around ${listPhrase(p.labels.slice(0, 3).map((l) => l.toLowerCase()))}${commute}.`;
}

function socialSunSentence(p: DescriptionParts): string {
  const { sun, hemisphere } = p.place;
  const long = hemisphere === 'northern' ? sun.juneDayHours : sun.decemberDayHours;
  const short = hemisphere === 'northern' ? sun.decemberDayHours : sun.juneDayHours;
  if (long - short < 1.5)
    return `Days hold close to ${long.toFixed(1)} hours all year, so gatherings follow the heat of the afternoon and the rains rather than the seasons.`;
  return `Summer days of ${long.toFixed(1)} hours stretch gatherings outdoors into the evening, while winter's ${short.toFixed(1)} hours draw them inside.`;
}

function physicalSentence(p: DescriptionParts): string {
  return `It sits in ${climateVocab[p.place.climateBand].clause}; ${listPhrase(p.labels.slice(0, 3).map((l) => l.toLowerCase()))} describe its ground, light and materials.`;
}

function brandSentence(p: DescriptionParts): string {
  const keys = p.keywords
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 3);
  if (keys.length === 0) return `For ${p.brandName}, these become the design cues of the ${p.section} story.`;
  const roles = ['a material', 'a colour', 'a mood'];
  const cues = keys.map((k, i) => `"${k}" as ${roles[i]}`);
  return `For ${p.brandName}, the keywords become design cues: ${listPhrase(cues)}.`;
}

/** A 3–5 sentence section description naming the place, its setting, its sun and the brand cues. */
export function composeDescription(p: DescriptionParts, rng: Rng): string {
  const intro = `${introSentence(p.place)}.`;
  const sentences: string[] = [intro];
  if (p.section === 'historical') sentences.push(historicalSentence(p, rng));
  if (p.section === 'social') sentences.push(socialSentence(p), socialSunSentence(p));
  if (p.section === 'physical') sentences.push(physicalSentence(p), sunSentence(p.place));
  sentences.push(brandSentence(p));
  return sentences.join(' ');
}
