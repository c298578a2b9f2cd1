import type { CommentPerson } from '@loci/shared';

/** The `@query` being typed just before the caret (letters, digits, spaces inside a name not yet), or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}._-]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[2].length - 1, query: match[2] };
}

/** Members whose name matches what follows the `@` (start of any word first), at most `limit`. */
export function matchMembers(members: readonly CommentPerson[], query: string, limit = 6): CommentPerson[] {
  const q = query.toLocaleLowerCase();
  const starts = members.filter((m) =>
    m.name
      .toLocaleLowerCase()
      .split(/\s+/)
      .some((w) => w.startsWith(q)),
  );
  const contains = members.filter((m) => !starts.includes(m) && m.name.toLocaleLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}

/** Puts `@Name ` in place of the `@query` at `start..caret`; returns the new text and caret. */
export function insertMention(text: string, at: { start: number; caret: number }, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(at.caret), caret: at.start + inserted.length };
}

/** The picked members still named in the text (a deleted `@Name` is no longer a mention). */
export function mentionsIn(text: string, picked: readonly CommentPerson[]): string[] {
  return [...new Set(picked.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id))];
}

/** The text cut into plain runs and `@Name` runs for the members it mentions (shown highlighted). */
export function splitMentions(text: string, mentioned: readonly CommentPerson[]): { text: string; mention: boolean }[] {
  const names = mentioned.map((m) => `@${m.name}`).sort((a, b) => b.length - a.length);
  if (!names.length) return [{ text, mention: false }];
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(${escaped.join('|')})`, 'g'))
    .filter(Boolean)
    .map((part) => ({ text: part, mention: names.includes(part) }));
}
