import type { RelabelInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';
import { shotInstructions } from './shot-text.js';

/** Prompt for a new label picked or typed by the user on a Context or Topics page. */
export function buildRelabelPrompt(input: RelabelInput): ComposedPrompt {
  const old = input.oldLabel?.trim();
  const swap = old ? `with every mention of "${old}" changed to "${input.newLabel}"` : 'unchanged';
  const contextTask = input.updateContext
    ? `Also return newContext: the section description below ${swap}. Change nothing else: add no sentence, no fact and no mention of the new label elsewhere.`
    : 'Return newContext as null.';
  const prompt = [
    `The user relabelled an image of the ${input.section} section for ${input.place.name}${old ? ` from "${old}"` : ''} to "${input.newLabel}".`,
    sectionLensText[input.section],
    `Current image prompt: ${input.currentPrompt}`,
    `Section description: ${input.context}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `Return shot: the picture of "${input.newLabel}" in ${input.place.name}. ${shotInstructions(input.place.name)} Return 3 to 5 alternativeLabels close to "${input.newLabel}".`,
    contextTask,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
