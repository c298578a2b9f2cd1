import { MOODBOARD_IMAGE_COUNT, type MoodboardMetadataInput } from '../text-model.port.js';
import { brandText, type ComposedPrompt, placeFactsText, SYSTEM_BASE, sectionLensText } from './shared.js';
import { shotInstructions } from './shot-text.js';

/** Prompt for a moodboard of a programmatic area (e.g. a Lounge) built from one insight. */
export function buildMoodboardMetadataPrompt(input: MoodboardMetadataInput): ComposedPrompt {
  const count = input.count ?? MOODBOARD_IMAGE_COUNT;
  const refs = input.selectedImagePrompts.length ? input.selectedImagePrompts.map((p) => `- ${p}`).join('\n') : '- none';
  const prompt = [
    `Create an interior design moodboard titled after the topic "${input.topic}" for a ${input.programmaticArea} in ${input.place.name}.`,
    input.areaDescription?.trim() ? `Area description: ${input.areaDescription.trim()}` : 'No area description was given: write one.',
    `It draws on the ${input.section} insight. ${sectionLensText[input.section]}`,
    `Insight description: ${input.contextText}`,
    `Aesthetic reference images chosen by the user:\n${refs}`,
    'Known facts:',
    placeFactsText(input.place),
    brandText(input),
    `${shotInstructions(input.place.name)}`,
    `Return a short title, exactly ${count} images (each a label such as a material, furniture piece, light, textile or detail, and a shot of it for the ${input.programmaticArea}, consistent with the references; the images together are different kinds of picture: a flat-lay, a textile close-up, a floor, a lighting study, a threshold, a detail, the room), and optionalPrompt: one paragraph describing the ${input.programmaticArea} (use, atmosphere, materials, light) for a later render.`,
  ];
  return { system: SYSTEM_BASE, prompt: prompt.join('\n\n') };
}
