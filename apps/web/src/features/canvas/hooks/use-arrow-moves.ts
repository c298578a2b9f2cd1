import type { Node } from '@xyflow/react';
import { type RefObject, useEffect, useRef } from 'react';
import { itemsToMove, keyboardStep } from '../model/keyboard-move';

type ArrowMoves<N extends Node> = {
  nodes: N[];
  setNodes: (nodes: N[]) => void;
  editable: boolean;
  board: RefObject<HTMLElement | null>;
  grid: number;
  /** Saves one moved node (as a drag's end does). */
  save: (node: N) => void;
};

/**
 * Arrow keys move the focused item, or the selection it is part of (Shift: four grid steps); each
 * moved node is saved as a drag is. Heard on the document: after a click that selects, the focus
 * may be on the page itself, not on the board. Ignored in fields and dialogs.
 */
export function useArrowMoves<N extends Node>({ nodes, setNodes, editable, board, grid, save }: ArrowMoves<N>): void {
  // The nodes as the last key left them: two presses before React renders must not both start from the same place.
  const latest = useRef(nodes);
  latest.current = nodes;
  const onArrow = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onArrow.current = (event) => {
    const step = editable && !event.altKey && !event.ctrlKey && !event.metaKey ? keyboardStep(event.key, event.shiftKey, grid) : null;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const onBoard = target === null || target === document.body || Boolean(board.current?.contains(target));
    if (!step || !onBoard || target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
    const focused = target?.closest('.react-flow__node')?.getAttribute('data-id') ?? null;
    const current = latest.current;
    const ids = new Set(itemsToMove(current, focused));
    if (!ids.size) return;
    event.preventDefault();
    const moved = current.map((n) => (ids.has(n.id) ? { ...n, position: { x: n.position.x + step.dx, y: n.position.y + step.dy } } : n));
    latest.current = moved;
    setNodes(moved);
    for (const node of moved) if (ids.has(node.id)) save(node);
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onArrow.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
