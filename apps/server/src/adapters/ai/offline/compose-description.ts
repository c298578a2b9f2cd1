import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { countryReference, currencyPhrase, introSentence, languagePhrase, neighbourPhrase, sunSentence } from './place-words.js';
import type { Rng } from './seed.js';
import { keywordRole, roleNoun } from './vocab/keyword-roles.js';
import { sectionLenses } from './vocab/section-lens.js';
import { inTropics, solsticeDays, steadyDays, TROPIC_LATITUDE } from './vocab/sun-words.js';

export interface DescriptionParts {
  section: Section;
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  labels: string[];
}

/** "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The board's first labels as written on the board (they may be proper names: "Tagus Estuary"). */
function labelList(p: DescriptionParts): string {
  return listPhrase(p.labels.slice(0, 3));
}

/** The board's reading, framed as a lens: the labels are where it looks, not claims about the past. */
function historicalSentences(p: DescriptionParts, rng: Rng): string[] {
  const themes = rng.sample(sectionLenses.historical.themes, 3);
  const out = [`The board reads its history through ${listPhrase(themes)}, starting from ${labelList(p)}.`];
  const near = neighbourPhrase(p.place);
  if (near) out.push(`Nearby towns include ${near}.`);
  return out;
}

/** Languages and currency are the country's, and said to be ("English is spoken in the United States"). */
function countrySentence(place: PlaceFacts): string | undefined {
  const country = place.country?.name;
  if (!country) return undefined;
  const ref = countryReference(country);
  const lang = languagePhrase(place);
  const money = currencyPhrase(place);
  const many = Boolean(lang?.includes(' and '));
  if (lang && money) return `${lang} ${many ? 'are' : 'is'} spoken in ${ref}, whose currency is the ${money}.`;
  if (lang) return `${lang} ${many ? 'are' : 'is'} spoken in ${ref}.`;
  if (money) return `The currency of ${ref} is the ${money}.`;
  return undefined;
}

function socialSunSentence(place: PlaceFacts): string {
  const d = solsticeDays(place);
  if (steadyDays(place))
    return `Days stay close to ${d.summer.toFixed(1)} hours all year, so evenings fall at much the same hour throughout the year.`;
  if (inTropics(place)) {
    const [short, long] = [d.summer, d.winter].sort((a, b) => a - b);
    return `Days last between ${short.toFixed(1)} and ${long.toFixed(1)} hours through the year, and the noon sun stands high in every month.`;
  }
  if (d.summer >= 24 || d.winter <= 0)
    return 'The sun does not set at midsummer and does not rise at midwinter, so rooms for gathering live by lamplight for part of the year.';
  return `Days last ${d.summer.toFixed(1)} hours at midsummer and ${d.winter.toFixed(1)} at midwinter: rooms for gathering meet both long light evenings and early dusk.`;
}

function socialSentences(p: DescriptionParts): string[] {
  const out = [`The board looks at daily life through ${labelList(p)}.`];
  const country = countrySentence(p.place);
  if (country) out.push(country);
  if (p.place.kind !== 'unplaced') out.push(socialSunSentence(p.place));
  return out;
}

/** Sun geometry only (suncalc): no climate type, rain or season claims Loci cannot back. */
function physicalSentences(p: DescriptionParts): string[] {
  if (p.place.kind === 'unplaced') return [`The board reads ground, light and materials through ${labelList(p)}.`];
  const lat = Math.abs(p.place.lat);
  const zone =
    lat < TROPIC_LATITUDE
      ? 'It lies between the tropics, where the noon sun stands directly overhead twice a year; '
      : lat > 66.56
        ? 'It lies beyond the polar circle; '
        : '';
  const lead = `${zone}${zone ? 'the' : 'The'} board reads its ground, light and materials through ${labelList(p)}.`;
  return [lead, sunSentence(p.place)];
}

function brandSentence(p: DescriptionParts): string {
  const keys = p.keywords
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 3);
  const brand = p.brandName.trim() || 'the brand';
  if (keys.length === 0) return `For ${brand}, these become the design cues of the ${p.section} story.`;
  const cues = keys.map((k) => `"${k}" as ${roleNoun[keywordRole(k)]}`);
  return `For ${brand}, the keywords become design cues: ${listPhrase(cues)}.`;
}

/** A 3–5 sentence section description: the place as picked, the board's lens, sun facts, brand cues. */
export function composeDescription(p: DescriptionParts, rng: Rng): string {
  const sentences = [`${introSentence(p.place)}.`];
  if (p.section === 'historical') sentences.push(...historicalSentences(p, rng));
  if (p.section === 'social') sentences.push(...socialSentences(p));
  if (p.section === 'physical') sentences.push(...physicalSentences(p));
  sentences.push(brandSentence(p));
  return sentences.join(' ');
}
