import { describe, expect, it } from 'vitest';
import { boardSlotKey, moodboardSlotKey, parseSlotKey, renderSlotKey } from './history.schema.js';

const id = '0b8f5a3e-6c1d-4e2f-9a7b-1c2d3e4f5a6b';

describe('slot keys', () => {
  it('reads back what the key makers write', () => {
    expect(parseSlotKey(boardSlotKey('social', 'topics', 7))).toEqual({ kind: 'board', section: 'social', board: 'topics', index: 7 });
    expect(parseSlotKey(moodboardSlotKey(id, 3))).toEqual({ kind: 'moodboard', moodboardId: id, index: 3 });
    expect(parseSlotKey(renderSlotKey(id))).toEqual({ kind: 'render', moodboardId: id });
  });

  it('refuses anything else', () => {
    for (const key of ['', 'board:urban:context:0', 'board:social:cover:0', 'moodboard:x:1', `render:${id}:1`, `board:social:topics:123`])
      expect(parseSlotKey(key), key).toBeNull();
  });
});
