import { type Kysely, sql } from 'kysely';
import type { EventBus } from '../../adapters/events/index.js';
import type { LiveDb } from './live.tables.js';

/** A stored event as streams send it. */
export interface StoredEvent {
  id: string;
  project_id: string;
  kind: string;
  payload: Record<string, unknown>;
  actor_id: string | null;
}

/** Serialises event ids with their commits: a reader never sees id N+1 committed before N. */
const EVENT_LOCK = 380_038;

/**
 * Stores an event and hands it to the bus in the same transaction (PostgreSQL delivers it at
 * commit). The lock makes ids commit in order, so "everything after id N" is a complete answer.
 */
export async function appendEvent(
  db: LiveDb,
  bus: EventBus,
  event: { projectId: string; kind: string; payload: Record<string, unknown>; actorId: string | null },
  wrap: (event: StoredEvent) => string,
): Promise<StoredEvent> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${EVENT_LOCK})`.execute(tx);
    const row = await tx
      .insertInto('project_event')
      .values({ project_id: event.projectId, kind: event.kind, payload: JSON.stringify(event.payload), actor_id: event.actorId })
      .returning(['id', 'project_id', 'kind', 'payload', 'actor_id'])
      .executeTakeFirstOrThrow();
    const stored = { ...row, id: String(row.id) };
    await bus.publish(wrap(stored), tx as unknown as Kysely<unknown>);
    return stored;
  });
}

/** A project's events after `afterId`, oldest first (at most `limit`). */
export async function eventsAfter(db: LiveDb, projectId: string, afterId: string, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('project_event')
    .select(['id', 'project_id', 'kind', 'payload', 'actor_id'])
    .where('project_id', '=', projectId)
    .where('id', '>', afterId as never)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/**
 * What a resumed stream can be given: `oldest` is the first id still kept (the next id to be given
 * when nothing is kept), `newest` the last id given so far. An id before `oldest - 1` may have missed pruned events.
 */
export async function keptRange(db: LiveDb): Promise<{ oldest: bigint; newest: bigint }> {
  const { rows } = await sql<{ oldest: string | null; newest: string; called: boolean }>`
    select (select min(id) from project_event)::text as oldest,
           last_value::text as newest, is_called as called
    from project_event_id_seq`.execute(db);
  const row = rows[0];
  const newest = row?.called ? BigInt(row.newest) : 0n;
  return { oldest: row?.oldest ? BigInt(row.oldest) : newest + 1n, newest };
}

/** The newest id given so far (a fresh stream starts after it). */
export async function newestEventId(db: LiveDb): Promise<string> {
  return String((await keptRange(db)).newest);
}

/** Forgets events older than `olderThanMs`. */
export async function pruneEvents(db: LiveDb, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('project_event')
    .where('created_at', '<', new Date(Date.now() - olderThanMs))
    .execute();
}

/** Records an open stream (or moves it to another page), refreshing when it was last seen. */
export async function upsertPresence(
  db: LiveDb,
  row: { streamId: string; projectId: string; userId: string; page: string | null; processId: string },
): Promise<void> {
  await db
    .insertInto('project_presence')
    .values({
      stream_id: row.streamId,
      project_id: row.projectId,
      user_id: row.userId,
      page: row.page,
      process_id: row.processId,
      seen_at: new Date(),
    })
    .onConflict((oc) => oc.column('stream_id').doUpdateSet({ page: row.page, seen_at: new Date() }))
    .execute();
}

/** Forgets a closed stream. */
export async function deletePresence(db: LiveDb, streamId: string): Promise<void> {
  await db.deleteFrom('project_presence').where('stream_id', '=', streamId).execute();
}

/** The heartbeat of a process: its streams are still open. */
export async function touchPresence(db: LiveDb, processId: string): Promise<void> {
  await db.updateTable('project_presence').set({ seen_at: new Date() }).where('process_id', '=', processId).execute();
}

/** Forgets streams whose process went quiet (it died); returns their projects. */
export async function dropStalePresence(db: LiveDb, staleMs: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('project_presence')
    .where('seen_at', '<', new Date(Date.now() - staleMs))
    .returning('project_id')
    .execute();
  return [...new Set(rows.map((r) => r.project_id))];
}

/** Forgets every stream of a process (it is shutting down). */
export async function deleteProcessPresence(db: LiveDb, processId: string): Promise<string[]> {
  const rows = await db.deleteFrom('project_presence').where('process_id', '=', processId).returning('project_id').execute();
  return [...new Set(rows.map((r) => r.project_id))];
}

/** Who has the project open (fresh streams only), one entry per person: the page of their latest stream. */
export async function listPresence(
  db: LiveDb,
  projectId: string,
  staleMs: number,
): Promise<{ user_id: string; name: string; page: string | null }[]> {
  const rows = await db
    .selectFrom('project_presence as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.name', 'p.page', 'p.seen_at'])
    .where('p.project_id', '=', projectId)
    .where('p.seen_at', '>=', new Date(Date.now() - staleMs))
    .orderBy('p.opened_at')
    .execute();
  const people = new Map<string, { user_id: string; name: string; page: string | null; at: number }>();
  for (const r of rows) {
    const at = new Date(r.seen_at).getTime();
    const known = people.get(r.user_id);
    if (!known || at >= known.at) people.set(r.user_id, { user_id: r.user_id, name: r.name, page: r.page, at });
  }
  return [...people.values()].map(({ at: _at, ...p }) => p);
}

/** The advisory-lock class that serialises one person's stream openings (second key: a hash of their id). */
const STREAM_SLOT_LOCK = 380_039;

/**
 * Records a new stream if its person has fewer than `perUser` fresh streams across every process;
 * false (nothing recorded) when they have that many. The count and the insert are one statement,
 * under a per-person lock held to the end of the transaction: concurrent openings are serialised,
 * so the cap holds on PostgreSQL (many connections) as on PGlite.
 */
export async function takeStreamSlot(
  db: LiveDb,
  row: { streamId: string; projectId: string; userId: string; page: string | null; processId: string },
  cap: { perUser: number; staleMs: number },
): Promise<boolean> {
  const now = new Date();
  const fresh = new Date(now.getTime() - cap.staleMs);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${STREAM_SLOT_LOCK}, hashtext(${row.userId}))`.execute(tx);
    const { rows } = await sql<{ stream_id: string }>`
      insert into project_presence (stream_id, project_id, user_id, page, process_id, seen_at)
      select ${row.streamId}, ${row.projectId}, ${row.userId}, ${row.page}, ${row.processId}, ${now}
      where (select count(*) from project_presence where user_id = ${row.userId} and seen_at >= ${fresh}) < ${cap.perUser}
      returning stream_id`.execute(tx);
    return rows.length > 0;
  });
}

/** A screen's stream now shows `page`; false when no such open stream of this caller on this project. */
export async function movePresence(
  db: LiveDb,
  row: { streamId: string; projectId: string; userId: string; page: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('project_presence')
    .set({ page: row.page, seen_at: new Date() })
    .where('stream_id', '=', row.streamId)
    .where('project_id', '=', row.projectId)
    .where('user_id', '=', row.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Milliseconds since the project's newest kept event, or null when none is kept. */
export async function lastChangeAgo(db: LiveDb, projectId: string): Promise<number | null> {
  const { rows } = await sql<{ ago: string | null }>`
    select (extract(epoch from (now() - max(created_at))) * 1000)::bigint::text as ago
    from project_event where project_id = ${projectId}`.execute(db);
  const ago = rows[0]?.ago;
  return ago === null || ago === undefined ? null : Math.max(0, Number(ago));
}
