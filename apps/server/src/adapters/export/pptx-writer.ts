import PptxGenJS from 'pptxgenjs';
import { type Deck, type DeckElement, fitContain, type ImageElement, type ShapeElement, type TextElement } from './deck.js';
import type { DeckImageSource, DeckWriter } from './deck-writer.port.js';

type Slide = PptxGenJS.Slide;

const FONT_FACE = { serif: 'Georgia', sans: 'Arial' } as const;

function addText(slide: Slide, el: TextElement): void {
  const last = el.paragraphs.length - 1;
  const runs = el.paragraphs.map((p, i) => ({ text: p.text, options: { bold: p.bold ?? el.bold, breakLine: i < last } }));
  slide.addText(runs, {
    ...el.box,
    fontFace: FONT_FACE[el.font],
    fontSize: el.size,
    color: el.color,
    align: el.align ?? 'left',
    valign: el.valign ?? 'top',
    margin: 0,
    charSpacing: el.letterSpacing,
    lineSpacingMultiple: 1.1,
    // PowerPoint shrinks the text if an edit makes it overflow.
    fit: 'shrink',
  });
}

function addShape(pptx: PptxGenJS, slide: Slide, el: ShapeElement): void {
  const shape = el.kind === 'hexagon' ? pptx.ShapeType.hexagon : pptx.ShapeType.rect;
  slide.addShape(shape, {
    ...el.box,
    fill: el.fill ? { color: el.fill, transparency: Math.round((el.fillTransparency ?? 0) * 100) } : { type: 'none' },
    line: el.line ? { color: el.line, width: el.lineWidth ?? 0.75 } : { type: 'none' },
  });
}

async function addImage(slide: Slide, el: ImageElement, images: DeckImageSource): Promise<void> {
  const prepared = await images.load(el.image, { box: el.box, fit: el.fit });
  if (!prepared) return;
  const box = el.fit === 'contain' ? fitContain(el.box, prepared.width, prepared.height) : el.box;
  // pptxgenjs keeps this base64 string until write(): the deck's images are held once, encoded.
  slide.addImage({ data: `image/${prepared.format};base64,${prepared.bytes.toString('base64')}`, ...box, altText: el.image.alt });
}

async function addElement(pptx: PptxGenJS, slide: Slide, el: DeckElement, images: DeckImageSource): Promise<void> {
  if (el.kind === 'text') addText(slide, el);
  else if (el.kind === 'image') await addImage(slide, el, images);
  else addShape(pptx, slide, el);
}

/** Editable PPTX (16:9): real text boxes, real images, shapes, speaker notes. */
export function createPptxWriter(): DeckWriter {
  return {
    async write(deck: Deck, images: DeckImageSource): Promise<Buffer> {
      const pptx = new PptxGenJS();
      pptx.layout = 'LAYOUT_WIDE';
      pptx.title = deck.title;
      pptx.subject = deck.subject;
      pptx.company = 'Loci';
      for (const spec of deck.slides) {
        const slide = pptx.addSlide();
        slide.background = { color: spec.background };
        // One image at a time: read, downscale, encode, hand over, then the next.
        for (const el of spec.elements) await addElement(pptx, slide, el, images);
        if (spec.notes) slide.addNotes(spec.notes);
      }
      const out = await pptx.write({ outputType: 'nodebuffer' });
      return Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer);
    },
  };
}
