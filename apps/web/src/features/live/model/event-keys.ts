import type { LiveEvent, LiveEventDetails, LiveEventKind } from '@loci/shared';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The reads of a project that one write route changes, by the route's path (`project.changed` names it). */
const ROUTE_KEYS: [RegExp, (projectId: string) => QueryKey[]][] = [
  // Instructions saved (a rename among them): the project and the cards that show its name.
  [/^PUT \/api\/projects\/:id\/$/, (id) => [queryKeys.projectRead(id), queryKeys.projects]],
  [/^\w+ \/api\/projects\/:id\/comments/, (id) => [queryKeys.comments(id)]],
  [/^\w+ \/api\/projects\/:id\/review-links/, (id) => [queryKeys.reviewLinks(id)]],
  [/^\w+ \/api\/projects\/:id\/photos/, (id) => [queryKeys.photos(id)]],
  // A colleague's board edit (a move, a note, a link, a group, Tidy up): the Canvas reads its board again.
  [/^\w+ \/api\/projects\/:id\/canvas/, (id) => [queryKeys.canvas(id)]],
];

/**
 * What each live event refreshes: one row per event kind (the compiler asks for a new kind's row).
 * A settled slot refreshes its board and the job's progress, never the whole project read; a write
 * whose route the table does not know refreshes everything of the project, as before.
 */
const EVENT_KEYS: { [K in LiveEventKind]: (projectId: string, detail: LiveEventDetails[K]) => QueryKey[] } = {
  'project.changed': (id, { route }) => ROUTE_KEYS.find(([pattern]) => pattern.test(route))?.[1](id) ?? [queryKeys.project(id)],
  'project.deleted': (id) => [queryKeys.project(id), queryKeys.projects],
  'slot.settled': (id, { section, kind }) => [queryKeys.board(id, section, kind), queryKeys.generation(id)],
  'feedback.added': (id) => [queryKeys.feedback(id)],
};

/** The cache keys a live event of a project invalidates. */
export function keysForEvent(projectId: string, event: LiveEvent): QueryKey[] {
  const keysOf = EVENT_KEYS[event.kind] as (projectId: string, detail: LiveEvent['detail']) => QueryKey[];
  return keysOf(projectId, event.detail);
}

/** A `change` frame's event; null for a kind this app does not know (a newer server), which refreshes everything. */
export function readEvent(data: string): LiveEvent | null {
  const event = JSON.parse(data) as { kind?: unknown; detail?: unknown };
  const known = typeof event.kind === 'string' && Object.hasOwn(EVENT_KEYS, event.kind);
  return known && typeof event.detail === 'object' && event.detail !== null ? (event as LiveEvent) : null;
}

/** A board key of the tree (`['project', id, 'board', section, kind]`): read on purpose, since no screen observes it. */
export function isBoardKey(key: QueryKey): key is ReturnType<typeof queryKeys.board> {
  return key[0] === 'project' && key[2] === 'board' && key.length === 5;
}
