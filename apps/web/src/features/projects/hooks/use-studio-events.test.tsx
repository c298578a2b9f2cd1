import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { useStudioEvents } from './use-studio-events';

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  queryClient = new QueryClient();
  vi.stubGlobal('EventSource', FakeEventSource);
  // Listings and a project read cached before the page's stream opens.
  queryClient.setQueryData(['projects', 'w1'], [], { updatedAt: Date.now() - 60_000 });
  queryClient.setQueryData(['projects', 'w2'], [], { updatedAt: Date.now() - 60_000 });
  queryClient.setQueryData(['project', 'p1', 'read'], { id: 'p1' }, { updatedAt: Date.now() - 60_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStudioEvents', () => {
  it("reads the listings once for a burst of a colleague's changes, and never a project's own reads", async () => {
    const { unmount } = renderHook(() => useStudioEvents('w1'), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    expect(source.url).toBe('/api/workspaces/w1/events');
    // The studio changed 10 s ago, after these listings were read (60 s ago): they are read again.
    act(() => source.emit('hello', { stream_id: 's1', changed_ms_ago: 10_000 }));
    expect(stale(['projects', 'w1'])).toBe(true);
    for (const key of [
      ['projects', 'w1'],
      ['projects', 'w2'],
    ])
      queryClient.setQueryData(key, [], { updatedAt: Date.now() });
    expect(stale(['projects', 'w1'])).toBe(false);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      source.emit('projects', { kind: 'created', project_id: 'p2' });
      source.emit('projects', { kind: 'changed', project_id: 'p2' });
      source.emit('projects', { kind: 'moved', project_id: 'p3' });
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    // A move leaves one studio's listing and joins another's: every listing is read.
    expect(stale(['projects', 'w1'])).toBe(true);
    expect(stale(['projects', 'w2'])).toBe(true);
    expect(stale(['project', 'p1', 'read'])).toBe(false);

    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('a first hello keeps a listing read after the last change (or when the server knows of none); a reconnect reads it', () => {
    renderHook(() => useStudioEvents('w1'), { wrapper });
    const source = FakeEventSource.last as FakeEventSource;
    // The server-rendered page's listing, read 60 s ago: the studio last changed 5 minutes ago.
    act(() => source.emit('hello', { stream_id: 's1', changed_ms_ago: 300_000 }));
    expect(stale(['projects', 'w1'])).toBe(false);
    renderHook(() => useStudioEvents('w2'), { wrapper });
    act(() => (FakeEventSource.last as FakeEventSource).emit('hello', { stream_id: 's2', changed_ms_ago: null }));
    expect(stale(['projects', 'w2'])).toBe(false);
    // The stream came back after a drop: whatever fell between is read.
    act(() => source.emit('hello', { stream_id: 's3', changed_ms_ago: 300_000 }));
    expect(stale(['projects', 'w1'])).toBe(true);
  });

  it('stops when access is lost (and reads the listing, which says so), and opens nothing without a studio', () => {
    FakeEventSource.last = undefined;
    renderHook(() => useStudioEvents(undefined), { wrapper });
    expect(FakeEventSource.last).toBeUndefined();

    renderHook(() => useStudioEvents('w1'), { wrapper });
    const source = FakeEventSource.last as unknown as FakeEventSource;
    act(() => source.emit('hello', { stream_id: 's1', changed_ms_ago: null }));
    queryClient.setQueryData(['projects', 'w1'], [], { updatedAt: Date.now() });
    act(() => source.emit('closed', { reason: 'access' }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(stale(['projects', 'w1'])).toBe(true);
  });
});
