import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { describeBoardShots } from '../shot/describe-shot.js';
import type { Shot } from '../shot/shot.js';
import { writeShotPrompt } from '../shot/write-prompt.js';
import { placeIn } from './place-words.js';

export interface PromptParts {
  label: string;
  section: Section;
  place: PlaceFacts;
  /** The project's brand keywords: material and colour words join the shot. */
  keywords?: readonly string[];
}

/** The keyword for the n-th image: keywords rotate so each image carries a different cue. */
export function keywordAt(keywords: readonly string[], index: number): string | undefined {
  const clean = keywords.map((k) => k.trim()).filter(Boolean);
  return clean.length ? clean[index % clean.length] : undefined;
}

/** The image prompt written from a shot, for a place. */
export function promptFromShot(shot: Shot, place: PlaceFacts): string {
  return writeShotPrompt(shot, placeIn(place));
}

/**
 * Shot descriptions and prompts for a board's slots, in order: each slot's kind of shot from its
 * label and the page's lens, no kind twice where the subject allows another look.
 */
export function composeBoardShots(slots: readonly PromptParts[]): { shot: Shot; prompt: string }[] {
  return describeBoardShots(slots).map((shot, i) => ({ shot, prompt: promptFromShot(shot, slots[i].place) }));
}
