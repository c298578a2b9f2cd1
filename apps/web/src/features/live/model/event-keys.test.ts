import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { isBoardKey, keysForEvent, readEvent } from './event-keys';

/** Which of a project's cached reads a list of keys refreshes (by TanStack's own prefix matching). */
function refreshed(keys: ReturnType<typeof keysForEvent>): string[] {
  const client = new QueryClient();
  const cached = [
    queryKeys.projects,
    queryKeys.workspaceProjects('w1'),
    queryKeys.projectRead('p1'),
    queryKeys.board('p1', 'social', 'context'),
    queryKeys.board('p1', 'historical', 'context'),
    queryKeys.board('p1', 'social', 'topics'),
    queryKeys.generation('p1'),
    queryKeys.photos('p1'),
    queryKeys.comments('p1'),
    queryKeys.canvas('p1'),
    queryKeys.projectRead('p2'),
  ];
  for (const key of cached) client.setQueryData(key, 1);
  const hit = new Set<string>();
  for (const key of keys) for (const query of client.getQueryCache().findAll({ queryKey: key })) hit.add(JSON.stringify(query.queryKey));
  return [...hit].sort();
}

describe('live event → the keys it refreshes', () => {
  it("a settled slot refreshes that board (and the job's progress), not the project read nor another board", () => {
    const keys = keysForEvent('p1', { kind: 'slot.settled', actor_id: null, detail: { section: 'social', kind: 'context', idx: 2 } });
    expect(refreshed(keys)).toEqual(
      [JSON.stringify(['project', 'p1', 'board', 'social', 'context']), JSON.stringify(['project', 'p1', 'generation'])].sort(),
    );
    expect(keys.filter(isBoardKey)).toEqual([queryKeys.board('p1', 'social', 'context')]);
  });

  it('a rename (instructions saved) refreshes the project read and the listings, nothing else', () => {
    const keys = keysForEvent('p1', { kind: 'project.changed', actor_id: 'u2', detail: { route: 'PUT /api/projects/:id/' } });
    expect(refreshed(keys)).toEqual(
      [JSON.stringify(['project', 'p1', 'read']), JSON.stringify(['projects']), JSON.stringify(['projects', 'w1'])].sort(),
    );
  });

  it('a comment refreshes the comments only; a write the table does not know refreshes everything of that project', () => {
    const comment = keysForEvent('p1', { kind: 'project.changed', actor_id: 'u2', detail: { route: 'POST /api/projects/:id/comments' } });
    expect(refreshed(comment)).toEqual([JSON.stringify(['project', 'p1', 'comments'])]);
    const other = refreshed(keysForEvent('p1', { kind: 'project.changed', actor_id: 'u2', detail: { route: 'POST /generate_render/' } }));
    expect(other).toHaveLength(8);
    expect(other.every((key) => key.startsWith('["project","p1"'))).toBe(true);
  });

  it("a colleague's board edit (a move, a note, Tidy up) refreshes the Canvas board only", () => {
    for (const route of [
      'PATCH /api/projects/:id/canvas/items/:itemId',
      'POST /api/projects/:id/canvas/items',
      'POST /api/projects/:id/canvas/tidy',
    ]) {
      const keys = keysForEvent('p1', { kind: 'project.changed', actor_id: 'u2', detail: { route } });
      expect(refreshed(keys)).toEqual([JSON.stringify(['project', 'p1', 'canvas'])]);
    }
  });

  it('a deleted project drops out of the listings too', () => {
    const keys = refreshed(keysForEvent('p1', { kind: 'project.deleted', actor_id: 'u2', detail: {} }));
    expect(keys).toContain(JSON.stringify(['projects', 'w1']));
    expect(keys).toContain(JSON.stringify(['project', 'p1', 'read']));
    expect(keys).not.toContain(JSON.stringify(['project', 'p2', 'read']));
  });

  it('reads only the kinds it knows (a newer server’s kind refreshes everything instead)', () => {
    expect(
      readEvent(JSON.stringify({ kind: 'slot.settled', actor_id: null, detail: { section: 'social', kind: 'topics', idx: 0 } }))?.kind,
    ).toBe('slot.settled');
    expect(readEvent(JSON.stringify({ kind: 'space.rendered', actor_id: null, detail: {} }))).toBeNull();
    expect(readEvent(JSON.stringify({ kind: 'toString', actor_id: null, detail: {} }))).toBeNull();
  });
});
