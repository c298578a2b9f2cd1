/**
 * The neutral deck both export writers render: slides of positioned primitives (text boxes,
 * images, rectangles, hexagons) on a 16:9 page measured in inches. The export module lays the
 * deck out once; the PPTX and PDF writers only translate primitives, so both files match.
 */

/** 16:9 slide size in inches (PowerPoint's "Widescreen"; 960 × 540 pt in PDF). */
export const SLIDE_SIZE = { w: 13.333, h: 7.5 } as const;

/** A rectangle in inches from the slide's top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Hex colour without '#', e.g. `B5532E`. */
export type Hex = string;

/** Serif for project and page titles (Georgia / Times), sans for everything else (Arial / Helvetica). */
export type FontRole = 'serif' | 'sans';

export interface TextParagraph {
  text: string;
  bold?: boolean;
}

export interface TextElement {
  kind: 'text';
  box: Box;
  paragraphs: TextParagraph[];
  font: FontRole;
  /** Points. */
  size: number;
  color: Hex;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  bold?: boolean;
  /** Extra space between letters in points (small caps-style kickers); PDF ignores it. */
  letterSpacing?: number;
}

/** An asset to embed; the writer asks the image source for its pixels when it reaches it. */
export interface DeckImageRef {
  sha: string;
  /** Alt text (the image's label). */
  alt: string;
}

export interface ImageElement {
  kind: 'image';
  box: Box;
  image: DeckImageRef;
  /**
   * `cover` fills the box, cropping from the top and right so the bottom-left corner (where
   * the visible AI mark sits) always survives; `contain` fits the whole image inside the box.
   */
  fit: 'cover' | 'contain';
}

export interface ShapeElement {
  kind: 'rect' | 'hexagon';
  box: Box;
  fill?: Hex;
  /** 0 (opaque) to 1 (invisible). */
  fillTransparency?: number;
  line?: Hex;
  /** Points. */
  lineWidth?: number;
}

export type DeckElement = TextElement | ImageElement | ShapeElement;

export type DeckSlideKind = 'title' | 'context' | 'topics' | 'moodboard' | 'render' | 'canvas' | 'credits' | 'closing';

export interface DeckSlide {
  kind: DeckSlideKind;
  /** The page id the slide comes from (none for title and credits). */
  pageId?: string;
  background: Hex;
  /** Painted in order (later elements on top). */
  elements: DeckElement[];
  /** Speaker notes (PPTX only). */
  notes?: string;
}

export interface Deck {
  title: string;
  subject: string;
  slides: DeckSlide[];
}

/** The largest rectangle of the image's aspect ratio centred inside `box`. */
export function fitContain(box: Box, widthPx: number, heightPx: number): Box {
  const ratio = widthPx / heightPx;
  if (box.w / box.h > ratio) {
    const w = box.h * ratio;
    return { x: box.x + (box.w - w) / 2, y: box.y, w, h: box.h };
  }
  const h = box.w / ratio;
  return { x: box.x, y: box.y + (box.h - h) / 2, w: box.w, h };
}
