import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoodboardView } from '../model/moodboards';
import type { BoardProgress } from '../model/progress';
import { TOAST_LINGER_MS, useProgressToast } from './use-progress-toast';

const board = (completed: number, status: BoardProgress['status']): BoardProgress[] => [
  { section: 'historical', kind: 'context', total: 4, completed, failed: 0, status } as BoardProgress,
];

type Props = { sections: BoardProgress[] | undefined; moodboards: MoodboardView[] };

afterEach(() => {
  vi.useRealTimers();
});

describe('useProgressToast', () => {
  it('follows the running board, keeps its final count a moment once done, then leaves', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook((props: Props) => useProgressToast({ ...props, selected: undefined }), {
      initialProps: { sections: board(1, 'running'), moodboards: [] },
    });
    expect(result.current).toMatchObject({ title: 'Generating Historical Context', detail: '1 of 4 images completed' });

    rerender({ sections: board(4, 'done'), moodboards: [] });
    expect(result.current).toMatchObject({ detail: '4 of 4 images completed', ratio: 1 });

    act(() => vi.advanceTimersByTime(TOAST_LINGER_MS));
    expect(result.current).toBeUndefined();
  });

  it('shows the moodboard generating its images when no board runs', () => {
    const generating = { id: 'm1', title: 'Lobby', imageStatus: ['done', 'pending'], isGenerating: true } as MoodboardView;
    const { result } = renderHook((props: Props) => useProgressToast({ ...props, selected: undefined }), {
      initialProps: { sections: [], moodboards: [generating] },
    });
    expect(result.current).toMatchObject({ title: 'Generating Lobby moodboard', detail: '1 of 2 images completed' });
  });
});
