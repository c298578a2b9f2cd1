import { CONTEXT_SLOT_COUNT } from '@loci/shared';
import type { ContextMetadataInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';
import { shotInstructions } from './shot-text.js';

/** Prompt for a Context page: description, labels, prompts, alternatives and prompt usage. */
export function buildContextMetadataPrompt(input: ContextMetadataInput): ComposedPrompt {
  const count = input.count ?? CONTEXT_SLOT_COUNT;
  const usage = input.photoSourceAvailable
    ? 'Set promptUsage to 1 for at most one image in four that is best shown as a real photograph (a named landmark or a real market), otherwise 0.'
    : 'Set promptUsage to 0 for every image (no photo source is configured).';
  const prompt = [
    `Write the ${input.section} Context page for a design presentation about ${input.place.name}.`,
    sectionLensText[input.section],
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `Return a description of 3 to 5 sentences that names ${input.place.name}, its region and country, and uses the facts above where they fit the lens (the sun figures for the physical lens), ending with how the brand keywords become design cues.`,
    `Return exactly ${count} images. Each has a label specific to ${input.place.name} (e.g. a local material, craft, ritual or landmark type), a shot of it seen through the ${input.section} lens, and 3 to 5 alternative labels in the same spirit.`,
    shotInstructions(input.place.name),
    usage,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
