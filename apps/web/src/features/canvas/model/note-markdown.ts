/**
 * The tiny markdown a Canvas note understands: paragraphs, `- ` or `* ` bullet lists, `1. `
 * numbered lists, `**bold**` and `*italic*` (or `_italic_`). It parses to plain data; the note
 * renders it as React elements, so text is only ever text (no HTML is read or written).
 */
export type Inline = { text: string; bold: boolean; italic: boolean };
export type NoteBlock = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'bullets' | 'numbers'; items: Inline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBER = /^\s*\d+[.)]\s+(.*)$/;

/** Bold and italic runs of one line; an unmatched marker stays as typed. */
export function parseInline(line: string): Inline[] {
  const runs: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) runs.push({ text: line.slice(last, at), bold: false, italic: false });
    if (match[1] !== undefined) {
      // Italic inside bold (`**a *b***` is rare): bold only, its text parsed for italics.
      for (const inner of parseInline(match[1])) runs.push({ ...inner, bold: true });
    } else runs.push({ text: match[2] ?? match[3] ?? '', bold: false, italic: true });
    last = at + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false, italic: false });
  return runs;
}

/** A note's text as blocks: runs of list lines become lists, other lines paragraphs (split by blank lines). */
export function parseNote(text: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  for (const line of text.split(/\r?\n/)) {
    const bullet = BULLET.exec(line);
    const number = bullet ? null : NUMBER.exec(line);
    const last = blocks.at(-1);
    if (bullet || number) {
      const kind = bullet ? 'bullets' : 'numbers';
      const item = parseInline((bullet ?? number)?.[1] ?? '');
      if (last?.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (!line.trim()) {
      if (last?.kind === 'paragraph') blocks.push({ kind: 'paragraph', lines: [] });
    } else if (last?.kind === 'paragraph') last.lines.push(parseInline(line));
    else blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.lines.length > 0);
}
