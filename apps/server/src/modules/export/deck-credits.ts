import type { DeckSlide, TextParagraph } from '../../adapters/export/deck.js';
import { SLIDE_SIZE } from '../../adapters/export/deck.js';
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

function aiParagraphs(images: PlacedImage[], provenance: Map<string, AssetProvenance>): TextParagraph[] {
  if (!images.length) return [];
  const lines = [...groupByPage(images)].map(([page, list]) => {
    const providers = [...new Set(list.map((i) => provenance.get(i.sha)?.provider || 'unknown provider'))].join(', ');
    const labels = list.map((i) => i.label || 'untitled').join(', ');
    return { text: `${page} (${list.length}): ${labels} — generated with ${providers}` };
  });
  const intro = 'These images were made by an AI model and carry a visible “AI-generated” mark.';
  return [{ text: `AI-generated images (${images.length})`, bold: true }, { text: intro }, ...lines, { text: '' }];
}

function sourcedParagraphs(images: PlacedImage[], provenance: Map<string, AssetProvenance>): TextParagraph[] {
  if (!images.length) return [];
  const lines = images.map((img) => {
    const p = provenance.get(img.sha);
    const parts = [p?.credit || 'Unknown author', p?.licence || 'licence not recorded', p?.source_url].filter(Boolean);
    return { text: `${img.label || 'Untitled'} (${img.pageTitle}): ${parts.join(' — ')}` };
  });
  return [{ text: `Sourced images (${images.length})`, bold: true }, ...lines];
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
 * Credits slides: which images are AI-generated (by page, with provider) and the credit and
 * licence of every sourced photo. None when the deck has neither.
 */
export function creditsSlides(
  placed: PlacedImage[],
  provenance: Map<string, AssetProvenance>,
  ctx: { theme: DeckTheme; footerLabel: string; firstNumber: number },
): DeckSlide[] {
  const seen = new Set<string>();
  const unique = placed.filter((i) => !seen.has(i.sha) && seen.add(i.sha));
  const ai = unique.filter((i) => provenance.get(i.sha)?.origin === 'generated');
  const sourced = unique.filter((i) => provenance.get(i.sha)?.origin === 'sourced');
  if (!ai.length && !sourced.length) return [];
  const { theme } = ctx;
  return paginate([...aiParagraphs(ai, provenance), ...sourcedParagraphs(sourced, provenance), ...CONTENT_CREDENTIALS_PARAGRAPHS]).map(
    (paragraphs, i) => ({
      kind: 'credits',
      background: theme.paper,
      elements: [
        ...kicker('Credits', { x: MARGIN, y: 0.6 }, theme),
        text({ x: MARGIN, y: 1.0, w: 9, h: 0.7 }, i === 0 ? 'Credits' : 'Credits (continued)', {
          font: 'serif',
          size: 28,
          color: theme.ink,
        }),
        { kind: 'text', box: BODY, paragraphs, font: 'sans', size: BODY_SIZE, color: theme.ink },
        ...footer(ctx.footerLabel, ctx.firstNumber + i, theme),
      ],
    }),
  );
}
