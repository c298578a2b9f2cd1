import { CONTEXT_SLOT_COUNT, TOPICS_SLOT_COUNT } from '@loci/shared';
import { stripSliderModifiers, withSliderModifiers } from '../prompts/slider-modifiers.js';
import type { ContextMetadata, MoodboardMetadata, PromptUsage, RelabelResult, TopicsMetadata } from '../schemas.js';
import type {
  BrandInput,
  ContextMetadataInput,
  EditPromptInput,
  MoodboardMetadataInput,
  RelabelInput,
  RenderPromptInput,
  TextModel,
  TopicsMetadataInput,
} from '../text-model.port.js';
import { composeDescription } from './compose-description.js';
import { composeMoodboard, composeRenderPrompt } from './compose-moodboard.js';
import { composeBoardShots } from './compose-prompt.js';
import { composeTopicsDescription } from './compose-topics-description.js';
import { alternativeLabels, pickLabels, placeLabels, topicLabelsFor } from './labels.js';
import { proseLabel } from './prose-label.js';
import { createRng, type Rng } from './seed.js';
import { hasSeasons } from './vocab/sun-words.js';

/** Seeds from everything that should change the words: place, brand, keywords, task. */
function seedFor(task: string, input: BrandInput, extra = ''): Rng {
  const { place } = input;
  return createRng(
    `${task}|${place.name}|${place.lat.toFixed(4)}|${place.lng.toFixed(4)}|${input.brandName}|${input.keywords.join(',')}|${extra}`,
  );
}

/** One in four images is sourced, only when a photo source is configured. */
function usageFor(index: number, offset: number, photoSourceAvailable: boolean): PromptUsage {
  return photoSourceAvailable && index % 4 === offset ? 1 : 0;
}

/** Context metadata composed from curated vocabulary and the place's facts. */
function contextMetadata(input: ContextMetadataInput): ContextMetadata {
  const rng = seedFor('context', input, input.section);
  const count = input.count ?? CONTEXT_SLOT_COUNT;
  const labels = pickLabels(input.section, input.place, count, rng);
  const offset = rng.int(0, 3);
  const shots = composeBoardShots(labels.map((label) => ({ label, section: input.section, place: input.place, keywords: input.keywords })));
  const images = labels.map((label, i) => ({
    label,
    ...shots[i],
    alternativeLabels: alternativeLabels(label, input.section, input.place, rng, labels),
    promptUsage: usageFor(i, offset, input.photoSourceAvailable),
  }));
  const description = composeDescription({ ...input, labels, ownLabels: placeLabels(input.section, input.place) }, rng);
  return { description, images };
}

/** Topics: each context label spawns two, cycling when more are asked for. */
function topicsMetadata(input: TopicsMetadataInput): TopicsMetadata {
  const rng = seedFor('topics', input, `${input.section}|${input.contextLabels.join(',')}`);
  const count = input.count ?? TOPICS_SLOT_COUNT;
  const sources = input.contextLabels.length ? input.contextLabels : pickLabels(input.section, input.place, 4, rng);
  const taken = new Set(sources.map((l) => l.toLowerCase()));
  const seasons = hasSeasons(input.place);
  const pairs: { label: string; fromLabel: string }[] = [];
  for (let round = 0; pairs.length < count && round < 6; round++) {
    for (const fromLabel of sources) {
      for (const label of topicLabelsFor(fromLabel, input.section, rng, { taken, seasons })) pairs.push({ label, fromLabel });
    }
  }
  const offset = rng.int(0, 3);
  const chosen = pairs.slice(0, count);
  const shots = composeBoardShots(
    chosen.map(({ label }) => ({ label, section: input.section, place: input.place, keywords: input.keywords })),
  );
  const topics = chosen.map(({ label, fromLabel }, i) => ({
    label,
    fromLabel,
    ...shots[i],
    alternativeLabels: alternativeLabels(label, input.section, input.place, rng),
    promptUsage: usageFor(i, offset, input.photoSourceAvailable),
  }));
  const description = composeTopicsDescription({ ...input, topics }, rng);
  return { description, topics };
}

/**
 * The description after a relabel: the old label's mentions become the new label and nothing
 * else changes (no stock sentence is appended); null for topics pages.
 */
function relabelledContext(input: RelabelInput): string | null {
  if (!input.updateContext) return null;
  const old = input.oldLabel?.trim();
  if (!old || old.toLowerCase() === input.newLabel.trim().toLowerCase()) return input.context;
  const escaped = old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mention = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  // Descriptions write labels as prose ("Machiya timber") or in lower case; keep the case the mention had.
  const prose = (m: string) => (m === proseLabel(old) ? proseLabel(input.newLabel) : input.newLabel);
  return input.context.replace(mention, (m) => (m === m.toLowerCase() ? input.newLabel.toLowerCase() : prose(m)));
}

/** A new prompt around the new label, fresh alternatives, and the description left as it was. */
function relabel(input: RelabelInput): RelabelResult {
  const rng = seedFor('relabel', input, `${input.newLabel}|${input.currentPrompt}`);
  const [{ shot, prompt: newPrompt }] = composeBoardShots([
    { label: input.newLabel, section: input.section, place: input.place, keywords: input.keywords },
  ]);
  return {
    newPrompt,
    shot,
    alternativeLabels: alternativeLabels(input.newLabel, input.section, input.place, rng),
    newContext: relabelledContext(input),
  };
}

/** The user's hint (or the old prompt) with the new slider modifiers in place of the old ones. */
function editPrompt(input: EditPromptInput): string {
  const hint = input.newPromptHint?.trim();
  const base = hint && hint !== stripSliderModifiers(input.oldPrompt) ? hint : input.oldPrompt;
  return withSliderModifiers(base, input.microMacro, input.photoStyled);
}

/** Creates the offline text model: deterministic, no network, product-quality words. */
export function createOfflineTextModel(): TextModel {
  return {
    provider: 'offline',
    offline: true,
    contextMetadata: async (input) => contextMetadata(input),
    topicsMetadata: async (input) => topicsMetadata(input),
    relabel: async (input) => relabel(input),
    editPrompt: async (input) => editPrompt(input),
    moodboardMetadata: async (input: MoodboardMetadataInput): Promise<MoodboardMetadata> =>
      composeMoodboard(input, seedFor('moodboard', input, `${input.topic}|${input.programmaticArea}|${input.section}`)),
    renderPrompt: async (input: RenderPromptInput) => composeRenderPrompt(input),
  };
}
