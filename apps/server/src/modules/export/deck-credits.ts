import { OFFLINE_TEXT_CREDIT } from '@loci/shared';
import type { DeckSlide, TextParagraph } from '../../adapters/export/deck.js';
import { SLIDE_SIZE } from '../../adapters/export/deck.js';
import { isOfflineStudy } from '../assets/index.js';
import { footer, kicker, MARGIN, text } from './deck-layout.js';
import type { DeckTheme } from './theme.js';

/** Where an asset came from (the asset table). */
export interface AssetProvenance {
  origin: 'generated' | 'sourced' | 'uploaded';
  provider: string | null;
  credit: string | null;
  licence: string | null;
  source_url: string | null;
}

/** An image placed in the deck, with the page it is on. */
export interface PlacedImage {
  sha: string;
  label: string;
  pageTitle: string;
  /** A render drawn on the designer's own space (issue #33): who made that photo, sketch or model view. */
  space?: { author: string | null };
}

const BODY = { x: MARGIN, y: 1.85, w: SLIDE_SIZE.w - 2 * MARGIN, h: 4.95 };
const BODY_SIZE = 10;
/** Conservative line capacity of the body box (PDF wraps at 1.2 × size; long URLs wrap too). */
const LINES_PER_SLIDE = 26;
const CHARS_PER_LINE = Math.floor((BODY.w * 72) / (BODY_SIZE * 0.55));

function groupByPage(images: PlacedImage[]): Map<string, PlacedImage[]> {
  const pages = new Map<string, PlacedImage[]>();
  for (const img of images) pages.set(img.pageTitle, [...(pages.get(img.pageTitle) ?? []), img]);
  return pages;
}

/** Images by page: "Historical Context (3): Shrine Gates, …" with what follows. */
function pageLines(images: PlacedImage[], tail: (list: PlacedImage[]) => string): TextParagraph[] {
  return [...groupByPage(images)].map(([page, list]) => ({
    text: `${page} (${list.length}): ${list.map((i) => i.label || 'untitled').join(', ')}${tail(list)}`,
  }));
}

function aiParagraphs(images: PlacedImage[], provenance: Map<string, AssetProvenance>): TextParagraph[] {
  if (!images.length) return [];
  const lines = pageLines(images, (list) => {
    const providers = [...new Set(list.map((i) => provenance.get(i.sha)?.provider || 'unknown provider'))].join(', ');
    return ` — AI-generated with ${providers}`;
  });
  const intro = 'These images were made by an AI model and carry a visible “AI-generated” mark.';
  return [{ text: `AI-generated images (${images.length})`, bold: true }, { text: intro }, ...lines, { text: '' }];
}

function studyParagraphs(images: PlacedImage[]): TextParagraph[] {
  if (!images.length) return [];
  const intro = 'Offline studies drawn by Loci (not photographs, not AI): each carries a visible “Study” mark.';
  return [{ text: `Offline studies (${images.length})`, bold: true }, { text: intro }, ...pageLines(images, () => ''), { text: '' }];
}

/** Photos with their credit and licence (and source): found by Loci, or the studio's own uploads. */
function photoParagraphs(heading: string, images: PlacedImage[], provenance: Map<string, AssetProvenance>): TextParagraph[] {
  if (!images.length) return [];
  const lines = images.map((img) => {
    const p = provenance.get(img.sha);
    const parts = [p?.credit || 'Unknown author', p?.licence || 'licence not recorded', p?.source_url].filter(Boolean);
    return { text: `${img.label || 'Untitled'} (${img.pageTitle}): ${parts.join(' — ')}` };
  });
  return [{ text: `${heading} (${images.length})`, bold: true }, ...lines, { text: '' }];
}

/** Renders drawn on the studio's own space, naming who made the space's photo, sketch or model view. */
function spaceParagraphs(images: PlacedImage[]): TextParagraph[] {
  const drawn = images.filter((i) => i.space);
  if (!drawn.length) return [];
  const lines = drawn.map((img) => ({
    text: `${img.pageTitle} render: drawn on the studio’s own space${img.space?.author ? ` — reference by ${img.space.author}` : ''}`,
  }));
  return [{ text: `Your space (${drawn.length})`, bold: true }, ...lines, { text: '' }];
}

/** Pages whose text Loci's offline writer wrote (issue #44), marked as the offline studies are. */
function offlineTextParagraphs(pageTitles: readonly string[]): TextParagraph[] {
  if (!pageTitles.length) return [];
  return [
    { text: `Offline text (${pageTitles.length})`, bold: true },
    { text: OFFLINE_TEXT_CREDIT },
    { text: pageTitles.join(', ') },
    { text: '' },
  ];
}

/** The deck's images carry signed C2PA manifests (Content Credentials); the credits say so and where to check. */
export const CONTENT_CREDENTIALS_PARAGRAPHS: TextParagraph[] = [
  { text: '' },
  { text: 'Content Credentials', bold: true },
  {
    text: 'Every image Loci made or changed carries Content Credentials: a signed C2PA manifest that says who made it, with what, and from which images. Check an image at contentcredentials.org/verify.',
  },
];

/** Splits paragraphs into slides by an estimate of wrapped lines. */
function paginate(paragraphs: TextParagraph[]): TextParagraph[][] {
  const pages: TextParagraph[][] = [[]];
  let used = 0;
  for (const p of paragraphs) {
    const lines = Math.max(1, Math.ceil(p.text.length / CHARS_PER_LINE));
    if (used + lines > LINES_PER_SLIDE && pages[pages.length - 1].length) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(p);
    used += lines;
  }
  return pages;
}

/**
 * Credits slides: which images are AI-generated (by page, with provider), which are offline
 * studies drawn by Loci, the pages whose text Loci's offline writer wrote, and the credit and licence
 * of every sourced or uploaded photo. None when the deck has none of them.
 */
export function creditsSlides(
  placed: PlacedImage[],
  provenance: Map<string, AssetProvenance>,
  ctx: { theme: DeckTheme; footerLabel: string; firstNumber: number; offlineText?: readonly string[] },
): DeckSlide[] {
  const seen = new Set<string>();
  const unique = placed.filter((i) => !seen.has(i.sha) && seen.add(i.sha));
  const generated = unique.filter((i) => provenance.get(i.sha)?.origin === 'generated');
  const studies = generated.filter((i) => isOfflineStudy(provenance.get(i.sha)?.provider));
  const ai = generated.filter((i) => !studies.includes(i));
  const sourced = unique.filter((i) => provenance.get(i.sha)?.origin === 'sourced');
  const uploaded = unique.filter((i) => provenance.get(i.sha)?.origin === 'uploaded');
  const offlineText = ctx.offlineText ?? [];
  if (!generated.length && !sourced.length && !uploaded.length && !offlineText.length) return [];
  const { theme } = ctx;
  const paragraphs = [
    ...aiParagraphs(ai, provenance),
    ...studyParagraphs(studies),
    ...offlineTextParagraphs(offlineText),
    ...photoParagraphs('Sourced images', sourced, provenance),
    ...photoParagraphs('Uploaded photos', uploaded, provenance),
    ...spaceParagraphs(unique),
    ...CONTENT_CREDENTIALS_PARAGRAPHS,
  ];
  // No blank line after the last section.
  if (paragraphs.at(-1)?.text === '') paragraphs.pop();
  return paginate(paragraphs).map((slideParagraphs, i) => ({
    kind: 'credits',
    background: theme.paper,
    elements: [
      ...kicker('Credits', { x: MARGIN, y: 0.6 }, theme),
      text({ x: MARGIN, y: 1.0, w: 9, h: 0.7 }, i === 0 ? 'Credits' : 'Credits (continued)', { font: 'serif', size: 28, color: theme.ink }),
      { kind: 'text', box: BODY, paragraphs: slideParagraphs, font: 'sans', size: BODY_SIZE, color: theme.ink },
      ...footer(ctx.footerLabel, ctx.firstNumber + i, theme),
    ],
  }));
}
