import bidiFactory from 'bidi-js';

/**
 * Right-to-left text for the PDF writer. PDF draws glyphs left to right; fontkit shapes Arabic
 * (joining forms, lam-alef) and lays a run of Arabic or Hebrew out right to left, but it cannot
 * order a line that mixes directions. The Unicode Bidirectional Algorithm (bidi-js) does that:
 * a line becomes runs of one direction in the visual order they are drawn.
 */

const bidi = bidiFactory();
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo… and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** One run of a line in one direction. `rtl` runs hold their text in logical order. */
export interface DirectedRun {
  text: string;
  rtl: boolean;
}

/** Whether a paragraph reads right to left: its first strong letter is (UBA rules P2–P3). */
export function isRtlParagraph(text: string): boolean {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1;
}

/** Whether fontkit will lay the text out right to left itself (it holds a letter of an RTL script). */
export function hasRtlLetters(text: string): boolean {
  return RTL_LETTER.test(text);
}

/** Reverses every maximal sequence of runs at `level` or higher (UBA rule L2), in place. */
function reverseFrom<T extends { level: number }>(runs: T[], level: number): void {
  for (let i = 0; i < runs.length; ) {
    if (runs[i].level < level) {
      i++;
      continue;
    }
    let j = i;
    while (j < runs.length && runs[j].level >= level) j++;
    runs.splice(i, j - i, ...runs.slice(i, j).reverse());
    i = j;
  }
}

/**
 * A line as runs of one direction, left to right as drawn. In right-to-left runs, brackets and
 * quotes are mirrored (UBA rule L4); their text stays in logical order for fontkit to shape.
 */
export function visualRuns(line: string, rtlParagraph: boolean): DirectedRun[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, rtlParagraph ? 'rtl' : 'ltr');
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; ) {
    let j = i + 1;
    while (j < line.length && levels[j] === levels[i]) j++;
    runs.push({ text: line.slice(i, j), level: levels[i] });
    i = j;
  }
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) reverseFrom(runs, level);
  return runs.map(({ text, level }) => {
    const rtl = level % 2 === 1;
    return { text: rtl ? [...text].map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join('') : text, rtl };
  });
}
