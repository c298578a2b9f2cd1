import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStreamUp } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { useGenerationProgress } from './get-generation-progress';

const running = { running: true, sections: [{ section: 'social', kind: 'context', status: 'running', total: 4, completed: 1, failed: 0 }] };

afterEach(() => {
  setLiveStreamUp('p1', false);
  vi.unstubAllGlobals();
});

describe('useGenerationProgress', () => {
  it('polls while the live stream is down, and not while it is up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(running), { headers: { 'content-type': 'application/json' } })),
    );
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useGenerationProgress('p1'), { wrapper });
    const observer = () => queryClient.getQueryCache().find({ queryKey: queryKeys.generation('p1') })?.observers[0];
    await waitFor(() => expect(observer()?.getCurrentResult().data).toEqual(running));
    const interval = () => {
      const query = queryClient.getQueryCache().find({ queryKey: queryKeys.generation('p1') });
      const option = observer()?.options.refetchInterval;
      return typeof option === 'function' && query ? option(query) : option;
    };
    expect(interval()).toBeGreaterThan(0);
    act(() => setLiveStreamUp('p1', true));
    await waitFor(() => expect(interval()).toBe(false));
    act(() => setLiveStreamUp('p1', false));
    await waitFor(() => expect(interval()).toBeGreaterThan(0));
  });
});
