import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { useProjectEvents } from './use-project-events';

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  queryClient = new QueryClient();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ people: [] }), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useProjectEvents', () => {
  it('opens the stream on the page shown, shows who is here, and refetches the project when it changes', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useProjectEvents('p1', 'historical-topics'), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    expect(source.url).toBe('/api/projects/p1/events?page=historical-topics');

    act(() =>
      source.emit('hello', {
        stream_id: 's1',
        people: [{ user_id: 'u1', name: 'Ana Lima', page: 'historical-topics' }],
        changed_ms_ago: null,
      }),
    );
    expect(result.current.people).toEqual([{ user_id: 'u1', name: 'Ana Lima', page: 'historical-topics' }]);
    expect(invalidate).not.toHaveBeenCalled();

    act(() => source.emit('change', { kind: 'project.changed', actor_id: 'u2', detail: { route: 'POST /api/projects/:id/moodboards' } }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    // A write the event table does not name refreshes everything of this project (one key tree), not another's.
    expect(invalidate.mock.calls[0]?.[0]?.queryKey).toEqual(['project', 'p1']);

    act(() => source.emit('presence', { people: [] }));
    expect(result.current.people).toEqual([]);
  });

  it('a settled slot reads its board and folds it into the project read, never reading the whole project', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/boards/')
        ? new Response(JSON.stringify({ board: { description: 'Tiles', images: ['/api/assets/a'], slotStatus: ['done'] } }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ people: [] }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    queryClient.setQueryData(['project', 'p1', 'read'], { project: { id: 'p1' }, data: { contexts: {}, topics: {}, moodboards: [] } });
    renderHook(() => useProjectEvents('p1', null), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    act(() => source.emit('hello', { stream_id: 's1', people: [], changed_ms_ago: null }));
    for (const idx of [0, 1])
      act(() => source.emit('change', { kind: 'slot.settled', actor_id: null, detail: { section: 'social', kind: 'context', idx } }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ data: { contexts: Record<string, { description: string }> } }>(['project', 'p1', 'read'])?.data.contexts
          .social?.description,
      ).toBe('Tiles'),
    );
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    // Two slots of one board in a burst: one board read, and no read of the project.
    expect(urls.filter((url) => url.includes('/api/projects/p1/boards/social/context'))).toHaveLength(1);
    expect(urls.some((url) => /\/api\/projects\/p1\/?$/.test(url))).toBe(false);
  });

  it('a slot settled while its board is being read reads it again: the older read, which left before it, never shows last', async () => {
    // The server's board: one image until the second slot commits, two after it.
    let committed = 1;
    const answers: { release: () => void }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.includes('/boards/'))
        return new Response(JSON.stringify({ people: [] }), { headers: { 'content-type': 'application/json' } });
      const images = Array.from({ length: committed }, (_, i) => `/api/assets/${i}`);
      // Each read answers only when the test lets it, with what was committed when it left.
      await new Promise<void>((release) => answers.push({ release }));
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response(JSON.stringify({ board: { description: 'Tiles', images, slotStatus: images.map(() => 'done') } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    queryClient.setQueryData(['project', 'p1', 'read'], { project: { id: 'p1' }, data: { contexts: {}, topics: {}, moodboards: [] } });
    renderHook(() => useProjectEvents('p1', null), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    act(() => source.emit('hello', { stream_id: 's1', people: [], changed_ms_ago: null }));
    const settle = (idx: number) =>
      act(() => source.emit('change', { kind: 'slot.settled', actor_id: null, detail: { section: 'social', kind: 'context', idx } }));
    const boardReads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/boards/social/context')).length;

    settle(0);
    await waitFor(() => expect(boardReads()).toBe(1));
    // The second slot commits while the first read is still on its way, and its event arrives.
    committed = 2;
    settle(1);
    await waitFor(() => expect(boardReads()).toBe(2));
    // The newer read answers first, then the older one, with the board as it was before.
    answers[1]?.release();
    answers[0]?.release();
    const images = () =>
      queryClient.getQueryData<{ data: { contexts: Record<string, { images: string[] }> } }>(['project', 'p1', 'read'])?.data.contexts
        .social?.images;
    await waitFor(() => expect(images()).toEqual(['/api/assets/0', '/api/assets/1']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(images()).toEqual(['/api/assets/0', '/api/assets/1']);
  });

  it('stops and refetches when access is gone (the screen then shows why)', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useProjectEvents('p1', null), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    act(() => source.emit('closed', { reason: 'access' }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(invalidate).toHaveBeenCalled();
  });
});
