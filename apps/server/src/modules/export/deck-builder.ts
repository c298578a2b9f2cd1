import { assertNever } from '@loci/shared';
import type { Deck, DeckSlide } from '../../adapters/export/deck.js';
import { type AssetProvenance, creditsSlides, type PlacedImage } from './deck-credits.js';
import { type NotesOptions, withSpeakerNotes } from './deck-notes.js';
import {
  canvasSlide,
  closingSlide,
  contextSlide,
  type DeckProject,
  type DeckStudio,
  moodboardSlide,
  renderSlide,
  type SlideContext,
  titleSlide,
  topicsSlide,
} from './deck-slides.js';
import type { ExportPage } from './export-pages.js';
import type { DeckTheme } from './theme.js';

export interface DeckInput {
  project: DeckProject;
  theme: DeckTheme;
  /** Pages to show, already in sidebar order. */
  pages: ExportPage[];
  provenance: Map<string, AssetProvenance>;
  /** What the speaker notes carry beyond text, labels, keywords and credits (nothing more by default). */
  notes?: NotesOptions;
  /** The board's picture for a Canvas slide after the pages, and the free images on it (for the credits). */
  canvas?: { sha: string; imageShas: string[] };
  /** The studio kit's logo and contact lines for a closing slide (none without them). */
  studio?: DeckStudio;
}

/** Every image the pages put on slides (renders included, the logo not), in deck order; then the Canvas's picture and the free images on it. */
export function placedImages(pages: ExportPage[], canvas?: DeckInput['canvas']): PlacedImage[] {
  const onCanvas: PlacedImage[] = canvas
    ? [
        { sha: canvas.sha, label: 'The board', pageTitle: 'Canvas' },
        ...canvas.imageShas.map((sha, i) => ({ sha, label: `Image ${i + 1} on the board`, pageTitle: 'Canvas' })),
      ]
    : [];
  return pages
    .flatMap((page) => {
      const images = page.images.flatMap((img) => (img.sha ? [{ sha: img.sha, label: img.label, pageTitle: page.title }] : []));
      if (page.kind === 'moodboard' && page.render)
        images.push({
          sha: page.render.sha,
          label: 'Render',
          pageTitle: page.title,
          ...(page.render.space ? { space: page.render.space } : {}),
        });
      return images;
    })
    .concat(onCanvas);
}

function pageSlides(page: ExportPage, ctx: SlideContext): DeckSlide[] {
  switch (page.kind) {
    case 'context':
      return [contextSlide(page, ctx)];
    case 'topics':
      return [topicsSlide(page, ctx)];
    case 'moodboard': {
      const board = moodboardSlide(page, ctx);
      return page.render ? [board, renderSlide(page, page.render, { ...ctx, number: ctx.number + 1 })] : [board];
    }
    default:
      return assertNever(page, 'page kind');
  }
}

/** The neutral deck: title, one slide per page (a moodboard's render after it), then credits. */
export function buildDeck(input: DeckInput): Deck {
  const { project, theme } = input;
  const slides: DeckSlide[] = [titleSlide({ project, theme, number: 1 })];
  for (const page of input.pages) slides.push(...pageSlides(page, { project, theme, number: slides.length + 1 }));
  if (input.canvas) slides.push(canvasSlide(input.canvas.sha, { project, theme, number: slides.length + 1 }));
  const footerLabel = [project.name, project.location].filter(Boolean).join(' — ');
  const offlineText = input.pages.flatMap((p) => (p.kind !== 'moodboard' && p.textOffline && p.description ? [p.title] : []));
  const credits = { theme, footerLabel, firstNumber: slides.length + 1, offlineText };
  slides.push(...creditsSlides(placedImages(input.pages, input.canvas), input.provenance, credits));
  if (input.studio && (input.studio.logoSha || input.studio.contactLines.length))
    slides.push(closingSlide(input.studio, { project, theme, number: slides.length + 1 }));
  const notes = { project, provenance: input.provenance, includePrompts: false, ...input.notes };
  return {
    title: project.name || 'Loci presentation',
    subject: `Design presentation for ${project.brand || project.name} in ${project.location}`,
    slides: withSpeakerNotes(slides, input.pages, notes),
  };
}
