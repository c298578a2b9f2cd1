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

/** Removes modifiers added by withSliderModifiers, so edits never stack them. */
export function stripSliderModifiers(prompt: string): string {
  const at = prompt.indexOf(MARKER);
  return (at >= 0 ? prompt.slice(0, at) : prompt).trim();
}

/** Appends the slider modifiers to a prompt, replacing any earlier ones. */
export function withSliderModifiers(prompt: string, microMacro: SliderStep, photoStyled: SliderStep): string {
  return `${stripSliderModifiers(prompt)}${MARKER}${microMacroModifiers[microMacro]}; Style: ${photoStyledModifiers[photoStyled]}.`;
}
