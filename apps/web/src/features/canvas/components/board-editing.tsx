import type { CanvasItem } from '@loci/shared';
import { createContext, useContext } from 'react';
import type { BoardEditor } from '../hooks/use-board-editor';

/** What the board's own nodes (notes, groups) need to change themselves: the editor, and the nodes a link may reach. */
export type BoardEditing = {
  editor: BoardEditor | null;
  editable: boolean;
  /** Every node a link may join, by id, with the name a person sees. */
  targets: { id: string; label: string }[];
  /** The item as the board has it now (the state an edit starts from). */
  itemOf: (id: string) => CanvasItem | undefined;
};

export const BoardEditingContext = createContext<BoardEditing>({ editor: null, editable: false, targets: [], itemOf: () => undefined });

export function useBoardEditing(): BoardEditing {
  return useContext(BoardEditingContext);
}
