import type { GenerationProgress } from '@loci/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStreamUp } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { createTestProviders } from '../../../test/providers';
import { useBoardGeneration } from './use-board-generation';

const progress = (completed: number, running: boolean): GenerationProgress => ({
  sections: [{ section: 'social', kind: 'context', total: 4, completed, failed: 0, status: running ? 'running' : 'done' }],
  running,
});

afterEach(() => {
  setLiveStreamUp('p1', false);
  vi.unstubAllGlobals();
});

describe('useBoardGeneration', () => {
  it('with the live stream up, reads the project once when the job ends, not at each settled slot', async () => {
    // The server's progress, as the test moves it on.
    let now = progress(0, true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(now), { headers: { 'content-type': 'application/json' } })),
    );
    setLiveStreamUp('p1', true);
    const { queryClient, wrapper } = createTestProviders();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const projectReads = () =>
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.projectRead('p1')));
    const { result } = renderHook(() => useBoardGeneration('p1'), { wrapper });
    await waitFor(() => expect(result.current.running).toBe(true));

    // Slots settle: each event refreshes its own board (use-project-events), so no project read here.
    for (const completed of [1, 2, 3]) {
      now = progress(completed, true);
      await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.generation('p1') }));
    }
    await waitFor(() => expect(result.current.sections?.[0]?.completed).toBe(3));
    expect(projectReads()).toHaveLength(0);

    // The last slot settles and the job ends: one read of the project catches any event a read raced.
    now = progress(4, false);
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.generation('p1') }));
    await waitFor(() => expect(result.current.running).toBe(false));
    await waitFor(() => expect(projectReads()).toHaveLength(1));
  });
});
