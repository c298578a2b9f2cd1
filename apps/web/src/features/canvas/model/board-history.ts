import type { CanvasItem } from '@loci/shared';

/**
 * Undo and redo of the board's edits within a session. Each edit is recorded as the item before
 * and after it (`null`: the item did not exist), so undoing applies `before` and redoing `after`;
 * the screen turns that into the API call (create, patch or delete). Pure: no React, no fetch.
 */
export type BoardEdit = { id: string; before: CanvasItem | null; after: CanvasItem | null };
export type BoardHistory = { past: BoardEdit[]; future: BoardEdit[] };
/** What to make the item look like: `state` null means "delete it". */
export type BoardStep = { id: string; state: CanvasItem | null };

/** How many edits are kept to undo. */
export const HISTORY_LIMIT = 100;

export const EMPTY_HISTORY: BoardHistory = { past: [], future: [] };

export type HistoryAction = { type: 'record'; edit: BoardEdit } | { type: 'undo' } | { type: 'redo' };

/** The next history; a new edit clears what could be redone. */
export function historyReducer(history: BoardHistory, action: HistoryAction): BoardHistory {
  switch (action.type) {
    case 'record':
      return { past: [...history.past, action.edit].slice(-HISTORY_LIMIT), future: [] };
    case 'undo': {
      const edit = history.past.at(-1);
      return edit ? { past: history.past.slice(0, -1), future: [edit, ...history.future] } : history;
    }
    case 'redo': {
      const [edit, ...rest] = history.future;
      return edit ? { past: [...history.past, edit], future: rest } : history;
    }
    default:
      return action satisfies never;
  }
}

/** The step an undo applies now (the last edit's `before`), or null with nothing to undo. */
export function undoStep(history: BoardHistory): BoardStep | null {
  const edit = history.past.at(-1);
  return edit ? { id: edit.id, state: edit.before } : null;
}

/** The step a redo applies now (the next edit's `after`), or null with nothing to redo. */
export function redoStep(history: BoardHistory): BoardStep | null {
  const edit = history.future[0];
  return edit ? { id: edit.id, state: edit.after } : null;
}
