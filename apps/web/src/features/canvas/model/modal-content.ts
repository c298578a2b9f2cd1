import { assertNever, type PageRef, pageTitle } from '@loci/shared';
import type { CanvasData, MoodboardSummary, SectionSummary, Thumb } from './canvas-data';

/** Which modal is open (spec §4: at most one of each kind; the canvas keeps one at a time): the project's or a page's. */
export type ModalKey = { kind: 'keywords' } | { kind: 'project' } | PageRef;

/** Spec §9: the context modal shows at most 4 images, the topics modal at most 16. */
export const CONTEXT_MODAL_MAX = 4;
export const TOPICS_MODAL_MAX = 16;

export const NO_KEYWORDS = 'No keywords yet.';
export const NO_DESCRIPTION = 'No description available.';
export const EMPTY_CONTEXT = {
  heading: 'No Content Generated Yet',
  text: "Context data for this section hasn't been generated. Please visit the Presentation page to generate content for this project.",
};
export const EMPTY_TOPICS = {
  heading: 'No Topics Generated',
  text: "Topics for this section haven't been generated yet. Generate context first, then topics will become available in the Presentation page.",
};

export type EmptyContent = { kind: 'empty'; heading: string; text: string };
export type ContextContent = { kind: 'content'; thumbs: Thumb[]; description: string };
export type TopicsContent = { kind: 'content'; thumbs: Thumb[] };

/** Slots worth a thumbnail: an image, or a label whose image is still on its way. */
export function shownSlots(summary: SectionSummary | undefined, max: number): Thumb[] {
  return (summary?.slots ?? []).filter((slot) => slot.image || slot.label).slice(0, max);
}

/** Whether a board has anything to show (else its card reads "Not generated"). */
export function hasContent(summary: SectionSummary | undefined, withDescription: boolean): boolean {
  return shownSlots(summary, Number.POSITIVE_INFINITY).length > 0 || (withDescription && Boolean(summary?.description));
}

/** "{category} Context": up to 4 thumbnails and the description, or the empty texts. */
export function contextModalContent(summary: SectionSummary | undefined): ContextContent | EmptyContent {
  if (!hasContent(summary, true)) return { kind: 'empty', ...EMPTY_CONTEXT };
  return { kind: 'content', thumbs: shownSlots(summary, CONTEXT_MODAL_MAX), description: summary?.description || NO_DESCRIPTION };
}

/** "{category} Topics": up to 16 thumbnails, or the empty texts. */
export function topicsModalContent(summary: SectionSummary | undefined): TopicsContent | EmptyContent {
  const thumbs = shownSlots(summary, TOPICS_MODAL_MAX);
  return thumbs.length ? { kind: 'content', thumbs } : { kind: 'empty', ...EMPTY_TOPICS };
}

/** Project Name / Project Location show "-" when empty. */
export function displayValue(value: string): string {
  return value.trim() || '-';
}

export function findMoodboard(data: CanvasData, id: string): MoodboardSummary | undefined {
  return data.moodboards.find((m) => m.id === id);
}

/** The modal's title, as the spec writes it. */
export function modalTitle(modal: ModalKey, data: CanvasData): string {
  switch (modal.kind) {
    case 'keywords':
      return `Brand Keywords (${data.keywords.length})`;
    case 'project':
      return 'Project Information';
    case 'context':
    case 'topics':
      return pageTitle(modal);
    case 'moodboard':
      return pageTitle(modal, findMoodboard(data, modal.moodboardId)?.title);
    default:
      return assertNever(modal, 'modal kind');
  }
}
