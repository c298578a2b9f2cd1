/** Text layout for the PDF writer: PDF has no text boxes, so lines are wrapped and clipped here. */

/** Width of a string in points at the current size. */
export type Measure = (text: string) => number;

export interface LaidLine {
  text: string;
  bold: boolean;
  /** The line belongs to a right-to-left paragraph. */
  rtl?: boolean;
}

const ELLIPSIS = '…';
const COMBINING = /[\u0300-\u036f]/g;
const FALLBACKS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ı: 'i', ø: 'o', '→': '->', '\u00a0': ' ' };

/**
 * Keeps what the standard fonts can encode (WinAnsi): other letters lose their accents
 * (NFKD) or fall back to a close ASCII letter, anything else becomes '?'.
 */
export function toEncodable(text: string, supported: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 63;
    if (supported(cp)) out += ch;
    else if (FALLBACKS[ch]) out += FALLBACKS[ch];
    else {
      const bare = ch.normalize('NFKD').replace(COMBINING, '');
      out += bare && [...bare].every((c) => supported(c.codePointAt(0) ?? 63)) ? bare : '?';
    }
  }
  return out;
}

/** Splits a word wider than the line into pieces that fit (long URLs in credits). */
function splitWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap of one paragraph to `width` points. */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = measure(word) > width ? splitWord(word, width, measure) : [word];
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens a line so it fits with a trailing ellipsis. */
function withEllipsis(line: string, width: number, measure: Measure): string {
  let text = line;
  while (text && measure(`${text}${ELLIPSIS}`) > width) text = text.slice(0, -1);
  return `${text.trimEnd()}${ELLIPSIS}`;
}

/**
 * Wraps paragraphs into at most `maxLines` lines; when text is cut, the last line ends with an
 * ellipsis. `measure(bold)` gives the measuring function of the regular or bold face.
 */
export function layoutParagraphs(
  paragraphs: { text: string; bold: boolean; rtl?: boolean }[],
  opts: { width: number; maxLines: number; measure: (bold: boolean) => Measure },
): LaidLine[] {
  const lines: LaidLine[] = [];
  for (const p of paragraphs) {
    const wrapped = wrapText(p.text, opts.width, opts.measure(p.bold));
    for (const text of wrapped.length ? wrapped : ['']) lines.push({ text, bold: p.bold, ...(p.rtl ? { rtl: true } : {}) });
  }
  if (lines.length <= opts.maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, opts.maxLines));
  const last = kept.at(-1);
  if (last) last.text = withEllipsis(last.text, opts.width, opts.measure(last.bold));
  return kept;
}
