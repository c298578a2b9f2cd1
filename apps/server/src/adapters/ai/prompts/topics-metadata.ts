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
    `The Context page's description (background only; the Topics page has its own text): ${input.context}`,
    `Context labels: ${input.contextLabels.join(', ')}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `Each context label spawns ${Math.max(1, Math.round(count / Math.max(1, input.contextLabels.length)))} topics; set fromLabel to that context label. Each topic has a new label (1 to 3 words, not a repeat of a context label, a closer subject a designer would caption such as "Shrine Gate Details" or "Weathered Azulejo Tiles", never the context label with "Moments" or "Scenes" added), a shot zooming into a detail, use or material of its context label in ${input.place.name}, and 3 to 5 alternative labels.`,
    `Return a description of 2 to 4 sentences written for this Topics page only: what its topics look at in ${input.place.name}, named by their labels and grouped by the context label they grew from, seen through the ${input.section} lens, with one brand keyword tied to one topic. Never repeat or paraphrase a sentence of the Context description, never state the place's population, languages or currency, and write no sentence another page, another place or another brand could carry unchanged.`,
    shotInstructions(input.place.name),
    usage,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
