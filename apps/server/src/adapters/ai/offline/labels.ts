import type { PlaceFacts } from '../../geo/place-facts.js';
import { FEATURE_SECTION } from '../../geo/place-features.port.js';
import { distanceKm } from '../../geo/spatial.js';
import type { Section } from '../schemas.js';
import type { Rng } from './seed.js';
import { headKind, sameStem, sharesStem, singular, topicModifiers, topicSuffixes } from './vocab/label-parts.js';
import { localFeatures } from './vocab/local-features.js';
import { countryVocab } from './vocab/regions.js';
import { sectionLenses } from './vocab/section-lens.js';
import { SUN_LABELS, sunLabels } from './vocab/sun-words.js';

/** Drops repeats and labels that share a head-noun stem with an earlier one ("Bluestone Lanes", "Alfama Lanes"). */
function distinct(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const head = headWord(item);
    if (out.some((o) => o.toLowerCase() === item.toLowerCase() || sameStem(headWord(o), head))) continue;
    out.push(item);
  }
  return out;
}

/** The gazetteer name of the city the place is, or lies in. */
function cityOf(place: PlaceFacts): string | undefined {
  if (place.kind === 'city') return place.name;
  return place.locality?.contains ? place.locality.name : undefined;
}

/** The place's own named features that belong on this page (a neighbourhood's shrine, a village's lake), nearest first. */
export function ownFeatureLabels(section: Section, place: PlaceFacts): string[] {
  return (place.nearby ?? []).filter((f) => FEATURE_SECTION[f.kind] === section).map((f) => f.name);
}

/** Words tied to the place's whole city: only for that city (or a place in it), within its radius; its landmarks only for the city itself. */
export function cityWideLabels(section: Section, place: PlaceFacts): string[] {
  const city = cityOf(place);
  return localFeatures
    .filter((f) => f.city === city && distanceKm(place.lat, place.lng, f.lat, f.lng) <= f.radiusKm)
    .flatMap((f) => [...(f.words[section] ?? []), ...(place.kind === 'city' ? (f.landmarks[section] ?? []) : [])]);
}

/**
 * Words tied to the place: a neighbourhood's or village's own features lead; its city's words
 * are used only on a page where nothing of the place itself is known.
 */
export function localLabels(section: Section, place: PlaceFacts): string[] {
  const own = ownFeatureLabels(section, place);
  return own.length ? own : cityWideLabels(section, place);
}

export function countryLabels(section: Section, place: PlaceFacts): readonly string[] {
  return place.country ? (countryVocab[place.country.code.toUpperCase()]?.[section] ?? []) : [];
}

/** Labels specific to the place (its city's features, its country's crafts, its sun), most specific first. */
export function placeLabels(section: Section, place: PlaceFacts): string[] {
  const sun = section === 'historical' ? [] : sunLabels(place, section);
  return distinct([...localLabels(section, place), ...countryLabels(section, place), ...sun]);
}

/**
 * Picks `count` distinct labels: about two thirds from the place's own vocabulary
 * (its city's first), the rest from the section's generic lens.
 */
export function pickLabels(section: Section, place: PlaceFacts, count: number, rng: Rng): string[] {
  const specific = placeLabels(section, place);
  const local = localLabels(section, place).filter((l) => specific.includes(l));
  const own = ownFeatureLabels(section, place).filter((l) => local.includes(l));
  const wantSpecific = Math.min(specific.length, Math.ceil((count * 2) / 3));
  // The place's own features all come first (nearest first); city words are sampled.
  const fromLocal = own.length ? own.slice(0, wantSpecific) : rng.sample(local, Math.min(local.length, Math.ceil(wantSpecific / 2)));
  const rest = specific.filter((l) => !fromLocal.includes(l));
  const chosen = [...fromLocal, ...rng.sample(rest, wantSpecific - fromLocal.length)];
  const generic = rng.sample(sectionLenses[section].labels, sectionLenses[section].labels.length);
  const all = distinct([...chosen, ...generic]);
  // Very large counts run out of vocabulary: number the repeats rather than duplicate.
  for (let i = 0; all.length < count; i++) all.push(`${all[i % all.length]} ${Math.floor(i / all.length) + 2}`);
  return rng.sample(all.slice(0, count), count);
}

/** 3–5 alternatives for a label, from the same section's vocabulary, never the label itself. */
export function alternativeLabels(label: string, section: Section, place: PlaceFacts, rng: Rng, exclude: readonly string[] = []): string[] {
  const pool = distinct([...placeLabels(section, place), ...sectionLenses[section].labels]).filter(
    (l) => l.toLowerCase() !== label.toLowerCase() && !exclude.includes(l),
  );
  return rng.sample(pool, rng.int(3, 5));
}

/** The label's head noun, e.g. "Tiles" from "Azulejo Tiles". */
export function headWord(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  return words[words.length - 1] ?? label;
}

/** True for labels that are generic words ("Restored Interiors", "Seasonal Light"), not names of the place. */
function isGeneric(label: string, section: Section): boolean {
  return sectionLenses[section].labels.includes(label) || SUN_LABELS.includes(label);
}

/**
 * The part a modifier is put before: a two-word place name whole ("Azulejo Tiles"), else the head
 * noun alone, so adjectives never stack ("Restored Interiors" → "Old Interiors", not "Old Restored Interiors").
 */
function topicBase(contextLabel: string, section: Section): string {
  const words = contextLabel.split(/\s+/);
  return words.length === 2 && !isGeneric(contextLabel, section) ? contextLabel : (words[words.length - 1] ?? contextLabel);
}

/** Candidate topic labels: a fitting modifier before the label, else a neutral suffix after it. */
function topicCandidates(contextLabel: string, section: Section, seasons: boolean, rng: Rng): string[] {
  const base = topicBase(contextLabel, section);
  const kind = headKind(contextLabel);
  const modifiers = kind ? topicModifiers[section].filter((m) => m.fits.includes(kind) && (seasons || !m.season)) : [];
  const built = rng.sample(modifiers, modifiers.length).map((m) => `${m.word} ${base}`);
  // The subject becomes an attribute before the suffix, so it is singular: "Shrine Gate Details".
  const words = (contextLabel.split(/\s+/).length <= 2 ? contextLabel : base).split(/\s+/);
  const tail = [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ');
  const suffixed = rng.sample(topicSuffixes[section], topicSuffixes[section].length).map((s) => `${tail} ${s}`);
  return [...built, ...suffixed];
}

/**
 * Two topic labels grown from one context label, e.g. "Weathered Azulejo Tiles"; the added word
 * must fit the subject and never echo it ("Planted Planting", "Salvaged Grid" are not built).
 */
export function topicLabelsFor(contextLabel: string, section: Section, rng: Rng, opts: { taken: Set<string>; seasons: boolean }): string[] {
  const out: string[] = [];
  const words = new Set(contextLabel.toLowerCase().split(/\s+/));
  for (const label of topicCandidates(contextLabel, section, opts.seasons, rng)) {
    const key = label.toLowerCase();
    if (opts.taken.has(key) || key === contextLabel.toLowerCase()) continue;
    // The word added to the subject must not echo any word of the context label ("Planted Planting").
    const added = label.split(/\s+/).filter((w) => !words.has(w.toLowerCase()));
    if (added.some((w) => sharesStem(w, contextLabel))) continue;
    opts.taken.add(key);
    out.push(label);
    if (out.length === 2) break;
  }
  return out;
}

/**
 * Design words of a place for brand keywords, when nothing else says enough: its city's and
 * country's labels across the three sections, taken in turn ("machiya timber", "izakaya
 * counters", "moss gardens"), never the generic lens words or sun labels.
 */
export function placeKeywords(place: PlaceFacts, max = 6): string[] {
  if (place.kind === 'unplaced') return [];
  const sections: Section[] = ['historical', 'social', 'physical'];
  const lists = sections.map((s) => placeLabels(s, place).filter((l) => !SUN_LABELS.includes(l)));
  const out: string[] = [];
  for (let i = 0; out.length < max && lists.some((l) => i < l.length); i++)
    for (const list of lists) if (list[i] && out.length < max && !out.includes(list[i])) out.push(list[i]);
  return out.map((l) => l.toLowerCase());
}
