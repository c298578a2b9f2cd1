import type { StoredEvent } from './live.repository.js';
import { onAccessNotice } from './live-hub-access.js';
import { onPresenceNotice } from './live-hub-presence.js';
import type { BusMessage, HubState, LiveStream } from './live-hub-state.js';
import { sseFrame } from './sse.js';

/** The stored event's SSE frame. */
export function changeFrame(event: StoredEvent): string {
  return sseFrame({ event: 'change', id: event.id, data: { kind: event.kind, actor_id: event.actor_id, detail: event.payload } });
}

/** Sends an event to one stream once (held while it replays; skipped when it is not newer). */
function sendEvent(stream: LiveStream, event: StoredEvent): void {
  if (stream.held) return void stream.held.push(event);
  if (BigInt(event.id) <= stream.lastId) return;
  stream.lastId = BigInt(event.id);
  // Its own change: moves the stream on without a frame (the next one's id covers it on resume).
  if (event.payload.stream === stream.id) return;
  stream.write(changeFrame(event));
}

/** The replay is sent: what arrived meanwhile follows, newer than the replay only. */
export function sendHeld(stream: LiveStream): void {
  const held = stream.held ?? [];
  stream.held = null;
  for (const event of held) sendEvent(stream, event);
}

function onBusMessage(hub: HubState, text: string): void {
  let message: BusMessage;
  try {
    message = JSON.parse(text) as BusMessage;
  } catch {
    return;
  }
  if (message.t === 'e') {
    for (const stream of hub.byProject.get(message.e.project_id) ?? []) {
      if (message.e.kind === 'project.deleted') stream.end('deleted');
      else sendEvent(stream, message.e);
    }
  } else if (message.t === 'p') {
    onPresenceNotice(hub, message.p, message.s);
  } else if (message.t === 'a') {
    onAccessNotice(hub, { projectId: message.p, workspaceId: message.w, userId: message.u });
  }
}

/** Listens to the bus: what any process publishes reaches this process's streams. */
export async function subscribeToBus(hub: HubState): Promise<void> {
  hub.stopBus = await hub.bus.subscribe({
    message: (text) => onBusMessage(hub, text),
    lost: () => undefined,
    // Events may have been missed meanwhile: every stream's screen refetches.
    restored: () => {
      for (const stream of hub.byId.values()) stream.write(sseFrame({ event: 'reset', data: {} }));
    },
  });
}
