import { splitBrandDefinition } from '../../../lib/brand-definition.js';
import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { proseLabel } from './prose-label.js';
import type { Rng } from './seed.js';
import { type KeywordRole, keywordRole } from './vocab/keyword-roles.js';

export interface BrandSentenceParts {
  section: Section;
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  labels: string[];
  ownLabels: readonly string[];
  /** Moves the page's keyword along the list (a Topics page names another keyword than its Context page). */
  keywordShift?: number;
}

/** What a keyword is to a designer: something to make with, a look, a feeling, or a word to interpret. */
type Use = 'matter' | 'look' | 'feel' | 'word';

const useOf: Record<KeywordRole, Use> = {
  material: 'matter',
  craft: 'matter',
  colour: 'look',
  style: 'look',
  form: 'look',
  mood: 'feel',
  light: 'feel',
  planting: 'feel',
  cue: 'word',
};

/**
 * b: brand, k: keyword, l: a label of the page with its place ("the Machiya timber of Kyoto", "the Dubai creek"). Neither a label nor a keyword is
 * the subject of a verb that must agree with it ("stone offers", "materials is"): modals only.
 * A keyword of unknown kind (any part of speech) is quoted as a word to interpret.
 */
type Template = (b: string, k: string, l: string) => string;

const templates: Record<Section, Record<Use, readonly Template[]>> = {
  historical: {
    matter: [
      (b, k, l) => `For ${b}, ${k} can answer ${l}: a new material set beside an old one, not dressed up as it.`,
      (b, k, l) => `${b} could bring ${k} in as a present-day layer next to ${l}, made to age in step with the old.`,
      (b, k, l) => `Next to ${l}, ${b} could use ${k} plainly and let the older work carry the ornament.`,
    ],
    look: [
      (b, k, l) => `For ${b}, ${k} would be drawn from ${l} in proportion and colour rather than as ornament.`,
      (b, k, l) => `${b} can take ${k} from ${l} and quote the source lightly, as a proportion or a colour.`,
      (b, k, l) => `Read against ${l}, ${k} would give ${b} a measure to hold to rather than a style to copy.`,
    ],
    feel: [
      (b, k, l) => `For ${b}, "${k}" can be found in ${l} and carried into a room without imitating a building.`,
      (b, k, l) => `What ${b} can take from ${l} is a mood, "${k}", carried into the room rather than copied from the past.`,
      (b, k, l) => `Standing among ${l}, a visitor should find "${k}" in ${b}'s room without being told.`,
    ],
    word: [
      (b, k, l) => `For ${b}, "${k}" is the word to hold against ${l}: what the brand stands for, set among what the place has kept.`,
      (b, k, l) => `${b} can test "${k}" against ${l} and keep what still reads as its own beside them.`,
      (b, k, l) => `Set beside ${l}, "${k}" tells ${b} what to keep from the past and what to leave there.`,
    ],
  },
  social: {
    matter: [
      (b, k, l) => `For ${b}, ${k} would belong at the points of contact, the counter, the step and the shared table, as at ${l}.`,
      (b, k, l) => `${b} could use ${k} wherever hands meet the room, as they do at ${l}.`,
      (b, k, l) => `Where people linger, as at ${l}, ${b}'s ${k} would be within reach rather than on display.`,
    ],
    look: [
      (b, k, l) => `For ${b}, ${k} should read from the street, with the ease of ${l} seen from the pavement.`,
      (b, k, l) => `${b} can let ${k} show first at the threshold, where people coming from ${l} decide to step in.`,
      (b, k, l) => `Seen by someone passing from ${l}, ${k} would be the first thing ${b}'s front says.`,
    ],
    feel: [
      (b, k, l) => `${b} can make "${k}" felt at the door, where a room meets the life around it, as at ${l}.`,
      (b, k, l) => `For ${b}, "${k}" is the welcome to aim for: the ease of ${l}, moved indoors.`,
      (b, k, l) => `The ease of ${l} is what "${k}" could mean indoors for ${b}.`,
    ],
    word: [
      (b, k, l) => `For ${b}, "${k}" should mean something at the door, to people coming in from ${l}.`,
      (b, k, l) => `${b} can ask what "${k}" means to someone arriving from ${l}, and answer it at the threshold.`,
      (b, k, l) => `To someone who has just left ${l}, "${k}" is the promise ${b}'s threshold would keep.`,
    ],
  },
  physical: {
    matter: [
      (b, k, l) => `For ${b}, ${k} should be sampled in this sun beside ${l}, at noon and near dusk, before anything is specified.`,
      (b, k, l) => `${b} would choose ${k} to weather beside ${l}, in the same light.`,
      (b, k, l) => `Beside ${l}, ${b}'s ${k} would be judged by how the surface takes this sun over the years.`,
    ],
    look: [
      (b, k, l) => `For ${b}, ${k} would be tested under this sun, held up against ${l}.`,
      (b, k, l) => `${b} can tune ${k} to ${l}, so that it holds in the hardest and the softest light of the year.`,
      (b, k, l) => `Against ${l}, ${k} would be chosen by ${b} for how it reads in low light as much as at noon.`,
    ],
    feel: [
      (b, k, l) => `For ${b}, "${k}" would depend on this light, shaded, filtered and let in as at ${l}.`,
      (b, k, l) => `${b} can look for "${k}" in the sun on ${l}, and keep it after dark with low, warm light.`,
      (b, k, l) => `The sun on ${l} shows where "${k}" could come from for ${b}: depth of shade, reflected light, a cool interior.`,
    ],
    word: [
      (b, k, l) => `For ${b}, "${k}" would be tried in this light, beside ${l}, at noon and at dusk.`,
      (b, k, l) => `${b} can read "${k}" into the surfaces here, starting from ${l} and the way the sun falls there.`,
      (b, k, l) => `With ${l} as the test, "${k}" would shape what ${b} puts in the sun and what in shade.`,
    ],
  },
};

const OFFSET: Record<Section, number> = { historical: 0, social: 1, physical: 2 };

/** The page's keyword: each section starts at its own place in the list, skipping the brand's own name. */
function pageKeyword(p: BrandSentenceParts, brand: string): string | undefined {
  const name = brand.toLowerCase();
  const keys = p.keywords.map((k) => k.trim()).filter((k) => k && k.toLowerCase() !== name);
  return keys.length ? keys[(OFFSET[p.section] + (p.keywordShift ?? 0)) % keys.length] : undefined;
}

/**
 * One sentence tying one brand keyword to one label of the page, worded by what the keyword is
 * (a material, a look, a feeling) and by the page's lens; undefined when there is no keyword.
 */
export function brandSentence(p: BrandSentenceParts, rng: Rng): string | undefined {
  const brand = splitBrandDefinition(p.brandName).name || 'the brand';
  const keyword = pageKeyword(p, brand);
  const label = p.labels.find((l) => p.ownLabels.includes(l)) ?? p.labels[0];
  if (!keyword || !label) return undefined;
  const use = useOf[keywordRole(keyword)];
  const named = proseLabel(label);
  // A label that holds the place's name ("Dubai Creek") does not get it twice.
  const withPlace = named.toLowerCase().includes(p.place.name.toLowerCase()) ? `the ${named}` : `the ${named} of ${p.place.name}`;
  const sentence = rng.pick(templates[p.section][use])(brand, keyword, withPlace);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
