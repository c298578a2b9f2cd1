import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import type { Rng } from './seed.js';
import { climateVocab } from './vocab/climate.js';
import { continentCode, continentVocab, countryVocab } from './vocab/regions.js';
import { sectionLenses } from './vocab/section-lens.js';

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Labels specific to the place (country, continent, climate), most specific first. */
export function placeLabels(section: Section, place: PlaceFacts): string[] {
  const country = place.country ? (countryVocab[place.country.code.toUpperCase()]?.[section] ?? []) : [];
  const code = continentCode(place.country?.continent);
  const continent = code ? (continentVocab[code].words[section] ?? []) : [];
  const climate = climateVocab[place.climateBand];
  const climateWords = section === 'physical' ? climate.labels : section === 'social' ? climate.social : [];
  return unique([...country, ...continent, ...climateWords]);
}

/**
 * Picks `count` distinct labels: about two thirds from the place's own vocabulary
 * (country first), the rest from the section's generic lens.
 */
export function pickLabels(section: Section, place: PlaceFacts, count: number, rng: Rng): string[] {
  const specific = placeLabels(section, place);
  const country = place.country ? (countryVocab[place.country.code.toUpperCase()]?.[section] ?? []) : [];
  const wantSpecific = Math.min(specific.length, Math.ceil((count * 2) / 3));
  const fromCountry = rng.sample(country, Math.min(country.length, Math.ceil(wantSpecific / 2)));
  const rest = specific.filter((l) => !fromCountry.includes(l));
  const chosen = unique([...fromCountry, ...rng.sample(rest, wantSpecific - fromCountry.length)]);
  const generic = rng.sample(
    sectionLenses[section].labels.filter((l) => !chosen.includes(l)),
    count,
  );
  const all = unique([...chosen, ...generic]);
  // Very large counts run out of vocabulary: number the repeats rather than duplicate.
  for (let i = 0; all.length < count; i++) all.push(`${all[i % all.length]} ${Math.floor(i / all.length) + 2}`);
  return rng.sample(all.slice(0, count), count);
}

/** 3–5 alternatives for a label, from the same section's vocabulary, never the label itself. */
export function alternativeLabels(label: string, section: Section, place: PlaceFacts, rng: Rng, exclude: readonly string[] = []): string[] {
  const pool = unique([...placeLabels(section, place), ...sectionLenses[section].labels]).filter(
    (l) => l.toLowerCase() !== label.toLowerCase() && !exclude.includes(l),
  );
  return rng.sample(pool, rng.int(3, 5));
}

/** The label's head noun, e.g. "Tiles" from "Azulejo Tiles". */
export function headWord(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  return words[words.length - 1] ?? label;
}

/** Two topic labels grown from one context label, e.g. "Weathered Tiles", "Archival Tiles". */
export function topicLabelsFor(contextLabel: string, section: Section, rng: Rng, taken: Set<string>): string[] {
  const head = headWord(contextLabel);
  const modifiers = rng.sample(sectionLenses[section].topicModifiers, sectionLenses[section].topicModifiers.length);
  const out: string[] = [];
  for (const modifier of modifiers) {
    const label = `${modifier} ${head}`;
    if (taken.has(label.toLowerCase()) || label.toLowerCase() === contextLabel.toLowerCase()) continue;
    taken.add(label.toLowerCase());
    out.push(label);
    if (out.length === 2) break;
  }
  return out;
}
