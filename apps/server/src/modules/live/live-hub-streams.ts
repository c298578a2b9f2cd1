import { countUserStreams, deletePresence, upsertPresence } from './live.repository.js';
import { publishPresence } from './live-hub-publish.js';
import type { HubState, LiveStream } from './live-hub-state.js';

/** Refuses a new stream over a limit: the reason and when to retry, or null. */
export async function overLimit(hub: HubState, userId: string): Promise<{ message: string; retryAfter: number } | null> {
  const { limits } = hub;
  if (hub.byId.size >= limits.perProcess)
    return { message: 'This server has as many live connections as it can take. Try again shortly.', retryAfter: 5 };
  if ((await countUserStreams(hub.db, userId, hub.staleMs)) >= limits.perUser)
    return {
      message: `You have ${limits.perUser} live connections open (one per project tab). Close a tab, then try again.`,
      retryAfter: 30,
    };
  return null;
}

/** Adds a stream (it holds events until replayed) and tells everyone it is here. */
export async function addStream(hub: HubState, stream: LiveStream, page: string | null): Promise<void> {
  hub.byId.set(stream.id, stream);
  const streams = hub.byProject.get(stream.projectId) ?? new Set<LiveStream>();
  hub.byProject.set(stream.projectId, streams);
  streams.add(stream);
  await upsertPresence(hub.db, { streamId: stream.id, projectId: stream.projectId, userId: stream.userId, page, processId: hub.processId });
  await publishPresence(hub, stream.projectId);
}

/** Forgets a closed stream and tells everyone it has gone. */
export async function removeStream(hub: HubState, stream: LiveStream): Promise<void> {
  if (!hub.byId.delete(stream.id)) return;
  const streams = hub.byProject.get(stream.projectId);
  streams?.delete(stream);
  if (streams && !streams.size) hub.byProject.delete(stream.projectId);
  await deletePresence(hub.db, stream.id);
  await publishPresence(hub, stream.projectId);
}
