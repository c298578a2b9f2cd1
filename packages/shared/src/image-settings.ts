import { DEFAULT_SLIDER } from './constants.js';
import type { ImageSettings } from './generation.schema.js';

/** Slider ends (spec §2 Image popup). */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 2;

/** Defaults: both sliders 1, realSourced the prompt-usage value (spec §3). */
export function defaultSettings(promptUsage = 0): ImageSettings {
  return { microMacro: DEFAULT_SLIDER, photoStyled: DEFAULT_SLIDER, realSourced: promptUsage === 1 ? 1 : 0 };
}

function clampStep(value: unknown, fallback: number, max = SLIDER_MAX): number {
  const n = typeof value === 'number' ? Math.round(value) : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(SLIDER_MIN, n)) : fallback;
}

/** A slot's settings from partial data, clamped to the 3 steps (realSourced 0/1). */
export function normaliseSettings(value: Partial<ImageSettings> | undefined, promptUsage = 0): ImageSettings {
  const base = defaultSettings(promptUsage);
  if (!value) return base;
  return {
    microMacro: clampStep(value.microMacro, base.microMacro),
    photoStyled: clampStep(value.photoStyled, base.photoStyled),
    realSourced: clampStep(value.realSourced, base.realSourced, 1),
  };
}
