import type { MoodboardMetadata } from '../schemas.js';
import type { MoodboardMetadataInput, RenderPromptInput } from '../text-model.port.js';
import { MOODBOARD_IMAGE_COUNT } from '../text-model.port.js';
import { keywordAt } from './compose-prompt.js';
import { placeIn } from './place-words.js';
import type { Rng } from './seed.js';

const facets = [
  'Material Palette',
  'Lighting Mood',
  'Seating',
  'Textiles',
  'Surfaces',
  'Joinery Detail',
  'Planting',
  'Tableware',
  'Colour Accent',
  'Threshold',
  'Ceiling',
  'Floor Finish',
  'Signage',
  'Storage',
];

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Offline moodboard: one image per interior facet, each tying topic, area, place and a keyword. */
export function composeMoodboard(input: MoodboardMetadataInput, rng: Rng): MoodboardMetadata {
  const count = input.count ?? MOODBOARD_IMAGE_COUNT;
  const area = input.programmaticArea || 'Lounge';
  const topic = input.topic.trim() || 'Untitled';
  const where = placeIn(input.place);
  const images = rng.sample(facets, count).map((facet, i) => {
    const keyword = keywordAt(input.keywords, i);
    const cue = keyword ? `, with "${keyword}" as the guiding cue` : '';
    return {
      label: facet,
      prompt: `${facet} for a ${area.toLowerCase()} inspired by ${topic} ${where}${cue}, interior design moodboard image.`,
    };
  });
  const brief =
    input.areaDescription?.trim() ||
    `A ${area.toLowerCase()} for ${input.brandName} that brings ${topic} from the ${input.section} story of ${input.place.name} indoors.`;
  return { title: titleCase(topic), images, optionalPrompt: brief };
}

/** Offline render prompt: one paragraph describing the area's view from the moodboard's labels. */
export function composeRenderPrompt(input: RenderPromptInput): string {
  const materials = input.labels
    .filter((l) => l !== 'Aesthetic Reference')
    .slice(0, 6)
    .join(', ')
    .toLowerCase();
  const brief = input.areaDescription?.trim() ? ` ${input.areaDescription.trim()}` : '';
  const keys = input.keywords.slice(0, 3).join(', ');
  const base = `Architectural interior render of a ${input.programmaticArea.toLowerCase()} for ${input.brandName} ${placeIn(input.place)}, from the "${input.moodboardTitle}" moodboard: ${materials || 'its materials and light'}.${brief}`;
  const tail = keys
    ? ` Brand cues: ${keys}. Eye-level wide view, natural daylight, realistic materials.`
    : ' Eye-level wide view, natural daylight, realistic materials.';
  const edit = input.instruction?.trim() ? ` Change: ${input.instruction.trim()}.` : '';
  return `${base}${tail}${edit}`;
}
