import { TOPICS_SLOT_COUNT } from '@loci/shared';
import type { TopicsMetadataInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';
import { shotInstructions } from './shot-text.js';

/** Prompt for a Topics page: two topics grown from each context label. */
export function buildTopicsMetadataPrompt(input: TopicsMetadataInput): ComposedPrompt {
  const count = input.count ?? TOPICS_SLOT_COUNT;
  const usage = input.photoSourceAvailable
    ? 'Set promptUsage to 1 for at most one topic in four that is best shown as a real photograph, otherwise 0.'
    : 'Set promptUsage to 0 for every topic.';
  const prompt = [
    `Write the ${input.section} Topics page for ${input.place.name}: ${count} topics that look closer at the context labels.`,
    sectionLensText[input.section],
    `Context description: ${input.context}`,
    `Context labels: ${input.contextLabels.join(', ')}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `Each context label spawns ${Math.max(1, Math.round(count / Math.max(1, input.contextLabels.length)))} topics; set fromLabel to that context label. Each topic has a new label (1 to 3 words, not a repeat of a context label, a closer subject a designer would caption such as "Shrine Gate Details" or "Weathered Azulejo Tiles", never the context label with "Moments" or "Scenes" added), a shot zooming into a detail, use or material of its context label in ${input.place.name}, and 3 to 5 alternative labels.`,
    shotInstructions(input.place.name),
    usage,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
