import type { SliderStep } from '../text-model.port.js';

/** Words each slider step adds to an image prompt; the same for offline and real models. */
export const microMacroModifiers: Record<SliderStep, string> = {
  0: 'material close-up, macro detail of texture and surface',
  1: 'street-level or room-scale view at eye height',
  2: 'aerial or plan view of the wider urban fabric',
};

export const photoStyledModifiers: Record<SliderStep, string> = {
  0: 'photographic, natural light, realistic depth of field',
  1: 'balanced editorial look between photograph and illustration',
  2: 'styled graphic poster, flat bold shapes and strong outlines',
};

const MARKER = ' | View: ';
/** At the middle scale the shot's own framing is the view: only the style is added. */
const STYLE_MARKER = ' | Style: ';

/** Removes modifiers added by withSliderModifiers, so edits never stack them. */
export function stripSliderModifiers(prompt: string): string {
  const cuts = [prompt.indexOf(MARKER), prompt.indexOf(STYLE_MARKER)].filter((at) => at >= 0);
  return (cuts.length ? prompt.slice(0, Math.min(...cuts)) : prompt).trim();
}

/**
 * Appends the slider modifiers to a prompt, replacing any earlier ones. The middle scale adds no
 * view: a prompt written from a shot already says how the picture is framed (a flat-lay from
 * above, a gate seen whole), and a fixed "street-level" line would contradict it.
 */
export function withSliderModifiers(prompt: string, microMacro: SliderStep, photoStyled: SliderStep): string {
  const style = photoStyledModifiers[photoStyled];
  if (microMacro === 1) return `${stripSliderModifiers(prompt)}${STYLE_MARKER}${style}.`;
  return `${stripSliderModifiers(prompt)}${MARKER}${microMacroModifiers[microMacro]}; Style: ${style}.`;
}
