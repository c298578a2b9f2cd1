import { deleteProcessPresence } from './live.repository.js';
import { sendHeld, subscribeToBus } from './live-hub-fan-out.js';
import { publishAccessChanged, publishEvent, publishPresence } from './live-hub-publish.js';
import { type AccessScope, createHubState, type HubState, type LiveHubDeps, type LiveStream } from './live-hub-state.js';
import { addStream, releaseSlot, removeStream, type StreamSlot, takeSlot } from './live-hub-streams.js';
import { listenToStudios, studioChangedAgo } from './live-hub-studio.js';
import { startHeartbeat } from './live-hub-sweep.js';

export { changeFrame } from './live-hub-fan-out.js';
export type { AccessScope, BusMessage, LiveHubDeps, LiveLimits, LiveStream, StreamTarget } from './live-hub-state.js';

/** Ends every stream (shutdown), says this process's streams have gone, and stops listening. */
async function stopHub(hub: HubState): Promise<void> {
  clearInterval(hub.ticker);
  for (const timer of hub.presenceDue.values()) clearTimeout(timer);
  for (const stream of [...hub.byId.values()]) stream.end('shutdown');
  const projects = await deleteProcessPresence(hub.db, hub.processId).catch(() => []);
  for (const projectId of projects) await publishPresence(hub, projectId).catch(() => undefined);
  await hub.stopBus?.();
  await hub.stopStudios?.();
}

/**
 * This process's open streams and what reaches them: events from the bus (whichever process
 * published them), presence, access notices; heartbeats, idle and stale clean-up.
 */
export function createLiveHub(deps: LiveHubDeps) {
  const hub = createHubState(deps);
  return {
    processId: hub.processId,
    staleMs: hub.staleMs,

    /** Listens to the bus and starts the heartbeat. */
    async start(): Promise<void> {
      await subscribeToBus(hub);
      await listenToStudios(hub);
      startHeartbeat(hub);
    },

    /** Ends every stream (shutdown) and stops listening. */
    stop: (): Promise<void> => stopHub(hub),

    /** Takes a place for a new stream (recorded at once), or refuses it over a limit: the reason and when to retry. */
    takeSlot: (slot: StreamSlot): Promise<{ message: string; retryAfter: number } | null> => takeSlot(hub, slot),

    /** Gives back a place taken for a stream that never opened. */
    releaseSlot: (streamId: string): Promise<void> => releaseSlot(hub, streamId),

    /** Adds a stream (it holds events until `replayed`) and tells everyone it is here. */
    add: (stream: LiveStream, page: string | null): Promise<void> => addStream(hub, stream, page),

    /** The replay is sent: what arrived meanwhile follows, newer than the replay only. */
    replayed: (stream: LiveStream): void => sendHeld(stream),

    /** Forgets a closed stream. */
    remove: (stream: LiveStream): Promise<void> => removeStream(hub, stream),

    /** Stores an event of a project and sends it to every stream of it, in every process. */
    publish: (event: { projectId: string; kind: string; payload?: Record<string, unknown>; actorId?: string | null }): Promise<void> =>
      publishEvent(hub, event),

    /** Who may see what changed (members, sessions, a project's workspace): every process checks the streams in `scope` again. */
    accessChanged: (scope?: AccessScope): Promise<void> => publishAccessChanged(hub, scope),

    /** A screen said which page it shows (the stream may be held by another process). */
    presenceChanged: (projectId: string, streamId?: string): Promise<void> => publishPresence(hub, projectId, streamId),

    /** How long ago this process last heard of a change to one of the studio's projects (null: not since it started). */
    studioChangedAgo: (workspaceId: string): number | null => studioChangedAgo(hub, workspaceId),

    /** For tests and the benchmark. */
    stats: () => ({ streams: hub.byId.size, projects: hub.byProject.size, studios: hub.byStudio.size }),
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
