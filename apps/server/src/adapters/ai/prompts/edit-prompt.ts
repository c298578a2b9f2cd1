import type { EditPromptInput } from '../text-model.port.js';
import { type ComposedPrompt, SYSTEM_BASE, sectionLensText } from './shared.js';
import { microMacroModifiers, photoStyledModifiers, stripSliderModifiers } from './slider-modifiers.js';

/** Prompt for rewriting an image prompt after the sliders move or the user edits it. */
export function buildEditPromptPrompt(input: EditPromptInput): ComposedPrompt {
  const hint = input.newPromptHint?.trim();
  const prompt = [
    `Rewrite an image prompt for the ${input.section} section${input.place ? ` about ${input.place.name}` : ''}.`,
    sectionLensText[input.section],
    `Old prompt: ${stripSliderModifiers(input.oldPrompt)}`,
    hint ? `The user's new wording (takes priority over the old subject): ${hint}` : 'Keep the old subject.',
    `Scale (Micro to Macro, step ${input.microMacro} of 0-2): ${microMacroModifiers[input.microMacro]}.`,
    `Rendering (Photographic to Styled, step ${input.photoStyled} of 0-2): ${photoStyledModifiers[input.photoStyled]}.`,
    'Return one sentence that keeps the place, the subject and the brand cue, and describes the framing and rendering asked for.',
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
