import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectEvents } from './use-project-events';

/** A stand-in EventSource: the test plays the server's frames. */
class FakeEventSource {
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

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
    const { predicate } = (invalidate.mock.calls[0] ?? [])[0] as unknown as {
      predicate: (q: { queryKey: unknown[]; state: { dataUpdatedAt: number } }) => boolean;
    };
    expect(predicate({ queryKey: ['project', 'p1', 'snapshots'], state: { dataUpdatedAt: 0 } })).toBe(true);
    expect(predicate({ queryKey: ['generation', 'p1'], state: { dataUpdatedAt: 0 } })).toBe(true);
    expect(predicate({ queryKey: ['project', 'p2'], state: { dataUpdatedAt: 0 } })).toBe(false);

    act(() => source.emit('presence', { people: [] }));
    expect(result.current.people).toEqual([]);
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
