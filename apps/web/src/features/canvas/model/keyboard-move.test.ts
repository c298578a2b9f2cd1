import { describe, expect, it } from 'vitest';
import { itemsToMove, keyboardStep } from './keyboard-move';

describe('keyboard moves on the board', () => {
  it('moves one grid step per arrow, four with Shift, and nothing for other keys', () => {
    expect(keyboardStep('ArrowRight', false, 16)).toEqual({ dx: 16, dy: 0 });
    expect(keyboardStep('ArrowUp', true, 16)).toEqual({ dx: 0, dy: -64 });
    expect(keyboardStep('Enter', false, 16)).toBeNull();
  });

  it('moves the selection when the focused item is in it, else the focused item alone, never a fixed one', () => {
    const nodes = [{ id: 'a', selected: true }, { id: 'b', selected: true }, { id: 'c' }, { id: 'd', draggable: false }];
    expect(itemsToMove(nodes, 'a')).toEqual(['a', 'b']);
    expect(itemsToMove(nodes, null)).toEqual(['a', 'b']);
    expect(itemsToMove(nodes, 'c')).toEqual(['c']);
    expect(itemsToMove(nodes, 'd')).toEqual([]);
  });
});
