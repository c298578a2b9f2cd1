import { type ImageCredit, type ImageSettings, type ProjectData, type Section, slotCount } from '@loci/shared';
import type { BoardKind } from './pages';
import { isUsableImage } from './placeholder';
import { normaliseSettings } from './settings';

/** One board (a section's Context or Topics) as the grid reads it. */
export type Board = {
  section: Section;
  kind: BoardKind;
  /** The page's own text: the Context page's description, or the Topics page's text about its topics. */
  description: string;
  /** The text was written by Loci's offline writer (the page says so). */
  textOffline: boolean;
  labels: string[];
  prompts: string[];
  images: string[];
  alternativeLabels: string[][];
  alternativeImages: string[][];
  promptUsage: number[];
  settings: ImageSettings[];
  credits: ImageCredit[];
  ai: boolean[];
  /** Per slot: an offline study drawn by Loci (not a photograph, not AI). */
  study: boolean[];
  slotStatus: string[];
  /** Per slot: why its image failed ('' when it did not). */
  slotErrors: string[];
  isFetching: boolean;
  dataFetched: boolean;
  /** Who queued the board's latest run (a member's name), when known. */
  startedBy?: string | null;
};

/**
 * One board of the project read model (`GET /api/projects/:id/` data, typed in `@loci/shared`) as
 * the grid reads it. Undefined when the section has no data.
 */
export function readBoard(data: ProjectData | undefined, section: Section, kind: BoardKind): Board | undefined {
  const context = data?.contexts[section];
  const slots = kind === 'context' ? context : data?.topics[section];
  if (!slots) return undefined;
  const common: Omit<Board, 'description' | 'textOffline' | 'labels' | 'prompts'> = {
    section,
    kind,
    images: slots.images,
    alternativeLabels: slots.alternativeLabels,
    alternativeImages: slots.alternativeImages,
    promptUsage: slots.promptUsage,
    settings: slots.generationParams.map((s, i) => normaliseSettings(s, slots.promptUsage[i])),
    credits: slots.credits,
    ai: slots.ai,
    study: slots.study ?? [],
    slotStatus: slots.slotStatus,
    slotErrors: slots.slotErrors,
    isFetching: slots.isFetching,
    dataFetched: slots.dataFetched,
    startedBy: slots.startedBy ?? null,
  };
  if (kind === 'context' && context) {
    const textOffline = Boolean(context.textOffline);
    return { ...common, description: context.description, textOffline, labels: context.imageLabels, prompts: context.imagePrompts };
  }
  const topics = data?.topics[section];
  if (!topics) return undefined;
  const description = topics.description ?? '';
  return { ...common, description, textOffline: Boolean(topics.textOffline), labels: topics.labels, prompts: topics.prompts };
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
  const fixed = slotCount(kind);
  if (!board) return fixed;
  return Math.max(board.labels.length, board.images.length, board.prompts.length) || fixed;
}

/** A board with no data yet (the grid shows its fixed number of empty slots). */
export function emptyBoard(section: Section, kind: BoardKind, description = ''): Board {
  return {
    section,
    kind,
    description,
    textOffline: false,
    labels: [],
    prompts: [],
    images: [],
    alternativeLabels: [],
    alternativeImages: [],
    promptUsage: [],
    settings: [],
    credits: [],
    ai: [],
    study: [],
    slotStatus: [],
    slotErrors: [],
    isFetching: false,
    dataFetched: false,
  };
}
