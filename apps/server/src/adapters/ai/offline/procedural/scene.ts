import type { PlaceStyle } from '../../shot/place-style.js';
import type { Shot } from '../../shot/shot.js';
import type { Rng } from '../seed.js';
import { mix, mute } from './color.js';
import type { Composition } from './composition.js';
import type { Light } from './light.js';
import type { Palette } from './palette.js';
import type { Style } from './style.js';

/** Calm surface colours derived from the palette: muted, so a board reads as one family. */
export interface Tones {
  wall: string;
  wall2: string;
  floor: string;
  trim: string;
  accent: string;
  wood: string;
  fabric: string;
  green: string;
  metal: string;
  glass: string;
}

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
  comp: Composition;
  light: Light;
  tones: Tones;
  /** What the picture shows (from the slot's shot description, or read back from its prompt). */
  shot: Shot;
  /** How the place builds: roofs, gates, trees, floors. */
  place: PlaceStyle;
}

/** True when any of the words appears in the prompt (plural-insensitive). */
export function mentions(scene: Scene, ...words: string[]): boolean {
  return words.some((w) => scene.words.has(w) || scene.words.has(`${w}s`));
}

/** A colour from the palette, chosen by the scene's PRNG. */
export function anyColor(scene: Scene): string {
  return scene.rng.pick(scene.palette.all);
}

/** Derives the surface tones of a scene from its palette. */
export function makeTones(p: Palette, rng: Rng): Tones {
  const second = p.all[1] ?? p.accent;
  return {
    wall: mute(mix(p.light, p.base, rng.range(0.08, 0.25)), 0.2),
    wall2: mute(mix(p.base, p.light, rng.range(0.35, 0.6)), 0.25),
    floor: mute(mix(p.base, '#8c7560', rng.range(0.3, 0.6)), 0.2),
    trim: mix(p.dark, '#3a3530', 0.4),
    accent: mute(p.accent, 0.15),
    wood: mix('#9a7350', p.base, 0.2),
    fabric: mute(mix(second, p.light, 0.35), 0.25),
    green: mix('#5d7a4e', p.base, 0.15),
    metal: mix('#6f6a60', p.dark, 0.3),
    glass: mix('#8fa6b0', p.dark, 0.25),
  };
}
