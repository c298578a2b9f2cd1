import { type Box, type DeckElement, SLIDE_SIZE, type TextElement } from '../../adapters/export/deck.js';
import type { PageImage } from './export-pages.js';
import type { DeckTheme } from './theme.js';

/** Outer margin, gutter between images and caption height, in inches. */
export const MARGIN = 0.6;
export const GUTTER = 0.2;
export const CAPTION_H = 0.34;

/** A text element with one paragraph and the deck's defaults. */
export function text(box: Box, value: string, style: Omit<TextElement, 'kind' | 'box' | 'paragraphs'>): TextElement {
  return { kind: 'text', box, paragraphs: [{ text: value }], ...style };
}

/**
 * Cuts text to what a box holds at a size, at a word boundary with an ellipsis, so both
 * writers show the same words (PDF wraps exactly; PowerPoint may shrink).
 */
export function fitToBox(value: string, box: Box, size: number): string {
  const perLine = Math.floor((box.w * 72) / (size * 0.5));
  const lines = Math.max(1, Math.floor((box.h * 72) / (size * 1.25)));
  const budget = perLine * lines;
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= budget) return clean;
  const cut = clean.slice(0, budget - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > budget * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Square cells of `n` images in `cols` columns, each with a caption strip underneath. */
export function squareGrid(n: number, cols: number, area: Box): Box[] {
  const rows = Math.ceil(n / cols);
  const side = Math.min((area.w - (cols - 1) * GUTTER) / cols, (area.h - (rows - 1) * GUTTER - rows * CAPTION_H) / rows);
  return Array.from({ length: n }, (_, i) => ({
    x: area.x + (i % cols) * (side + GUTTER),
    y: area.y + Math.floor(i / cols) * (side + CAPTION_H + GUTTER),
    w: side,
    h: side,
  }));
}

/** The column count that gives `n` square images the largest side in `area`. */
export function bestColumns(n: number, area: Box): number {
  let best = 1;
  let bestSide = 0;
  for (let cols = 1; cols <= Math.max(1, n); cols++) {
    const side = squareGrid(n, cols, area)[0]?.w ?? 0;
    if (side > bestSide + 1e-6) [best, bestSide] = [cols, side];
  }
  return best;
}

/** Images with their labels under them; an empty slot is a hairline frame keeping its place. */
export function imageGrid(images: PageImage[], cells: Box[], theme: DeckTheme): DeckElement[] {
  return images.flatMap((img, i): DeckElement[] => {
    const cell = cells[i];
    const caption = text({ x: cell.x, y: cell.y + cell.h + 0.06, w: cell.w, h: CAPTION_H - 0.06 }, img.label, {
      font: 'sans',
      size: 9,
      color: theme.ink,
    });
    const picture: DeckElement = img.sha
      ? { kind: 'image', box: cell, image: { sha: img.sha, alt: img.label }, fit: 'cover' }
      : { kind: 'rect', box: cell, fill: theme.hairline };
    return img.label ? [picture, caption] : [picture];
  });
}

/** The small uppercase chip above a page title (white on the accent). */
export function kicker(label: string, at: { x: number; y: number }, theme: DeckTheme): DeckElement[] {
  const box = { x: at.x, y: at.y, w: 0.3 + label.length * 0.085, h: 0.28 };
  return [
    { kind: 'rect', box, fill: theme.accent },
    text(box, label.toUpperCase(), {
      font: 'sans',
      size: 8,
      bold: true,
      color: theme.onAccent,
      align: 'center',
      valign: 'middle',
      letterSpacing: 1,
    }),
  ];
}

/** Project and place bottom-left, slide number bottom-right, over a hairline rule. */
export function footer(label: string, slideNumber: number, theme: DeckTheme): DeckElement[] {
  const y = SLIDE_SIZE.h - 0.42;
  const w = SLIDE_SIZE.w - 2 * MARGIN;
  return [
    { kind: 'rect', box: { x: MARGIN, y: y - 0.08, w, h: 0.01 }, fill: theme.hairline },
    text({ x: MARGIN, y, w: w - 1, h: 0.24 }, label, { font: 'sans', size: 8, color: theme.graphite }),
    text({ x: SLIDE_SIZE.w - MARGIN - 1, y, w: 1, h: 0.24 }, String(slideNumber), {
      font: 'sans',
      size: 8,
      color: theme.graphite,
      align: 'right',
    }),
  ];
}
