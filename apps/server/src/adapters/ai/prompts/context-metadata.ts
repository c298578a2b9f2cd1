import { CONTEXT_SLOT_COUNT } from '@loci/shared';
import type { ContextMetadataInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';
import { shotInstructions } from './shot-text.js';

/** The facts each page states; the others belong to the other pages. */
const descriptionFacts: Record<ContextMetadataInput['section'], string> = {
  historical: 'what the place is, its population and country, its nearest towns',
  social: 'the length of the day (never the languages or the currency: they read as filler)',
  physical: 'the latitude and the sun figures',
};

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
    `Return a description of 3 to 5 sentences written for this page only. State only the facts above that this lens is about (${descriptionFacts[input.section]}), say what the page's own labels show, and tie one brand keyword to one of those labels in plain words. ${input.section === 'historical' ? 'Open with what the place is.' : "Do not open with the place's population or country: the historical page says that."} Never list keywords "as design cues", never add a continent in brackets, and write no sentence another page or another place could carry unchanged.`,
    `Return exactly ${count} images. Each has a label specific to ${input.place.name} (e.g. a local material, craft, ritual or landmark type), written as a designer would caption a board (a noun phrase such as "Machiya Timber" or "Izakaya Counters", never a stock word such as "Moments" or "Scenes" added to it), a shot of it seen through the ${input.section} lens, and 3 to 5 alternative labels in the same spirit.`,
    shotInstructions(input.place.name),
    usage,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
