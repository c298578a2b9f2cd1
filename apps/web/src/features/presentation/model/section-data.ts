import type { ImageCredit, ImageSettings, Section } from '@loci/shared';
import type { BoardKind } from './pages';
import { isUsableImage } from './placeholder';
import { normaliseSettings } from './settings';

/** One board (a section's Context or Topics) as the grid reads it. */
export type Board = {
  section: Section;
  kind: BoardKind;
  /** The context description (both pages show it). */
  description: string;
  labels: string[];
  prompts: string[];
  images: string[];
  alternativeLabels: string[][];
  alternativeImages: string[][];
  promptUsage: number[];
  settings: ImageSettings[];
  credits: ImageCredit[];
  ai: boolean[];
  slotStatus: string[];
  /** Per slot: why its image failed ('' when it did not). */
  slotErrors: string[];
  isFetching: boolean;
  dataFetched: boolean;
};

type Raw = Record<string, unknown>;

function pick(raw: Raw, keys: string[]): unknown {
  for (const k of keys) if (raw[k] !== undefined) return raw[k];
  return undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : [];
}

function stringLists(value: unknown): string[][] {
  return Array.isArray(value) ? value.map(strings) : [];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : Number(v) || 0)) : [];
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function credit(value: unknown): ImageCredit {
  if (!isRecord(value) || typeof value.credit !== 'string') return null;
  return { credit: value.credit, licence: String(value.licence ?? ''), sourceUrl: String(value.sourceUrl ?? '') };
}

/** Finds a section in `contexts`/`topics` (lowercase, or capitalised as legacy data has it). */
function sectionEntry(group: unknown, section: Section): Raw | undefined {
  if (!isRecord(group)) return undefined;
  const found = group[section] ?? group[section[0].toUpperCase() + section.slice(1)];
  return isRecord(found) ? found : undefined;
}

/**
 * Reads one board from `GET /api/projects/:id/` data, accepting the spec's alternative field
 * names (§3). Undefined when the section has no data.
 */
export function readBoard(data: unknown, section: Section, kind: BoardKind): Board | undefined {
  if (!isRecord(data)) return undefined;
  const raw = sectionEntry(kind === 'context' ? data.contexts : data.topics, section);
  if (!raw) return undefined;
  const contextRaw = sectionEntry(data.contexts, section);
  const description =
    kind === 'context'
      ? String(pick(raw, ['description', 'context']) ?? '')
      : String(pick(raw, ['context']) ?? (contextRaw ? pick(contextRaw, ['description', 'context']) : '') ?? '');
  const labelKeys = kind === 'context' ? ['imageLabels', 'image_labels', 'labels'] : ['labels', 'newLabels'];
  const promptKeys = kind === 'context' ? ['imagePrompts', 'image_prompts'] : ['prompts', 'newPrompts', 'imagePrompts'];
  const promptUsage = numbers(pick(raw, ['promptUsage', 'prompt_usage']));
  const rawSettings = pick(raw, ['generationParams', 'imageSettings']);
  const settings = (Array.isArray(rawSettings) ? rawSettings : []).map((s, i) =>
    normaliseSettings(isRecord(s) ? (s as Partial<ImageSettings>) : undefined, promptUsage[i]),
  );
  return {
    section,
    kind,
    description,
    labels: strings(pick(raw, labelKeys)),
    prompts: strings(pick(raw, promptKeys)),
    images: strings(pick(raw, ['images', 'image_data', 'newImages'])),
    alternativeLabels: stringLists(pick(raw, ['alternativeLabels', 'alternative_labels'])),
    alternativeImages: stringLists(pick(raw, ['alternativeImages', 'alternative_images'])),
    promptUsage,
    settings,
    credits: (Array.isArray(raw.credits) ? raw.credits : []).map(credit),
    ai: Array.isArray(raw.ai) ? raw.ai.map(Boolean) : [],
    slotStatus: strings(raw.slotStatus),
    slotErrors: strings(raw.slotErrors),
    isFetching: Boolean(raw.isFetching),
    dataFetched: Boolean(raw.dataFetched),
  };
}

/** Whether a board has content worth showing (metadata or at least one image). */
export function hasBoardContent(board: Board | undefined): boolean {
  if (!board) return false;
  return board.labels.length > 0 || board.images.some(isUsableImage);
}

/** Whether a section's context is generated enough for its Topics page (spec §4). */
export function isContextReady(board: Board | undefined): boolean {
  return Boolean(board && (board.dataFetched || (board.images.length > 0 && board.images.every(isUsableImage))));
}

/** The number of slots a board shows (the metadata's labels, else the fixed count). */
export function slotTotal(board: Board | undefined, kind: BoardKind): number {
  const fixed = kind === 'context' ? 4 : 8;
  if (!board) return fixed;
  return Math.max(board.labels.length, board.images.length, board.prompts.length) || fixed;
}

/** A board with no data yet (the grid shows its fixed number of empty slots). */
export function emptyBoard(section: Section, kind: BoardKind, description = ''): Board {
  return {
    section,
    kind,
    description,
    labels: [],
    prompts: [],
    images: [],
    alternativeLabels: [],
    alternativeImages: [],
    promptUsage: [],
    settings: [],
    credits: [],
    ai: [],
    slotStatus: [],
    slotErrors: [],
    isFetching: false,
    dataFetched: false,
  };
}
