import { deletePresence, takeStreamSlot, upsertPresence } from './live.repository.js';
import { publishPresence } from './live-hub-publish.js';
import type { HubState, LiveStream } from './live-hub-state.js';

/** A stream about to open: its id, person, project (a studio stream: its workspace) and page. */
export interface StreamSlot {
  streamId: string;
  userId: string;
  projectId: string;
  page: string | null;
}

/**
 * Takes a place for a new stream, or refuses it over a limit (the reason and when to retry). The
 * per-person cap is counted and taken in one locked statement (takeStreamSlot): simultaneous
 * requests cannot all pass a count made before any of them was recorded.
 */
export async function takeSlot(hub: HubState, slot: StreamSlot): Promise<{ message: string; retryAfter: number } | null> {
  const { limits } = hub;
  if (hub.byId.size >= limits.perProcess)
    return { message: 'This server has as many live connections as it can take. Try again shortly.', retryAfter: 5 };
  const taken = await takeStreamSlot(hub.db, { ...slot, processId: hub.processId }, { perUser: limits.perUser, staleMs: hub.staleMs });
  if (!taken)
    return {
      message: `You have ${limits.perUser} live connections open (one per project tab). Close a tab, then try again.`,
      retryAfter: 30,
    };
  return null;
}

/** Gives back a place taken for a stream that never opened. */
export async function releaseSlot(hub: HubState, streamId: string): Promise<void> {
  if (!hub.byId.has(streamId)) await deletePresence(hub.db, streamId);
}

/** Adds a stream (it holds events until replayed) and tells everyone it is here. */
export async function addStream(hub: HubState, stream: LiveStream, page: string | null): Promise<void> {
  hub.byId.set(stream.id, stream);
  const index = stream.studio ? hub.byStudio : hub.byProject;
  const streams = index.get(stream.projectId) ?? new Set<LiveStream>();
  index.set(stream.projectId, streams);
  streams.add(stream);
  await upsertPresence(hub.db, { streamId: stream.id, projectId: stream.projectId, userId: stream.userId, page, processId: hub.processId });
  // A studio stream counts against the caller's limit, but nobody is "here" on a project.
  if (!stream.studio) await publishPresence(hub, stream.projectId);
}

/** Forgets a closed stream and tells everyone it has gone. */
export async function removeStream(hub: HubState, stream: LiveStream): Promise<void> {
  if (!hub.byId.delete(stream.id)) return;
  const index = stream.studio ? hub.byStudio : hub.byProject;
  const streams = index.get(stream.projectId);
  streams?.delete(stream);
  if (streams && !streams.size) index.delete(stream.projectId);
  await deletePresence(hub.db, stream.id);
  if (!stream.studio) await publishPresence(hub, stream.projectId);
}
