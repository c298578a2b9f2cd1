import type { Rng } from '../seed.js';
import type { Palette } from './palette.js';
import type { Style } from './style.js';

/** Everything a composition needs to draw one image. */
export interface Scene {
  w: number;
  h: number;
  rng: Rng;
  palette: Palette;
  style: Style;
  /** Lower-case words of the prompt, for motif choices. */
  words: Set<string>;
  seed: number;
}

/** True when any of the words appears in the prompt (plural-insensitive). */
export function mentions(scene: Scene, ...words: string[]): boolean {
  return words.some((w) => scene.words.has(w) || scene.words.has(`${w}s`));
}

/** A colour from the palette, chosen by the scene's PRNG. */
export function anyColor(scene: Scene): string {
  return scene.rng.pick(scene.palette.all);
}
