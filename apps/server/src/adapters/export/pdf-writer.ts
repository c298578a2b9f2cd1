import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import {
  type Box,
  type Deck,
  type DeckElement,
  fitContain,
  type Hex,
  type ImageElement,
  type ShapeElement,
  SLIDE_SIZE,
  type TextElement,
} from './deck.js';
import type { DeckImageSource, DeckWriter } from './deck-writer.port.js';
import { hasRtlLetters, isRtlParagraph, visualRuns } from './pdf-bidi.js';
import { embedAppFonts, type FaceStack, type PdfFonts } from './pdf-fonts.js';
import { layoutParagraphs, toEncodable } from './pdf-text.js';

const PT = 72;
const PAGE = { w: SLIDE_SIZE.w * PT, h: SLIDE_SIZE.h * PT };
const LINE_HEIGHT = 1.2;

function colour(hex: Hex) {
  const n = Number.parseInt(hex, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Box in inches from the top-left → PDF points from the bottom-left. */
function toPoints(box: Box) {
  return { x: box.x * PT, y: PAGE.h - (box.y + box.h) * PT, width: box.w * PT, height: box.h * PT };
}

/**
 * A line's pieces left to right as drawn: its runs of one direction in visual order (bidi), each
 * split over the font files that have its letters. fontkit lays a piece with Arabic or Hebrew
 * characters out right to left itself; pieces whose direction it would get wrong (punctuation in
 * a right-to-left run, Arabic-Indic digits in a left-to-right one) are reversed here first.
 */
function drawnRuns(face: FaceStack, line: string, rtlParagraph: boolean) {
  return visualRuns(line, rtlParagraph).flatMap((run) => {
    const pieces = face.runs(run.text);
    const reversed = (piece: (typeof pieces)[number]) => ({ ...piece, text: [...piece.text].reverse().join('') });
    // fontkit reverses any piece with a letter of an RTL script, Arabic-Indic digits included.
    if (!run.rtl) return pieces.map((piece) => (hasRtlLetters(piece.text) ? reversed(piece) : piece));
    return pieces.reverse().map((piece) => (hasRtlLetters(piece.text) ? piece : reversed(piece)));
  });
}

function drawText(page: PDFPage, el: TextElement, fonts: PdfFonts): void {
  const faces = fonts[el.font];
  const face = (bold: boolean) => (bold ? faces.bold : faces.regular);
  const paragraphs = el.paragraphs.map((p) => {
    const bold = p.bold ?? el.bold ?? false;
    return { text: toEncodable(p.text, face(bold).supports), bold, rtl: isRtlParagraph(p.text) };
  });
  const box = toPoints(el.box);
  const lineHeight = el.size * LINE_HEIGHT;
  const maxLines = Math.max(1, Math.floor(box.height / lineHeight));
  const measure = (bold: boolean) => (text: string) => face(bold).widthOfTextAtSize(text, el.size);
  const lines = layoutParagraphs(paragraphs, { width: box.width, maxLines, measure });
  const used = lines.length * lineHeight;
  const slack = el.valign === 'middle' ? (box.height - used) / 2 : el.valign === 'bottom' ? box.height - used : 0;
  const top = box.y + box.height - slack;
  lines.forEach((line, i) => {
    const width = measure(line.bold)(line.text);
    let x = box.x + (el.align === 'center' ? (box.width - width) / 2 : el.align === 'right' ? box.width - width : 0);
    // Baseline sits about 0.8 em below the top of its line.
    const y = top - i * lineHeight - el.size * 0.85;
    for (const run of drawnRuns(face(line.bold), line.text, line.rtl ?? false)) {
      page.drawText(run.text, { x, y, size: el.size, font: run.font, color: colour(el.color) });
      x += run.width(el.size);
    }
  });
}

/** A regular hexagon with flat top and bottom inscribed in the box (PowerPoint's hexagon). */
function hexagonPath(w: number, h: number): string {
  const q = w / 4;
  return `M ${q} 0 L ${w - q} 0 L ${w} ${h / 2} L ${w - q} ${h} L ${q} ${h} L 0 ${h / 2} Z`;
}

function drawShape(page: PDFPage, el: ShapeElement): void {
  const box = toPoints(el.box);
  const style = {
    color: el.fill ? colour(el.fill) : undefined,
    opacity: el.fill ? 1 - (el.fillTransparency ?? 0) : undefined,
    borderColor: el.line ? colour(el.line) : undefined,
    borderWidth: el.line ? (el.lineWidth ?? 0.75) : 0,
  };
  if (el.kind === 'rect') page.drawRectangle({ ...box, ...style });
  // SVG paths are drawn from their origin with y pointing down.
  else page.drawSvgPath(hexagonPath(box.width, box.height), { x: box.x, y: box.y + box.height, ...style });
}

async function drawImage(doc: PDFDocument, page: PDFPage, el: ImageElement, images: DeckImageSource): Promise<void> {
  const prepared = await images.load(el.image, { box: el.box, fit: el.fit });
  if (!prepared) return;
  // The JPEG bytes go into the file as they are (DCTDecode): no decode, no second copy.
  const embedded = prepared.format === 'jpeg' ? await doc.embedJpg(prepared.bytes) : await doc.embedPng(prepared.bytes);
  const box = el.fit === 'contain' ? fitContain(el.box, prepared.width, prepared.height) : el.box;
  page.drawImage(embedded, toPoints(box));
}

async function drawElement(
  doc: PDFDocument,
  page: PDFPage,
  el: DeckElement,
  ctx: { fonts: PdfFonts; images: DeckImageSource },
): Promise<void> {
  if (el.kind === 'text') drawText(page, el, ctx.fonts);
  else if (el.kind === 'image') await drawImage(doc, page, el, ctx.images);
  else drawShape(page, el);
}

/** Every string the deck draws, so only the font files it needs are embedded. */
function deckText(deck: Deck): string {
  return deck.slides
    .flatMap((slide) => slide.elements)
    .flatMap((el) => (el.kind === 'text' ? el.paragraphs.map((p) => p.text) : []))
    .join(' ');
}

/** Landscape 16:9 PDF with selectable text in the app's typefaces (embedded subsets) and print-quality JPEGs. */
export function createPdfWriter(): DeckWriter {
  return {
    async write(deck: Deck, images: DeckImageSource): Promise<Buffer> {
      const doc = await PDFDocument.create();
      doc.setTitle(toEncodable(deck.title, (cp) => cp < 0x10000));
      doc.setSubject(deck.subject);
      doc.setCreator('Loci');
      doc.setProducer('Loci (pdf-lib)');
      const fonts = await embedAppFonts(doc, deckText(deck));
      for (const spec of deck.slides) {
        const page = doc.addPage([PAGE.w, PAGE.h]);
        page.drawRectangle({ x: 0, y: 0, width: PAGE.w, height: PAGE.h, color: colour(spec.background) });
        for (const el of spec.elements) await drawElement(doc, page, el, { fonts, images });
      }
      return Buffer.from(await doc.save());
    },
  };
}
