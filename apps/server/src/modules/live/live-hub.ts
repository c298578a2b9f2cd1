import { randomUUID } from 'node:crypto';
import type { LiveClosed } from '@loci/shared';
import type { EventBus } from '../../adapters/events/index.js';
import {
  appendEvent,
  countUserStreams,
  deletePresence,
  deleteProcessPresence,
  dropStalePresence,
  listPresence,
  pruneEvents,
  type StoredEvent,
  touchPresence,
  upsertPresence,
} from './live.repository.js';
import type { LiveDb } from './live.tables.js';
import { HEARTBEAT_FRAME, sseFrame } from './sse.js';

/** What travels on the bus: a stored event, a presence notice (`s`: a stream that showed activity), an access notice. */
export type BusMessage = { t: 'e'; e: StoredEvent } | { t: 'p'; p: string; s?: string } | { t: 'a'; p?: string };

/** One open stream, as this process holds it. */
export interface LiveStream {
  id: string;
  projectId: string;
  userId: string;
  /** The last event id sent (replay and live events after it only). */
  lastId: bigint;
  /** When the screen last said it is there (connect, presence update). */
  activeAt: number;
  /** Events that arrived while the stream was replaying; sent after the replay. */
  held: StoredEvent[] | null;
  write(frame: string): void;
  end(reason: LiveClosed['reason']): void;
  /** Whether its caller may still view the project (session alive, still a member). */
  stillAllowed(): Promise<boolean>;
  /** Streams with the same key (credentials and project) share one check. */
  accessKey: string;
}

export interface LiveLimits {
  perUser: number;
  perProcess: number;
  heartbeatMs: number;
  idleMs: number;
  retentionMs: number;
  /** Another process's cached session is trusted this long: access is checked again after it. */
  sessionCacheMs: number;
}

export interface LiveHubDeps {
  db: LiveDb;
  bus: EventBus;
  limits: LiveLimits;
  onError: (err: unknown) => void;
  processId?: string;
}

/** The stored event's SSE frame. */
export function changeFrame(event: StoredEvent): string {
  return sseFrame({ event: 'change', id: event.id, data: { kind: event.kind, actor_id: event.actor_id, detail: event.payload } });
}

/**
 * This process's open streams and what reaches them: events from the bus (whichever process
 * published them), presence, access notices; heartbeats, idle and stale clean-up.
 */
export function createLiveHub(deps: LiveHubDeps) {
  const { db, bus, limits } = deps;
  const processId = deps.processId ?? randomUUID();
  const byProject = new Map<string, Set<LiveStream>>();
  const byId = new Map<string, LiveStream>();
  const presenceDue = new Map<string, NodeJS.Timeout>();
  const staleMs = limits.heartbeatMs * 3 + 5_000;
  let stopBus: (() => Promise<void>) | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let ticks = 0;

  const send = (stream: LiveStream, event: StoredEvent) => {
    if (stream.held) return void stream.held.push(event);
    if (BigInt(event.id) <= stream.lastId) return;
    stream.lastId = BigInt(event.id);
    // Its own change: moves the stream on without a frame (the next one's id covers it on resume).
    if (event.payload.stream === stream.id) return;
    stream.write(changeFrame(event));
  };

  const sendPresence = async (projectId: string) => {
    presenceDue.delete(projectId);
    const streams = byProject.get(projectId);
    if (!streams?.size) return;
    const frame = sseFrame({ event: 'presence', data: { people: await listPresence(db, projectId, staleMs) } });
    for (const stream of streams) stream.write(frame);
  };
  // Several notices in a burst (tabs opening) become one list per project.
  const presenceSoon = (projectId: string) => {
    if (presenceDue.has(projectId) || !byProject.get(projectId)?.size) return;
    presenceDue.set(
      projectId,
      setTimeout(() => sendPresence(projectId).catch(deps.onError), 50),
    );
  };

  const recheck = async (projectId?: string) => {
    const streams = projectId ? [...(byProject.get(projectId) ?? [])] : [...byId.values()];
    // One check per caller and project, however many tabs they have open.
    const checks = new Map<string, Promise<boolean>>();
    await Promise.all(
      streams.map(async (stream) => {
        const check = checks.get(stream.accessKey) ?? stream.stillAllowed();
        checks.set(stream.accessKey, check);
        if (!(await check)) stream.end('access');
      }),
    );
  };

  const onMessage = (text: string) => {
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch {
      return;
    }
    if (message.t === 'e') {
      for (const stream of byProject.get(message.e.project_id) ?? []) {
        if (message.e.kind === 'project.deleted') stream.end('deleted');
        else send(stream, message.e);
      }
    } else if (message.t === 'p') {
      const active = message.s ? byId.get(message.s) : undefined;
      if (active) active.activeAt = Date.now();
      presenceSoon(message.p);
    } else if (message.t === 'a') {
      recheck(message.p).catch(deps.onError);
      // Another process may trust a cached session a little longer: look again once it cannot.
      if (limits.sessionCacheMs > 0) setTimeout(() => recheck(message.p).catch(deps.onError), limits.sessionCacheMs + 250).unref();
    }
  };

  const tick = async () => {
    ticks += 1;
    const now = Date.now();
    for (const stream of byId.values()) {
      if (now - stream.activeAt > limits.idleMs) stream.end('idle');
      else stream.write(HEARTBEAT_FRAME);
    }
    await touchPresence(db, processId);
    for (const projectId of await dropStalePresence(db, staleMs)) await notifyPresence(projectId);
    if (ticks % 4 === 0) await pruneEvents(db, limits.retentionMs);
  };

  async function notifyPresence(projectId: string, streamId?: string): Promise<void> {
    await bus.publish(JSON.stringify({ t: 'p', p: projectId, s: streamId } satisfies BusMessage));
  }

  return {
    processId,
    staleMs,

    /** Listens to the bus and starts the heartbeat. */
    async start(): Promise<void> {
      stopBus = await bus.subscribe({
        message: onMessage,
        lost: () => undefined,
        // Events may have been missed meanwhile: every stream's screen refetches.
        restored: () => {
          for (const stream of byId.values()) stream.write(sseFrame({ event: 'reset', data: {} }));
        },
      });
      ticker = setInterval(() => tick().catch(deps.onError), limits.heartbeatMs);
      ticker.unref();
    },

    /** Ends every stream (shutdown) and stops listening. */
    async stop(): Promise<void> {
      clearInterval(ticker);
      for (const timer of presenceDue.values()) clearTimeout(timer);
      for (const stream of [...byId.values()]) stream.end('shutdown');
      const projects = await deleteProcessPresence(db, processId).catch(() => []);
      for (const projectId of projects) await notifyPresence(projectId).catch(() => undefined);
      await stopBus?.();
    },

    /** Refuses a new stream over a limit: the reason and when to retry, or null. */
    async overLimit(userId: string): Promise<{ message: string; retryAfter: number } | null> {
      if (byId.size >= limits.perProcess)
        return { message: 'This server has as many live connections as it can take. Try again shortly.', retryAfter: 5 };
      if ((await countUserStreams(db, userId, staleMs)) >= limits.perUser)
        return {
          message: `You have ${limits.perUser} live connections open (one per project tab). Close a tab, then try again.`,
          retryAfter: 30,
        };
      return null;
    },

    /** Adds a stream (it holds events until `replayed`) and tells everyone it is here. */
    async add(stream: LiveStream, page: string | null): Promise<void> {
      byId.set(stream.id, stream);
      const streams = byProject.get(stream.projectId) ?? new Set<LiveStream>();
      byProject.set(stream.projectId, streams);
      streams.add(stream);
      await upsertPresence(db, { streamId: stream.id, projectId: stream.projectId, userId: stream.userId, page, processId });
      await notifyPresence(stream.projectId);
    },

    /** The replay is sent: what arrived meanwhile follows, newer than the replay only. */
    replayed(stream: LiveStream): void {
      const held = stream.held ?? [];
      stream.held = null;
      for (const event of held) send(stream, event);
    },

    /** Forgets a closed stream. */
    async remove(stream: LiveStream): Promise<void> {
      if (!byId.delete(stream.id)) return;
      const streams = byProject.get(stream.projectId);
      streams?.delete(stream);
      if (streams && !streams.size) byProject.delete(stream.projectId);
      await deletePresence(db, stream.id);
      await notifyPresence(stream.projectId);
    },

    /** Stores an event of a project and sends it to every stream of it, in every process. */
    async publish(event: { projectId: string; kind: string; payload?: Record<string, unknown>; actorId?: string | null }): Promise<void> {
      await appendEvent(
        db,
        bus,
        { projectId: event.projectId, kind: event.kind, payload: event.payload ?? {}, actorId: event.actorId ?? null },
        (e) => JSON.stringify({ t: 'e', e } satisfies BusMessage),
      );
    },

    /** Who may see what changed (members, sessions, a project's workspace): every process checks its streams again. */
    async accessChanged(projectId?: string): Promise<void> {
      await bus.publish(JSON.stringify({ t: 'a', p: projectId } satisfies BusMessage));
    },

    /** A screen said which page it shows (the stream may be held by another process). */
    presenceChanged: notifyPresence,

    /** For tests and the benchmark. */
    stats: () => ({ streams: byId.size, projects: byProject.size }),
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
