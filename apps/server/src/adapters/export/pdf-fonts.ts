import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontRole } from './deck.js';
import { type FontFile as FontSourceFile, fontsourceFiles } from './fontsource-files.js';

/**
 * The PDF's typefaces: the app's own (Inter for text, Fraunces for titles, from @fontsource),
 * embedded as subsets. Fontsource splits each family by script, so a face is a stack of files
 * tried in order per character: the app's family, then Noto Sans Arabic, Hebrew and JP (kana and
 * the kanji/hanzi in use) for the scripts Inter lacks, then DejaVu Sans (Debian's base image) for
 * the rest. Only files whose unicode-range holds a character of the deck are read and embedded.
 */

type Weight = 'regular' | 'bold';
const WEIGHT: Record<Weight, number> = { regular: 400, bold: 700 };
const FALLBACK_FAMILIES = ['ibm-plex-sans-arabic', 'noto-sans-hebrew', 'noto-sans-jp'];
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

function dejavuFiles(weight: Weight): FontSourceFile[] {
  const path = `${DEJAVU}/${weight === 'bold' ? 'DejaVuSans-Bold' : 'DejaVuSans'}.ttf`;
  return existsSync(path) ? [{ path, covers: () => true }] : [];
}

/** The files of one face, in the order characters try them. */
export function faceFiles(role: FontRole, weight: Weight): FontSourceFile[] {
  const families = [...(role === 'serif' ? ['fraunces'] : []), 'inter', ...FALLBACK_FAMILIES];
  return [...families.flatMap((family) => fontsourceFiles(family, WEIGHT[weight])), ...dejavuFiles(weight)];
}

type FontFile = { bytes: Buffer; charset: Set<number> };
const files = new Map<string, Promise<FontFile>>();

/** Reads a font file once per process and learns which characters it has. */
function loadFile(path: string): Promise<FontFile> {
  let loaded = files.get(path);
  if (!loaded) {
    loaded = readFile(path).then((bytes) => ({ bytes, charset: new Set(fontkit.create(bytes).characterSet) }));
    files.set(path, loaded);
  }
  return loaded;
}

/** One face as the writer uses it: measure and split text over the files that have its characters. */
export interface FaceStack {
  /** Text with every character no file has replaced by a close one, or '?'. */
  supports(codePoint: number): boolean;
  /** Consecutive characters drawn with the same file, with their width at a size. */
  runs(text: string): { text: string; font: PDFFont; width: (size: number) => number }[];
  widthOfTextAtSize(text: string, size: number): number;
}

/** Letters that change shape with their neighbours (Arabic and its presentation forms). */
const JOINING = /[\u0600-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/**
 * Width of text at size 1. Per character, remembered per font (fontkit's layout is slow to call
 * per word), except for joining scripts, whose shaped letters are measured as laid out.
 */
function charWidths(font: PDFFont): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    if (JOINING.test(text)) return font.widthOfTextAtSize(text, 1);
    let sum = 0;
    for (const ch of text) {
      let width = widths.get(ch);
      if (width === undefined) {
        width = font.widthOfTextAtSize(ch, 1);
        widths.set(ch, width);
      }
      sum += width;
    }
    return sum;
  };
}

function stackOf(embedded: { font: PDFFont; charset: Set<number> }[]): FaceStack {
  const faces = embedded.map((face) => ({ ...face, width: charWidths(face.font) }));
  const pick = (cp: number) =>
    Math.max(
      0,
      faces.findIndex((f) => f.charset.has(cp)),
    );
  const split = (text: string) => {
    const out: { text: string; face: (typeof faces)[number] }[] = [];
    let index = -1;
    for (const ch of text) {
      // Spaces stay with the run they are in, so a line is not cut into pieces at every space.
      const next = ch === ' ' && index >= 0 ? index : pick(ch.codePointAt(0) ?? 32);
      if (next === index) out[out.length - 1].text += ch;
      else out.push({ text: ch, face: faces[next] });
      index = next;
    }
    return out;
  };
  return {
    supports: (cp) => faces.some((f) => f.charset.has(cp)),
    runs: (text) =>
      split(text).map((run) => ({ text: run.text, font: run.face.font, width: (size: number) => run.face.width(run.text) * size })),
    widthOfTextAtSize: (text, size) => split(text).reduce((sum, run) => sum + run.face.width(run.text), 0) * size,
  };
}

/**
 * Embeds one face: each file only while `text` still has characters the files before it lack and
 * the file's declared range holds one of them (so a Latin deck reads and embeds one small file per
 * face); the face's first file when the text needs none, so the face always has a font.
 */
async function embedFace(doc: PDFDocument, files: FontSourceFile[], text: Set<number>): Promise<FaceStack> {
  const missing = new Set(text.size ? text : [0x41]);
  const faces: { font: PDFFont; charset: Set<number> }[] = [];
  for (const { path, covers } of files) {
    if (missing.size === 0) break;
    if (![...missing].some(covers)) continue;
    const file = await loadFile(path);
    if (![...missing].some((cp) => file.charset.has(cp))) continue;
    for (const cp of file.charset) missing.delete(cp);
    faces.push({ font: await doc.embedFont(file.bytes, { subset: true }), charset: file.charset });
  }
  return stackOf(faces);
}

export type PdfFonts = Record<FontRole, Record<Weight, FaceStack>>;

/** Embeds the app's typefaces into `doc`, as far as the deck's `text` needs them. */
export async function embedAppFonts(doc: PDFDocument, text: string): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  // Spaces and control characters never need a font of their own.
  const codePoints = new Set([...text].map((ch) => ch.codePointAt(0) ?? 32).filter((cp) => cp > 0x20));
  const face = (role: FontRole, weight: Weight) => embedFace(doc, faceFiles(role, weight), codePoints);
  const [serif, serifBold, sans, sansBold] = await Promise.all([
    face('serif', 'regular'),
    face('serif', 'bold'),
    face('sans', 'regular'),
    face('sans', 'bold'),
  ]);
  return { serif: { regular: serif, bold: serifBold }, sans: { regular: sans, bold: sansBold } };
}
