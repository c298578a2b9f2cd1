import { z } from 'zod';
import type { GenerationKind, Section } from './constants.js';

/**
 * Live project updates (GET /api/projects/:id/events, Server-Sent Events). Events are small: what
 * changed and where; the screens refetch what they show through their usual queries.
 *
 * Stored (kept ~1 h, replayed after `Last-Event-ID`), SSE `event: change`, `id:` the event's number:
 * - `project.changed`: a write to the project went through (`route`: e.g. `PATCH /api/projects/:id/`);
 * - `project.deleted`: the project was deleted (the stream ends);
 * - `slot.settled`: the generation worker wrote (or gave up on) an image slot;
 * - `feedback.added`: a client left feedback through a review link.
 * Not stored: `hello` (first frame: the stream's id, the presence), `presence` (who is here),
 * `reset` (missed events are no longer kept: refetch everything), `closed` (access lost, idle; do not reconnect).
 */
export const LIVE_EVENT_KINDS = ['project.changed', 'project.deleted', 'slot.settled', 'feedback.added'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The data of an SSE `change` frame. */
export const liveChangeSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  /** Who made it (null: the worker, a reviewer, a script). */
  actor_id: z.string().nullable(),
  /** `project.changed`: the route; `slot.settled`: section, kind, idx; `feedback.added`: page_id. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** What each stored event kind says (the `detail` of its `change` frame, the `payload` the server publishes). */
export interface LiveEventDetails {
  /** `route`: the write, e.g. `PUT /api/projects/:id/`; `stream`: the screen that made it (not sent it back). */
  'project.changed': { route: string; stream?: string };
  'project.deleted': Record<string, never>;
  'slot.settled': { section: Section; kind: GenerationKind; idx: number };
  'feedback.added': { page_id: string | null };
}

/** A stored live event, by kind: a discriminated union both sides type their events with. */
export type LiveEvent = {
  [K in LiveEventKind]: { kind: K; actor_id: string | null; detail: LiveEventDetails[K] };
}[LiveEventKind];

/** One person with the project open (several tabs fold into one, on the page they last showed). */
export const presenceEntrySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** The page they are on (a page id such as `historical-topics`, or `moodboard-…`); null on Canvas or none. */
  page: z.string().nullable(),
});
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

export const presenceListSchema = z.object({ people: z.array(presenceEntrySchema) });
export type PresenceList = z.infer<typeof presenceListSchema>;

/** The data of the SSE `hello` frame. */
export const liveHelloSchema = presenceListSchema.extend({
  stream_id: z.string(),
  /** How long ago (ms, by the server's clock) the project last changed, if within the kept events: a screen that read it since need not refetch. */
  changed_ms_ago: z.number().nullable(),
});
export type LiveHello = z.infer<typeof liveHelloSchema>;

/** POST /api/projects/:id/presence: which page this stream's screen shows now (and "still here"). */
export const presenceUpdateSchema = z.object({
  stream_id: z.uuid(),
  page: z.string().trim().max(200).nullable(),
});
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

/** Why a stream was closed (SSE `closed`): the screen stops reconnecting. */
export const liveClosedSchema = z.object({ reason: z.enum(['access', 'idle', 'deleted', 'shutdown']) });
export type LiveClosed = z.infer<typeof liveClosedSchema>;

/**
 * The studio's stream (GET /api/workspaces/:workspaceId/events), which the Projects page holds: a
 * `hello` (`stream_id`), then a `projects` frame each time one of the studio's projects is created,
 * changed, moved in or out, or deleted (announced by the database at commit, whoever wrote it), a
 * `reset` when some may have been missed (read the listing again), `closed` (do not reconnect).
 */
export const STUDIO_CHANGE_KINDS = ['created', 'changed', 'moved', 'deleted'] as const;
export const studioChangeSchema = z.object({ kind: z.enum(STUDIO_CHANGE_KINDS), project_id: z.string() });
export type StudioChange = z.infer<typeof studioChangeSchema>;

/** The data of a studio stream's `hello`: its id, and how long ago (ms, by the server's clock) one of the studio's projects last changed, when the server knows (null: not since it started). */
export const studioHelloSchema = z.object({ stream_id: z.string(), changed_ms_ago: z.number().nullable() });
export type StudioHello = z.infer<typeof studioHelloSchema>;
