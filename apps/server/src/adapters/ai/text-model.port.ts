import type { PlaceFacts } from '../geo/place-facts.js';
import type { ContextMetadata, MoodboardMetadata, RelabelResult, Section, TopicsMetadata } from './schemas.js';

/** Generated images per moodboard (the selected reference image comes on top of these). */
export const MOODBOARD_IMAGE_COUNT = 8;

export type SliderStep = 0 | 1 | 2;

/** What every text task knows about the project. */
export interface BrandInput {
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  /** Text read from the brand book the user uploaded (not the website: that feeds the keywords). */
  brandBookText?: string;
  /** Brand colours as hex strings, e.g. "#1d3557". */
  brandPalette?: string[];
}

/** Tokens one text call used, as its provider reported them. */
export interface TextUsage {
  input: number;
  output: number;
}

/** Cancellation for provider calls; the generation service sets its own timeouts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Told the tokens of the call once it has answered, when the provider reports them (a paid model's cost). */
  onUsage?: (usage: TextUsage) => void;
}

export interface ContextMetadataInput extends BrandInput {
  section: Section;
  /** Defaults to CONTEXT_SLOT_COUNT (`@loci/shared`). */
  count?: number;
  /** When false, every promptUsage is 0. */
  photoSourceAvailable: boolean;
}

export interface TopicsMetadataInput extends BrandInput {
  section: Section;
  /** The section's context description. */
  context: string;
  contextLabels: string[];
  /** Defaults to TOPICS_SLOT_COUNT (`@loci/shared`). */
  count?: number;
  photoSourceAvailable: boolean;
}

export interface RelabelInput extends BrandInput {
  currentPrompt: string;
  newLabel: string;
  /** The label being replaced, when known: its mentions in the description become the new label. */
  oldLabel?: string;
  section: Section;
  /** The current section description. */
  context: string;
  /** Context pages also return the description (only the old label's mentions change); topics pages do not. */
  updateContext: boolean;
}

export interface EditPromptInput {
  oldPrompt: string;
  /** What the user typed in the popup; replaces the subject when given. */
  newPromptHint?: string;
  microMacro: SliderStep;
  photoStyled: SliderStep;
  section: Section;
  place?: PlaceFacts;
}

export interface MoodboardMetadataInput extends BrandInput {
  topic: string;
  programmaticArea: string;
  areaDescription?: string;
  section: Section;
  /** The selected insight's context description. */
  contextText: string;
  /** Prompts of the images chosen as aesthetic references. */
  selectedImagePrompts: string[];
  /** Defaults to MOODBOARD_IMAGE_COUNT. */
  count?: number;
}

export interface RenderPromptInput extends BrandInput {
  programmaticArea: string;
  areaDescription?: string;
  moodboardTitle: string;
  labels: string[];
  prompts: string[];
  /** The previous render prompt, when regenerating. */
  previousPrompt?: string;
  /** The user's edit, when regenerating with a new prompt. */
  instruction?: string;
}

/** Writes the words of a presentation: descriptions, labels and image prompts. */
export interface TextModel {
  /** Provider id, e.g. "offline", "openai". */
  readonly provider: string;
  /** True when no network is involved. */
  readonly offline: boolean;
  /** Description, labels, prompts, alternative labels and prompt usage for one Context page. */
  contextMetadata(input: ContextMetadataInput, opts?: CallOptions): Promise<ContextMetadata>;
  /** Topic labels and prompts derived from a section's context labels. */
  topicsMetadata(input: TopicsMetadataInput, opts?: CallOptions): Promise<TopicsMetadata>;
  /** A new prompt and alternatives after the user picks or types a new label. */
  relabel(input: RelabelInput, opts?: CallOptions): Promise<RelabelResult>;
  /** Rewrites an image prompt for new slider settings and an optional user hint. */
  editPrompt(input: EditPromptInput, opts?: CallOptions): Promise<string>;
  /** Title, labels and prompts for a moodboard of a programmatic area. */
  moodboardMetadata(input: MoodboardMetadataInput, opts?: CallOptions): Promise<MoodboardMetadata>;
  /** One paragraph prompt for rendering a view of the programmatic area from a moodboard. */
  renderPrompt(input: RenderPromptInput, opts?: CallOptions): Promise<string>;
}
