import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { emptyBoard } from '../model/section-data';
import { BOARD_FAILURES, useBoardActions } from './use-board-actions';

/** Every backend call answers with `status` and the body `{ code, error }`. */
function failEveryRequest(status: number, error: string) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'VALIDATION', error }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBoardActions() {
  const { wrapper } = createTestProviders();
  const board = { ...emptyBoard('historical', 'context'), labels: ['Harbour'], prompts: ['an old harbour'], images: [''] };
  return renderHook(() => useBoardActions({ board, projectId: 'p1', projectLocation: 'Lisbon' }), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBoardActions', () => {
  it('says a failed label update in the toast, with the server reason, and keeps the old label', async () => {
    const fetchMock = failEveryRequest(400, 'The label is too long.');
    const { result } = renderBoardActions();

    act(() => result.current.changeLabel(0, 'Fishermen'));

    expect(await screen.findByText(BOARD_FAILURES.label)).toBeInTheDocument();
    expect(screen.getByText('The label is too long.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/presentation_context_update/', expect.anything());
    await waitFor(() => expect(result.current.updatingIndex).toBeNull());
    expect(result.current.view.labels[0]).toBe('Harbour');
  });

  it('marks a failed retry and says so in the toast, with a generic reason for a server fault', async () => {
    failEveryRequest(500, 'Internal error');
    const { result } = renderBoardActions();

    act(() => result.current.retry(0));

    expect(await screen.findByText(BOARD_FAILURES.retry)).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    await waitFor(() => expect(result.current.busyIndex).toBeNull());
    expect(result.current.view.slotStatus[0]).toBe('failed');
  });

  it('keeps a chosen alternative on screen and says in the toast that it was not saved', async () => {
    failEveryRequest(500, 'Internal error');
    const { result } = renderBoardActions();

    act(() => result.current.chooseAlternative(0, '/api/assets/abc'));

    expect(await screen.findByText(BOARD_FAILURES.selection)).toBeInTheDocument();
    expect(result.current.view.images[0]).toBe('/api/assets/abc');
  });

  it('shows a failed image edit beside the image and resolves without a notice', async () => {
    failEveryRequest(400, 'The prompt is empty.');
    const { result } = renderBoardActions();

    let notice: string | undefined = 'unset';
    await act(async () => {
      notice = await result.current.regenerate(0, 'a new harbour', { microMacro: 1, photoStyled: 1, realSourced: 0 });
    });

    expect(notice).toBeUndefined();
    await waitFor(() => expect(result.current.editError?.message).toMatch(/The prompt is empty\./));
    expect(result.current.editError?.index).toBe(0);
  });

  it('resolves a generated edit to what its prompt was drawn as, and keeps the prompt the server wrote', async () => {
    const drawnAs = 'Drawn as a garden study (moss garden).';
    const newPrompt = 'Garden view: Moss garden of a Kyoto sub-temple in Kyoto, Japan, seen from a path.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ images: ['/api/assets/abc'], newPrompt, drawnAs }), { status: 200 })),
    );
    const { result } = renderBoardActions();

    let notice: string | undefined;
    await act(async () => {
      notice = await result.current.regenerate(0, 'Moss garden of a Kyoto sub-temple', { microMacro: 1, photoStyled: 1, realSourced: 0 });
    });

    expect(notice).toBe(drawnAs);
    expect(result.current.view.prompts[0]).toBe(newPrompt);
  });
});
