import { useSyncExternalStore } from 'react';

/**
 * The live stream each open project screen holds (features/live), by project: writes to that
 * project name it (`X-Loci-Stream`), so the stream does not send this screen back its own change
 * (the screen's mutation already refetches what it changed).
 */
const streams = new Map<string, string>();

/** Records (or, with null, forgets) the open stream of a project. */
export function setLiveStream(projectId: string, streamId: string | null): void {
  if (streamId) streams.set(projectId, streamId);
  else streams.delete(projectId);
}

/** The open stream of a project, if any. */
export function liveStreamOf(projectId: string): string | undefined {
  return streams.get(projectId);
}

const listeners = new Set<() => void>();
const liveUp = new Set<string>();

/** Records whether a project's stream is up now (its `hello` came, and no error since). */
export function setLiveStreamUp(projectId: string, up: boolean): void {
  if (up === liveUp.has(projectId)) return;
  if (up) liveUp.add(projectId);
  else liveUp.delete(projectId);
  for (const listener of listeners) listener();
}

/** Whether the project's live stream is up: while it is, its events say what changed and nothing needs polling. */
export function useLiveStreamUp(projectId: string | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (projectId ? liveUp.has(projectId) : false),
    () => false,
  );
}
