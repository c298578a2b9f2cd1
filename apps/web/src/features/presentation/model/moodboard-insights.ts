import { type ProjectData, SECTIONS, type Section } from '@loci/shared';
import { isUsableImage } from './placeholder';
import { readBoard } from './section-data';

/** One context image the New moodboard popup offers as the aesthetic reference. */
export type InsightImage = { url: string; prompt: string; label: string };

/** A contextual insight with what its Context page generated. */
export type InsightOption = { section: Section; description: string; images: InsightImage[] };

/** The three insights with their generated context images (only those with images can be chosen). */
export function readInsightOptions(data: ProjectData | undefined): InsightOption[] {
  return SECTIONS.map((section) => {
    const board = readBoard(data, section, 'context');
    const images = (board?.images ?? []).flatMap((url, i) =>
      isUsableImage(url) ? [{ url, prompt: board?.prompts[i] ?? '', label: board?.labels[i] ?? '' }] : [],
    );
    return { section, description: board?.description ?? '', images };
  });
}

/**
 * The insights with the Canvas's free images offered as references too (after the insight's own):
 * a photo the team pinned on the board can open a moodboard. An insight without a Context page stays unchoosable.
 */
export function withCanvasImages(options: InsightOption[], canvas: InsightImage[]): InsightOption[] {
  if (!canvas.length) return options;
  return options.map((option) => {
    if (!option.images.length) return option;
    const own = new Set(option.images.map((i) => i.url));
    return { ...option, images: [...option.images, ...canvas.filter((i) => !own.has(i.url))] };
  });
}
