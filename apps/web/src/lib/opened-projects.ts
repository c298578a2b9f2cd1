/**
 * The projects this tab has opened, so a later 404 for one of them can say what happened (access
 * removed or project deleted) instead of "not found". The server answers 404 alike for both and for
 * strangers, so existence is never told to a non-member: only what this browser saw itself is used.
 */
const KEY = 'loci.opened-projects';
const opened = new Set<string>(readStored());

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes that the user could open this project (a successful read). */
export function rememberOpenedProject(projectId: string): void {
  if (opened.has(projectId)) return;
  opened.add(projectId);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...opened]));
  } catch {
    // No storage (private mode): remembered until the page reloads.
  }
}

/** Whether this tab opened the project before (in this session). */
export function wasProjectOpened(projectId: string): boolean {
  return opened.has(projectId);
}
