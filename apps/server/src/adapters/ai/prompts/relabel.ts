import type { RelabelInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';

/** Prompt for a new label picked or typed by the user on a Context or Topics page. */
export function buildRelabelPrompt(input: RelabelInput): ComposedPrompt {
  const contextTask = input.updateContext
    ? `Also return newContext: the description below rewritten (same length, 3 to 5 sentences) so that it mentions "${input.newLabel}" naturally.`
    : 'Return newContext as null.';
  const prompt = [
    `The user relabelled an image of the ${input.section} section for ${input.place.name} to "${input.newLabel}".`,
    sectionLensText[input.section],
    `Current image prompt: ${input.currentPrompt}`,
    `Section description: ${input.context}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `Return newPrompt: one sentence for an architecture and interior design image of "${input.newLabel}" in ${input.place.name}, keeping the current prompt's brand cue and viewpoint. Return 3 to 5 alternativeLabels close to "${input.newLabel}".`,
    contextTask,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
