import { SECTION_TITLES } from '@loci/shared';
import { type Box, type DeckElement, type DeckSlide, SLIDE_SIZE } from '../../adapters/export/deck.js';
import { bestColumns, fitToBox, footer, imageGrid, kicker, MARGIN, squareGrid, text } from './deck-layout.js';
import type { MoodboardPage, SectionPage } from './export-pages.js';
import type { DeckTheme } from './theme.js';

/** What the title slide and footers show about the project. */
export interface DeckProject {
  name: string;
  location: string;
  brand: string;
  keywords: string[];
  logoSha: string | null;
  lat: number | null;
  lng: number | null;
}

/** Layout context shared by every slide builder. */
export interface SlideContext {
  project: DeckProject;
  theme: DeckTheme;
  /** 1-based number of the slide being built. */
  number: number;
}

const W = SLIDE_SIZE.w;
const CONTENT_BOTTOM = 6.92;

function rightAligned(cells: Box[], rightEdge: number): Box[] {
  const used = Math.max(...cells.map((c) => c.x + c.w));
  return cells.map((c) => ({ ...c, x: c.x + rightEdge - used }));
}

function coordinates(lat: number | null, lng: number | null): string {
  if (lat === null || lng === null) return '';
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`;
}

/** Seven flat-topped hexagons (the H3 cell motif): the centre filled with the accent. */
function hexagonMotif(cx: number, cy: number, r: number, theme: DeckTheme): DeckElement[] {
  const h = Math.sqrt(3) * r;
  const centres = [
    [0, 0],
    [0, -h],
    [0, h],
    [1.5 * r, -h / 2],
    [1.5 * r, h / 2],
    [-1.5 * r, -h / 2],
    [-1.5 * r, h / 2],
  ];
  return centres.map(([dx, dy], i) => ({
    kind: 'hexagon' as const,
    box: { x: cx + dx - r, y: cy + dy - h / 2, w: 2 * r, h },
    ...(i === 0 ? { fill: theme.accent } : { line: theme.accent, lineWidth: 1.25 }),
  }));
}

/** Title slide: project name (serif), place, brand, keywords, logo and the hexagon motif. */
export function titleSlide({ project, theme }: SlideContext): DeckSlide {
  const col = { x: MARGIN, w: 7.6 };
  const muted = { font: 'sans' as const, color: theme.graphite };
  const keywords = project.keywords.join(' · ');
  const elements: DeckElement[] = [
    text({ ...col, y: 0.6, h: 0.3 }, 'DESIGN PRESENTATION', { ...muted, size: 10, letterSpacing: 2 }),
    text({ ...col, y: 1.7, h: 1.8 }, project.name, { font: 'serif', size: 40, color: theme.ink, valign: 'bottom' }),
    text({ ...col, y: 3.62, h: 0.45 }, project.location, { ...muted, size: 18 }),
    text({ ...col, y: 4.08, h: 0.3 }, coordinates(project.lat, project.lng), { ...muted, size: 10 }),
    { kind: 'rect', box: { x: MARGIN, y: 4.55, w: 1, h: 0.05 }, fill: theme.accent },
    text({ ...col, y: 4.8, h: 0.4 }, project.brand ? `Brand: ${project.brand}` : '', { font: 'sans', size: 14, color: theme.ink }),
    text({ ...col, y: 5.28, h: 0.9 }, fitToBox(keywords, { ...col, y: 0, h: 0.9 }, 12), { ...muted, size: 12 }),
    ...hexagonMotif(10.4, 4.3, 0.62, theme),
  ];
  if (project.logoSha) {
    elements.push({
      kind: 'image',
      box: { x: W - MARGIN - 2, y: 0.55, w: 2, h: 1.1 },
      image: { sha: project.logoSha, alt: `${project.brand} logo` },
      fit: 'contain',
    });
  }
  return { kind: 'title', background: theme.paper, elements: elements.filter((e) => e.kind !== 'text' || e.paragraphs[0].text) };
}

function header(label: string, title: string, width: number, ctx: SlideContext): DeckElement[] {
  return [
    ...kicker(label, { x: MARGIN, y: 0.6 }, ctx.theme),
    text({ x: MARGIN, y: 1.0, w: width, h: 0.7 }, title, { font: 'serif', size: 28, color: ctx.theme.ink }),
  ];
}

const footerOf = (ctx: SlideContext) => footer([ctx.project.name, ctx.project.location].filter(Boolean).join(' — '), ctx.number, ctx.theme);

/** Context page: description on the left, the 2-column grid with labels on the right. */
export function contextSlide(page: SectionPage, ctx: SlideContext): DeckSlide {
  const area = { x: W - MARGIN - 6.2, y: 0.6, w: 6.2, h: CONTENT_BOTTOM - 0.6 };
  const cells = rightAligned(squareGrid(page.images.length, 2, area), W - MARGIN);
  const left = { x: MARGIN, y: 1.9, w: cells[0].x - MARGIN - 0.5, h: CONTENT_BOTTOM - 1.9 };
  return {
    kind: 'context',
    pageId: page.id,
    background: ctx.theme.paper,
    elements: [
      ...header(SECTION_TITLES[page.section], page.title, left.w, ctx),
      text(left, fitToBox(page.description, left, 12), { font: 'sans', size: 12, color: ctx.theme.ink }),
      ...imageGrid(page.images, cells, ctx.theme),
      ...footerOf(ctx),
    ],
  };
}

/** Topics page: the 4-column grid with labels; the section's context in a narrow column. */
export function topicsSlide(page: SectionPage, ctx: SlideContext): DeckSlide {
  const area = { x: MARGIN, y: 1.85, w: 9.6, h: CONTENT_BOTTOM - 1.85 };
  const cells = squareGrid(page.images.length, 4, area);
  const gridRight = Math.max(...cells.map((c) => c.x + c.w));
  const side = { x: gridRight + 0.45, y: 1.85, w: W - MARGIN - gridRight - 0.45, h: CONTENT_BOTTOM - 1.85 };
  return {
    kind: 'topics',
    pageId: page.id,
    background: ctx.theme.paper,
    elements: [
      ...header(SECTION_TITLES[page.section], page.title, 9, ctx),
      ...imageGrid(page.images, cells, ctx.theme),
      text(side, fitToBox(page.description, side, 10), { font: 'sans', size: 10, color: ctx.theme.graphite }),
      ...footerOf(ctx),
    ],
  };
}

/** Moodboard page: title, programmatic area and description left; its images with captions right. */
export function moodboardSlide(page: MoodboardPage, ctx: SlideContext): DeckSlide {
  const col = { x: MARGIN, w: 4.3 };
  const area = { x: MARGIN + col.w + 0.5, y: 0.6, w: W - 2 * MARGIN - col.w - 0.5, h: CONTENT_BOTTOM - 0.6 };
  const images = page.images.filter((i) => i.sha);
  const cells = images.length ? rightAligned(squareGrid(images.length, bestColumns(images.length, area), area), W - MARGIN) : [];
  const description = { ...col, y: 3.2, h: CONTENT_BOTTOM - 3.2 };
  const { theme } = ctx;
  return {
    kind: 'moodboard',
    pageId: page.id,
    background: theme.paper,
    elements: [
      ...kicker('Moodboard', { x: MARGIN, y: 0.6 }, theme),
      text({ ...col, y: 1.0, h: 1.2 }, page.title, { font: 'serif', size: 26, color: theme.ink }),
      text({ ...col, y: 2.3, h: 0.25 }, 'PROGRAMMATIC AREA', { font: 'sans', size: 8, color: theme.graphite, letterSpacing: 1.5 }),
      text({ ...col, y: 2.58, h: 0.4 }, page.area, { font: 'sans', size: 14, color: theme.ink }),
      text(description, fitToBox(page.description, description, 11), { font: 'sans', size: 11, color: theme.ink }),
      ...imageGrid(images, cells, theme),
      ...footerOf(ctx),
    ],
  };
}

/** Render: the image full-bleed, a small title plate, the prompt in the speaker notes. */
export function renderSlide(page: MoodboardPage, render: { sha: string; prompt: string }, ctx: SlideContext): DeckSlide {
  const { theme } = ctx;
  const plate = { x: MARGIN, y: 0.5, w: Math.min(7, Math.max(3.2, page.title.length * 0.17 + 0.8)), h: 1.0 };
  const inner = { x: plate.x + 0.25, w: plate.w - 0.5 };
  return {
    kind: 'render',
    pageId: page.id,
    background: theme.ink,
    notes: render.prompt,
    elements: [
      {
        kind: 'image',
        box: { x: 0, y: 0, w: W, h: SLIDE_SIZE.h },
        image: { sha: render.sha, alt: `Render of ${page.title}` },
        fit: 'cover',
      },
      { kind: 'rect', box: plate, fill: theme.ink, fillTransparency: 0.3 },
      text({ ...inner, y: plate.y + 0.14, h: 0.25 }, `RENDER · ${page.area}`.toUpperCase(), {
        font: 'sans',
        size: 8,
        color: theme.onAccent,
        letterSpacing: 1.5,
      }),
      text({ ...inner, y: plate.y + 0.42, h: 0.45 }, page.title, { font: 'serif', size: 20, color: theme.onAccent }),
    ],
  };
}

/** The Canvas (issue #47): the board as the studio added it to the deck, whole (contained) on paper, under a small heading. */
export function canvasSlide(sha: string, ctx: SlideContext): DeckSlide {
  const { theme, project } = ctx;
  const top = 1.85;
  return {
    kind: 'canvas',
    background: theme.paper,
    notes: 'The team’s working board: pages, moodboards, notes, links and pinned images, as added from the Canvas.',
    elements: [
      ...header('CANVAS', 'The working board', W - 2 * MARGIN, ctx),
      {
        kind: 'image',
        box: { x: MARGIN, y: top, w: W - 2 * MARGIN, h: CONTENT_BOTTOM - top },
        image: { sha, alt: `The Canvas of ${project.name || 'the project'}` },
        fit: 'contain',
      },
      ...footerOf(ctx),
    ],
  };
}

/** The studio behind the deck (its studio kit, issue #48): its logo and the contact lines of the closing slide. */
export interface DeckStudio {
  logoSha: string | null;
  contactLines: string[];
}

/** Closing slide: the studio's logo and its contact lines, centred on paper, with the accent rule. */
export function closingSlide(studio: DeckStudio, { theme }: SlideContext): DeckSlide {
  const col = { x: MARGIN, w: W - 2 * MARGIN };
  const elements: DeckElement[] = [];
  if (studio.logoSha) {
    elements.push({
      kind: 'image',
      box: { x: W / 2 - 1.5, y: 1.4, w: 3, h: 1.6 },
      image: { sha: studio.logoSha, alt: 'Studio logo' },
      fit: 'contain',
    });
  }
  elements.push({ kind: 'rect', box: { x: W / 2 - 0.5, y: 3.45, w: 1, h: 0.05 }, fill: theme.accent });
  const [first, ...rest] = studio.contactLines;
  if (first) elements.push(text({ ...col, y: 3.75, h: 0.6 }, first, { font: 'serif', size: 24, color: theme.ink, align: 'center' }));
  rest.forEach((line, i) => {
    elements.push(text({ ...col, y: 4.45 + i * 0.38, h: 0.36 }, line, { font: 'sans', size: 14, color: theme.graphite, align: 'center' }));
  });
  return { kind: 'closing', background: theme.paper, elements };
}
