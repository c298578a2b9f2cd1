import { CANVAS_CONFLICT_LINE } from '@loci/shared';

/**
 * Two edits of one note: this screen's text first, the other person's under the conflict line,
 * so neither is lost (the same text twice is kept once).
 */
export function mergeNoteTexts(mine: string, theirs: string): string {
  if (mine === theirs) return theirs;
  return `${mine}\n\n${CANVAS_CONFLICT_LINE}\n\n${theirs}`;
}
