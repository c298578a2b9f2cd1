import type { MoodboardMetadata } from '../schemas.js';
import { renderMotif, shotFromPrompt } from '../shot/read-prompt.js';
import type { Shot } from '../shot/shot.js';
import type { MoodboardMetadataInput, RenderPromptInput } from '../text-model.port.js';
import { MOODBOARD_IMAGE_COUNT } from '../text-model.port.js';
import { promptFromShot } from './compose-prompt.js';
import { chooseMoodboardLooks, moodboardTileShot } from './moodboard-tiles.js';
import type { TopicLook } from './moodboard-topic.js';
import type { Rng } from './seed.js';

/** Pictures any area can take, when a topic and its place name too few of their own. */
const spare: readonly TopicLook[] = [
  { label: 'Material Palette', kind: 'flat-lay', motif: 'swatches' },
  { label: 'Colour Accent', kind: 'flat-lay', motif: 'colour' },
  { label: 'Textiles', kind: 'textile', motif: 'weave' },
  { label: 'Floor Finish', kind: 'floor', motif: 'floor' },
  { label: 'Threshold', kind: 'threshold', motif: 'door' },
  { label: 'Planting', kind: 'garden', motif: 'garden' },
  { label: 'Surfaces', kind: 'detail', motif: 'plaster' },
  { label: 'Storage', kind: 'interior', motif: 'shelves' },
];

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * Offline moodboard: the topic's own words, its insight and its area decide the tiles (a
 * washbasin bar has its basin, taps and counter; a riverside topic its banks, stones and the
 * river's light), each tile a different picture, in the topic's material and the place's colours.
 */
export function composeMoodboard(input: MoodboardMetadataInput, rng: Rng): MoodboardMetadata {
  const count = input.count ?? MOODBOARD_IMAGE_COUNT;
  const area = input.programmaticArea?.trim() || 'Lounge';
  const topic = input.topic.trim() || 'Untitled';
  const brief = {
    topic,
    section: input.section,
    area,
    areaDescription: input.areaDescription,
    place: input.place,
    keywords: input.keywords,
  };
  const looks = chooseMoodboardLooks(brief, count);
  const keys = new Set(looks.map((l) => `${l.kind}|${l.motif}`));
  const extra = rng.sample(spare, spare.length).filter((l) => !keys.has(`${l.kind}|${l.motif}`));
  const images = [...looks, ...extra].slice(0, count).map((look, i) => {
    const shot = moodboardTileShot(brief, look, i);
    return { label: look.label, shot, prompt: promptFromShot(shot, input.place) };
  });
  const areaBrief =
    input.areaDescription?.trim() ||
    `A ${area.toLowerCase()} for ${input.brandName} that brings ${topic} from the ${input.section} story of ${input.place.name} indoors.`;
  return { title: titleCase(topic), images, optionalPrompt: areaBrief };
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
