import type { ServerResponse } from 'node:http';
import type { LiveClosed, LiveHello, StudioHello } from '@loci/shared';
import { eventsAfter, keptRange, lastChangeAgo, listPresence } from './live.repository.js';
import type { LiveDb } from './live.tables.js';
import { changeFrame, type LiveHub, type LiveStream } from './live-hub.js';
import { RETRY_FRAME, sseFrame } from './sse.js';

/** A stream whose client reads slower than this much queued output is closed (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1 << 20;
const REPLAY_PAGE = 500;

export interface OpenStreamOptions {
  /** The stream's id, whose place `takeSlot` took. */
  id: string;
  db: LiveDb;
  hub: LiveHub;
  raw: ServerResponse;
  projectId: string;
  userId: string;
  page: string | null;
  /** The id the client last saw (`Last-Event-ID`), or null for a fresh stream. */
  lastEventId: bigint | null;
  stillAllowed: () => Promise<boolean>;
  /** Streams with the same key (credentials and project) share one access check. */
  accessKey: string;
  onError: (err: unknown) => void;
}

/**
 * Starts a stream on a response whose headers Fastify left to us: `hello` (its id and who is here),
 * then what the client missed (or `reset` when that is no longer kept), then live events. Events
 * arriving during the replay are held and sent after it, newer ones only: nothing is missed, nothing sent twice.
 */
export async function openStream(opts: OpenStreamOptions): Promise<LiveStream> {
  const { db, hub } = opts;
  const stream = await startStream(opts, { projectId: opts.projectId, held: [] });
  const { oldest, newest } = await keptRange(db);
  const resumeAfter = opts.lastEventId;
  const tooOld = resumeAfter !== null && (resumeAfter + 1n < oldest || resumeAfter > newest);
  stream.lastId = resumeAfter === null || tooOld ? newest : resumeAfter;
  const hello: LiveHello = {
    stream_id: stream.id,
    people: await listPresence(db, opts.projectId, hub.staleMs),
    changed_ms_ago: await lastChangeAgo(db, opts.projectId),
  };
  stream.write(sseFrame({ event: 'hello', id: String(stream.lastId), data: hello }));
  if (tooOld) stream.write(sseFrame({ event: 'reset', id: String(stream.lastId), data: {} }));
  else if (resumeAfter !== null) await replay(db, stream);
  hub.replayed(stream);
  return stream;
}

/**
 * Starts a studio's stream (the Projects page): `hello` (its id, how long ago the studio last changed), then a `projects` frame for each
 * of the studio's projects created, changed, moved or deleted. Nothing is kept to replay: a screen
 * that (re)connects reads its listing again.
 */
export async function openStudioStream(opts: StreamBasics & { workspaceId: string }): Promise<LiveStream> {
  const stream = await startStream(opts, { projectId: opts.workspaceId, held: null, studio: true });
  const hello: StudioHello = { stream_id: stream.id, changed_ms_ago: opts.hub.studioChangedAgo(opts.workspaceId) };
  stream.write(sseFrame({ event: 'hello', data: hello }));
  return stream;
}

/** What every stream needs: its id, the hub, the response, the person, the access check. */
type StreamBasics = Pick<OpenStreamOptions, 'id' | 'hub' | 'raw' | 'userId' | 'stillAllowed' | 'accessKey' | 'onError'> & {
  page?: string | null;
};

/** Writes the stream's headers, makes the stream, adds it to the hub and forgets it when its connection closes. */
async function startStream(
  opts: StreamBasics,
  what: { projectId: string; held: LiveStream['held']; studio?: boolean },
): Promise<LiveStream> {
  const { raw, hub } = opts;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and friends: pass each frame on at once.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(RETRY_FRAME);
  const stream: LiveStream = {
    id: opts.id,
    ...what,
    userId: opts.userId,
    lastId: 0n,
    activeAt: Date.now(),
    write(frame) {
      if (raw.writableEnded || raw.destroyed) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) return void raw.destroy();
      raw.write(frame);
    },
    end(reason: LiveClosed['reason']) {
      if (raw.writableEnded || raw.destroyed) return;
      raw.end(sseFrame({ event: 'closed', data: { reason } satisfies LiveClosed }));
    },
    stillAllowed: opts.stillAllowed,
    accessKey: opts.accessKey,
  };
  await hub.add(stream, opts.page ?? null);
  const forget = () => void hub.remove(stream).catch(opts.onError);
  if (raw.destroyed || raw.writableEnded) forget();
  else raw.on('close', forget);
  return stream;
}

/** Sends the project's kept events after the stream's last id, oldest first. */
async function replay(db: LiveDb, stream: LiveStream): Promise<void> {
  for (;;) {
    const events = await eventsAfter(db, stream.projectId, String(stream.lastId), REPLAY_PAGE);
    for (const event of events) {
      stream.lastId = BigInt(event.id);
      stream.write(changeFrame(event));
    }
    if (events.length < REPLAY_PAGE) return;
  }
}
