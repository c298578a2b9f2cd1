import { type PresenceEntry, pageTitle, parsePageId } from '@loci/shared';

/** Avatar fills from the design brief's palette; white initials on each keep 4.5:1 contrast. */
const FILLS = ['#b5532e', '#1b1b1a', '#6b6a66', '#9a4525', '#2f6b3a'] as const;

/** "AL" for "Ada Lovelace", "B" for "Bo"; "?" when nobody is named. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters.map((w) => [...w][0]?.toUpperCase() ?? '').join('');
}

/** The same person gets the same fill on every screen. */
export function avatarFill(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FILLS[hash % FILLS.length];
}

/** What a Canvas screen reports as its page. */
export const CANVAS_PAGE = 'canvas';

/** Where a person is: "Historical Topics", "Courtyard moodboard", "Canvas", or the project when no page is named. */
export function whereLabel(page: string | null, moodboardTitle: (id: string) => string | undefined): string {
  if (page === CANVAS_PAGE) return 'Canvas';
  const ref = page ? parsePageId(page) : null;
  if (!ref) return 'this project';
  return ref.kind === 'moodboard' ? pageTitle(ref, moodboardTitle(ref.moodboardId)) : pageTitle(ref);
}

/** The others first (the viewer last), each once. */
export function orderPeople(people: PresenceEntry[], me: string | undefined): PresenceEntry[] {
  return [...people.filter((p) => p.user_id !== me), ...people.filter((p) => p.user_id === me)];
}
