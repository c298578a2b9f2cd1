/** How far an arrow key moves the chosen items: one grid step, four with Shift. */
export function keyboardStep(key: string, shift: boolean, grid: number): { dx: number; dy: number } | null {
  const step = grid * (shift ? 4 : 1);
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * Which items an arrow key moves: the selected ones when the focused item is among them (or
 * nothing has focus on the board), else the focused item alone; none when the focus is in a field.
 */
export function itemsToMove(nodes: { id: string; selected?: boolean; draggable?: boolean }[], focusedId: string | null): string[] {
  const movable = nodes.filter((n) => n.draggable !== false);
  const selected = movable.filter((n) => n.selected).map((n) => n.id);
  if (focusedId === null) return selected;
  if (selected.includes(focusedId)) return selected;
  return movable.some((n) => n.id === focusedId) ? [focusedId] : [];
}
