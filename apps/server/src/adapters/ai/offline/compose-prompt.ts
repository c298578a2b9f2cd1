import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { placeIn } from './place-words.js';
import type { Rng } from './seed.js';
import { keywordRole, rolePhrase } from './vocab/keyword-roles.js';
import { sectionLenses } from './vocab/section-lens.js';

export interface PromptParts {
  label: string;
  section: Section;
  place: PlaceFacts;
  /** The brand keyword carried by this image, when any. */
  keyword?: string;
  /** The context label a topic grew from. */
  fromLabel?: string;
}

/** The keyword for the n-th image: keywords rotate so each image carries a different cue. */
export function keywordAt(keywords: readonly string[], index: number): string | undefined {
  const clean = keywords.map((k) => k.trim()).filter(Boolean);
  return clean.length ? clean[index % clean.length] : undefined;
}

/**
 * One sentence image prompt for architecture and interior design imagery:
 * label + place + section scene + brand keyword cue.
 */
export function composeImagePrompt(parts: PromptParts, rng: Rng): string {
  const lens = sectionLenses[parts.section];
  const scene = rng.pick(lens.scenes);
  const origin = parts.fromLabel ? `, a closer look at ${parts.fromLabel.toLowerCase()},` : '';
  const cue = parts.keyword ? ` with "${parts.keyword}" ${rolePhrase[keywordRole(parts.keyword)]}` : '';
  return `${parts.label} ${placeIn(parts.place)}${origin} showing ${scene}${cue}, as ${lens.title.toLowerCase()} reference imagery for architecture and interior design.`;
}
