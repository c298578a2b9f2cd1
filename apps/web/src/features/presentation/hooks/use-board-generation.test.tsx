import type { GenerationProgress } from '@loci/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStreamUp } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { createTestProviders } from '../../../test/providers';
import { useBoardGeneration } from './use-board-generation';

const progress = (completed: number, running: boolean): GenerationProgress => ({
  sections: [
    { section: 'social', kind: 'context', total: 4, completed, failed: 0, status: running ? 'running' : 'done' },
    // A board finished before this job: the job's end leaves it as the screen shows it.
    { section: 'historical', kind: 'context', total: 4, completed: 3, failed: 1, status: 'failed' },
  ],
  running,
});

afterEach(() => {
  setLiveStreamUp('p1', false);
  vi.unstubAllGlobals();
});

describe('useBoardGeneration', () => {
  it('with the live stream up, reads each board the job worked on once more when it ends, no other board, and never the whole project', async () => {
    // The server's progress, as the test moves it on.
    let now = progress(0, true);
    const fetchMock = vi.fn(async (url: string) => {
      const body = url.includes('/boards/') ? { board: { description: 'Tiles', images: [], slotStatus: [] } } : now;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    setLiveStreamUp('p1', true);
    const { queryClient, wrapper } = createTestProviders();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const projectReads = () =>
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.projectRead('p1')));
    const boardReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/projects/p1/boards/social/context').length;
    const { result } = renderHook(() => useBoardGeneration('p1'), { wrapper });
    await waitFor(() => expect(result.current.running).toBe(true));

    // Slots settle: each event refreshes its own board (use-project-events), so no project read here.
    for (const completed of [1, 2, 3]) {
      now = progress(completed, true);
      await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.generation('p1') }));
    }
    await waitFor(() => expect(result.current.sections?.[0]?.completed).toBe(3));
    expect(projectReads()).toHaveLength(0);
    expect(boardReads()).toBe(0);

    // The last slot settles and the job ends: its board is read once more (catching any event a read raced).
    now = progress(4, false);
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.generation('p1') }));
    await waitFor(() => expect(result.current.running).toBe(false));
    await waitFor(() => expect(boardReads()).toBe(1));
    expect(projectReads()).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/boards/historical/'))).toHaveLength(0);
  });
});
