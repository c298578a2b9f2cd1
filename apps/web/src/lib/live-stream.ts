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
