import { listPresence } from './live.repository.js';
import type { HubState } from './live-hub-state.js';
import { sseFrame } from './sse.js';

async function sendPresence(hub: HubState, projectId: string): Promise<void> {
  hub.presenceDue.delete(projectId);
  const streams = hub.byProject.get(projectId);
  if (!streams?.size) return;
  const frame = sseFrame({ event: 'presence', data: { people: await listPresence(hub.db, projectId, hub.staleMs) } });
  for (const stream of streams) stream.write(frame);
}

/** Sends a project's presence list to its streams here, shortly: several notices in a burst (tabs opening) become one list. */
export function presenceSoon(hub: HubState, projectId: string): void {
  if (hub.presenceDue.has(projectId) || !hub.byProject.get(projectId)?.size) return;
  hub.presenceDue.set(
    projectId,
    setTimeout(() => sendPresence(hub, projectId).catch(hub.onError), 50),
  );
}

/** A presence notice from the bus: the stream that showed activity is active now, and the project's list follows. */
export function onPresenceNotice(hub: HubState, projectId: string, streamId?: string): void {
  const active = streamId ? hub.byId.get(streamId) : undefined;
  if (active) active.activeAt = Date.now();
  presenceSoon(hub, projectId);
}
