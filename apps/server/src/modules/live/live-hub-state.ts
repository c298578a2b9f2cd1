import { randomUUID } from 'node:crypto';
import type { LiveClosed } from '@loci/shared';
import type { ChangeNotice } from '../../adapters/db/database.port.js';
import type { EventBus } from '../../adapters/events/index.js';
import type { StoredEvent } from './live.repository.js';
import type { LiveDb } from './live.tables.js';

/**
 * Whose access may have changed: one project's streams, the streams of one workspace's projects,
 * one person's streams, or (nothing named) every stream.
 */
export interface AccessScope {
  projectId?: string;
  workspaceId?: string;
  userId?: string;
}

/** What travels on the bus: a stored event, a presence notice (`s`: a stream that showed activity), an access notice (`p`, `w`, `u`: its scope). */
export type BusMessage = { t: 'e'; e: StoredEvent } | { t: 'p'; p: string; s?: string } | { t: 'a'; p?: string; w?: string; u?: string };

/** What a stream follows: one project, or one studio's projects (the Projects page). */
export type StreamTarget = { projectId: string } | { workspaceId: string };

/** One open stream, as this process holds it. */
export interface LiveStream {
  id: string;
  /** The project it follows; a studio stream's studio (workspace) id. */
  projectId: string;
  /** A studio's stream (the Projects page): its projects created, changed, moved or deleted; no events or presence. */
  studio?: boolean;
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
  /** The workspace a project is in now (null: no such project), for access notices scoped to a workspace. */
  workspaceOf: (projectId: string) => Promise<string | null>;
  processId?: string;
  /** Listens to the database's announcements of projects created, changed, moved or deleted (migration 0066). */
  listenStudios?: (notice: ChangeNotice) => Promise<() => Promise<void>>;
}

/** What the hub holds in this process: its streams, the presence lists due, the bus and heartbeat handles. */
export interface HubState extends Omit<LiveHubDeps, 'processId'> {
  processId: string;
  /** A presence row not touched for this long belongs to a process that is gone. */
  staleMs: number;
  byProject: Map<string, Set<LiveStream>>;
  byId: Map<string, LiveStream>;
  /** Studio streams, by workspace. */
  byStudio: Map<string, Set<LiveStream>>;
  /** When this process last heard of a change to each studio's projects (ms since the epoch; bounded). */
  studioChangedAt: Map<string, number>;
  /** Per project, the timer that sends its presence list (one per burst of notices). */
  presenceDue: Map<string, NodeJS.Timeout>;
  stopBus?: () => Promise<void>;
  stopStudios?: () => Promise<void>;
  ticker?: NodeJS.Timeout;
  /** Heartbeats so far (the retention sweep runs every fourth). */
  ticks: number;
}

export function createHubState(deps: LiveHubDeps): HubState {
  const { db, bus, limits, onError, workspaceOf, listenStudios } = deps;
  return {
    db,
    bus,
    limits,
    onError,
    workspaceOf,
    listenStudios,
    processId: deps.processId ?? randomUUID(),
    staleMs: limits.heartbeatMs * 3 + 5_000,
    byProject: new Map(),
    byId: new Map(),
    byStudio: new Map(),
    studioChangedAt: new Map(),
    presenceDue: new Map(),
    ticks: 0,
  };
}
