import { SHOT_KINDS } from '../shot/shot.js';

/**
 * How the LLM describes each image: a shot, not a free prompt. Loci writes the prompt the image
 * provider receives from it, so every provider is asked for the same picture the offline study draws.
 */
export function shotInstructions(place: string): string {
  return [
    'For each image return a shot: subject (what is in the picture, from its label), kind (one of ' +
      SHOT_KINDS.join(', ') +
      ': the picture a designer would take of it: a gate, shrine or bridge is a landmark, a floor finish a floor, fabrics a textile close-up, a set of materials a flat-lay),',
    `motif (the main object drawn, one or two words), materials and palette seen in the picture, time (morning, noon, evening or night) and light, and features: the things of ${place} itself the picture shows (its river, stone, building type).`,
    'Brand keywords only steer materials, palette and mood; never name them as a "cue".',
  ].join(' ');
}
