import { appendEvent } from './live.repository.js';
import type { AccessScope, BusMessage, HubState } from './live-hub-state.js';

/** Stores an event of a project and puts it on the bus, for every process's streams of it. */
export async function publishEvent(
  hub: HubState,
  event: { projectId: string; kind: string; payload?: Record<string, unknown>; actorId?: string | null },
): Promise<void> {
  await appendEvent(
    hub.db,
    hub.bus,
    { projectId: event.projectId, kind: event.kind, payload: event.payload ?? {}, actorId: event.actorId ?? null },
    (e) => JSON.stringify({ t: 'e', e } satisfies BusMessage),
  );
}

/** Tells every process that a project's presence changed (`streamId`: a stream that showed activity). */
export async function publishPresence(hub: HubState, projectId: string, streamId?: string): Promise<void> {
  await hub.bus.publish(JSON.stringify({ t: 'p', p: projectId, s: streamId } satisfies BusMessage));
}

/** Tells every process to check its streams' access again (those in `scope`; every stream when it names nothing). */
export async function publishAccessChanged(hub: HubState, scope: AccessScope = {}): Promise<void> {
  await hub.bus.publish(JSON.stringify({ t: 'a', p: scope.projectId, w: scope.workspaceId, u: scope.userId } satisfies BusMessage));
}
