import type { MoodboardMetadata } from '../schemas.js';
import { describeBoardShots } from '../shot/describe-shot.js';
import { renderMotif, shotFromPrompt } from '../shot/read-prompt.js';
import type { Shot } from '../shot/shot.js';
import { labelShot } from '../shot/shot-words.js';
import type { MoodboardMetadataInput, RenderPromptInput } from '../text-model.port.js';
import { MOODBOARD_IMAGE_COUNT } from '../text-model.port.js';
import { promptFromShot } from './compose-prompt.js';
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

/** One facet per kind of shot first (nine categories, nine kinds of picture), then the rest. */
function chooseFacets(count: number, rng: Rng): string[] {
  const byKind = new Map<string, string[]>();
  for (const facet of rng.sample(facets, facets.length)) {
    const kind = labelShot(facet)?.[0] ?? 'interior';
    byKind.set(kind, [...(byKind.get(kind) ?? []), facet]);
  }
  const first = [...byKind.values()].map((list) => list[0]);
  const rest = [...byKind.values()].flatMap((list) => list.slice(1));
  return [...rng.sample(first, first.length), ...rest].slice(0, count);
}

/** Offline moodboard: one image per interior facet, each a different kind of shot of the area, in the topic's materials. */
export function composeMoodboard(input: MoodboardMetadataInput, rng: Rng): MoodboardMetadata {
  const count = input.count ?? MOODBOARD_IMAGE_COUNT;
  const area = input.programmaticArea || 'Lounge';
  const topic = input.topic.trim() || 'Untitled';
  const chosen = chooseFacets(count, rng);
  // The topic's own material words lead ("a hinoki counter and a stone sink"), then the brand's.
  const keywords = [...(topic.toLowerCase().match(/[\p{L}-]+/gu) ?? []), ...input.keywords];
  const shots = describeBoardShots(chosen.map((facet) => ({ label: facet, section: input.section, place: input.place, keywords })));
  const images = chosen.map((facet, i) => {
    const shot = { ...shots[i], subject: `${facet} for a ${area.toLowerCase()}, after “${topic}”` };
    return { label: facet, shot, prompt: promptFromShot(shot, input.place) };
  });
  const brief =
    input.areaDescription?.trim() ||
    `A ${area.toLowerCase()} for ${input.brandName} that brings ${topic} from the ${input.section} story of ${input.place.name} indoors.`;
  return { title: titleCase(topic), images, optionalPrompt: brief };
}

/** Offline render prompt: an interior view of the area, in the moodboard's materials and colours, then the brief and any change asked for. */
export function composeRenderPrompt(input: RenderPromptInput): string {
  const read = input.prompts.map(shotFromPrompt);
  const distinct = (list: string[]) => [...new Set(list.map((x) => x.trim()).filter(Boolean))];
  const area = input.programmaticArea.toLowerCase() || 'lounge';
  const shot: Shot = {
    subject: `a ${area} for ${input.brandName}, from the “${input.moodboardTitle}” moodboard`,
    kind: 'interior',
    motif: renderMotif(`${input.instruction ?? ''} ${input.areaDescription ?? ''} ${area}`),
    materials: distinct(read.flatMap((s) => s.materials)).slice(0, 5),
    palette: distinct(read.flatMap((s) => s.palette)).slice(0, 4),
    time: 'noon',
    light: 'natural daylight',
    features: distinct(read.flatMap((s) => s.features)).slice(0, 2),
  };
  const brief = input.areaDescription?.trim() ? ` ${input.areaDescription.trim()}` : '';
  const edit = input.instruction?.trim() ? ` Change: ${input.instruction.trim()}.` : '';
  return `${promptFromShot(shot, input.place)}${brief}${edit}`;
}
