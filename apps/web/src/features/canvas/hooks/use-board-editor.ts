import type { CanvasBoard, CanvasItem, CanvasItemCreate } from '@loci/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { canvasBoardQuery, canvasKey, createCanvasItem, deleteCanvasItem, patchCanvasItem, tidyCanvas } from '../api/canvas-board';
import { type BoardStep, EMPTY_HISTORY, historyReducer, redoStep, undoStep } from '../model/board-history';
import { mergeNoteTexts } from '../model/merge-note';

/** A note edited in two places at once: what the screen says when it keeps both texts. */
export const NOTE_CONFLICT_TOAST = 'Someone else edited this note at the same time: both texts are kept.';
/** Moves of one node are saved this long after the last one (a drag, then another, is one save). */
export const POSITION_SAVE_MS = 300;

function itemsOf(queryClient: QueryClient, projectId: string): CanvasItem[] {
  return queryClient.getQueryData<CanvasBoard>(canvasKey(projectId))?.items ?? [];
}

/** Puts an item's new state (null: gone) in the board's cache at once; the server's answer replaces it. */
function setLocal(queryClient: QueryClient, projectId: string, id: string, state: CanvasItem | null): void {
  queryClient.setQueryData<CanvasBoard>(canvasKey(projectId), (board) => {
    if (!board) return board;
    const rest = board.items.filter((i) => i.id !== id && (state || (i.source !== id && i.target !== id)));
    return { ...board, items: state ? [...rest, state] : rest };
  });
}

function createBody(state: CanvasItem): CanvasItemCreate {
  const place = { x: state.x ?? 0, y: state.y ?? 0 };
  const size = { ...(state.width ? { width: state.width } : {}), ...(state.height ? { height: state.height } : {}) };
  if (state.kind === 'link')
    return { kind: 'link', id: state.id, source: state.source ?? '', target: state.target ?? '', text: state.text };
  if (state.kind === 'group') return { kind: 'group', id: state.id, ...place, ...size, text: state.text };
  if (state.kind === 'image') return { kind: 'image', id: state.id, ...place, ...size, image: state.image ?? '', text: state.text };
  return { kind: 'note', id: state.id, ...place, ...size, text: state.text, color: state.color ?? 'paper' };
}

/** Sends one step to the server: create, change (at the known version) or delete the item. */
async function sendStep(projectId: string, step: BoardStep, current: CanvasItem | undefined): Promise<CanvasItem | null> {
  const { id, state } = step;
  if (!state) {
    if (current) await deleteCanvasItem(projectId, id);
    return null;
  }
  if (!current && state.kind !== 'node') return createCanvasItem(projectId, createBody(state));
  const { x, y, width, height, text, color } = state;
  const change =
    state.kind === 'node'
      ? { x: x ?? 0, y: y ?? 0 }
      : {
          ...(x === null ? {} : { x }),
          ...(y === null ? {} : { y }),
          ...(width === null ? {} : { width }),
          ...(height === null ? {} : { height }),
          text,
          ...(color ? { color } : {}),
        };
  return patchCanvasItem(projectId, id, { version: current?.version ?? 0, ...change });
}

/**
 * The board's edits: each is shown at once, sent to the server and recorded for undo/redo. A
 * change someone made meanwhile (409) is merged: a note keeps both texts (and says so), a position
 * or size is the last writer's (this one's, sent again at the current version).
 */
export function useBoardEditor(projectId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [history, dispatch] = useReducer(historyReducer, EMPTY_HISTORY);
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; before: CanvasItem | null }>());

  const fail = useCallback(
    (error: unknown) => {
      toast({ title: 'The board could not be saved', description: error instanceof Error ? error.message : undefined, tone: 'error' });
      void queryClient.invalidateQueries({ queryKey: canvasKey(projectId) });
    },
    [queryClient, projectId, toast],
  );

  const apply = useCallback(
    async (step: BoardStep, known: CanvasItem | undefined) => {
      setLocal(queryClient, projectId, step.id, step.state);
      try {
        const saved = await sendStep(projectId, step, known);
        if (saved) setLocal(queryClient, projectId, saved.id, saved);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409 && step.state)) return fail(error);
        // Someone changed it meanwhile: read it as it is now (not a read that left before the
        // conflict, which fetchQuery would otherwise answer with) and send this change on top.
        await queryClient.cancelQueries({ queryKey: canvasKey(projectId), exact: true });
        const board = await queryClient.fetchQuery({ ...canvasBoardQuery(projectId), staleTime: 0 });
        const now = board.items.find((i) => i.id === step.id);
        let state = step.state;
        if (now && state.kind === 'note' && now.text !== state.text) {
          state = { ...state, text: mergeNoteTexts(state.text, now.text) };
          toast({ title: NOTE_CONFLICT_TOAST, tone: 'info' });
        }
        setLocal(queryClient, projectId, step.id, state);
        try {
          const saved = await sendStep(projectId, { id: step.id, state }, now);
          if (saved) setLocal(queryClient, projectId, saved.id, saved);
        } catch (again) {
          fail(again);
        }
      }
    },
    [queryClient, projectId, fail, toast],
  );

  /** Makes an item look like `next` (null: deletes it), recorded for undo. */
  const edit = useCallback(
    (id: string, next: CanvasItem | null) => {
      const before = itemsOf(queryClient, projectId).find((i) => i.id === id) ?? null;
      dispatch({ type: 'record', edit: { id, before, after: next } });
      void apply({ id, state: next }, before ?? undefined);
    },
    [queryClient, projectId, apply],
  );

  /** A moved node: shown at once, saved once the moves stop for POSITION_SAVE_MS (one undo step). */
  const move = useCallback(
    (id: string, next: CanvasItem) => {
      const pending = timers.current.get(id);
      const before = pending ? pending.before : (itemsOf(queryClient, projectId).find((i) => i.id === id) ?? null);
      if (pending) clearTimeout(pending.timer);
      setLocal(queryClient, projectId, id, { ...next, version: before?.version ?? 0 });
      const timer = setTimeout(() => {
        timers.current.delete(id);
        dispatch({ type: 'record', edit: { id, before, after: next } });
        void apply({ id, state: next }, before ?? undefined);
      }, POSITION_SAVE_MS);
      timers.current.set(id, { timer, before });
    },
    [queryClient, projectId, apply],
  );

  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const step = direction === 'undo' ? undoStep(history) : redoStep(history);
      if (!step) return;
      dispatch({ type: direction });
      const known = itemsOf(queryClient, projectId).find((i) => i.id === step.id);
      // The item as it is now carries the version to edit; a re-created one starts afresh.
      void apply(step, known);
    },
    [history, queryClient, projectId, apply],
  );

  const tidy = useCallback(async () => {
    try {
      queryClient.setQueryData(canvasKey(projectId), await tidyCanvas(projectId));
    } catch (error) {
      fail(error);
    }
  }, [queryClient, projectId, fail]);

  return useMemo(
    () => ({
      edit,
      move,
      tidy,
      undo: () => travel('undo'),
      redo: () => travel('redo'),
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
    }),
    [edit, move, tidy, travel, history],
  );
}

export type BoardEditor = ReturnType<typeof useBoardEditor>;
