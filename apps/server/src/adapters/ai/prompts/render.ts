import type { RenderPromptInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE } from './shared.js';

/** Prompt for the render prompt: one paragraph that an image model turns into a view of the area. */
export function buildRenderPrompt(input: RenderPromptInput): ComposedPrompt {
  const items = input.labels.map((l, i) => `- ${l}: ${input.prompts[i] ?? ''}`).join('\n');
  const prompt = [
    `Write the render prompt for a photorealistic architectural interior view of a ${input.programmaticArea} in ${input.place.name}, from the "${input.moodboardTitle}" moodboard.`,
    input.areaDescription?.trim() ? `Area description: ${input.areaDescription.trim()}` : '',
    `Moodboard images:\n${items}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    input.previousPrompt ? `Previous render prompt: ${input.previousPrompt}` : '',
    input.instruction?.trim() ? `The user asks for this change, which takes priority: ${input.instruction.trim()}` : '',
    'Return one paragraph (60 to 140 words): camera position and lens, spatial layout, materials and colours from the moodboard, daylight suited to the place, furniture and people if fitting. No text or logos in the image.',
  ];
  return { system: SYSTEM_BASE, prompt: prompt.filter(Boolean).join('\n\n') };
}
