import type { CanvasItem } from '@loci/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, historyReducer, redoStep, undoStep } from '../model/board-history';
import { freeSpot, placeNodes } from '../model/board-placement';
import { mergeNoteTexts } from '../model/merge-note';
import { parseInline, parseNote } from '../model/note-markdown';
import { shortcutOf } from './board-toolbar';
import { NoteText } from './note-text';

const note = (text: string, version = 1): CanvasItem => ({
  id: 'note-1',
  kind: 'note',
  x: 0,
  y: 0,
  width: 240,
  height: 160,
  text,
  color: 'paper',
  source: null,
  target: null,
  version,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('undo and redo of board edits', () => {
  it('undoes the last edit back to the item before it, redoes it, and a new edit clears redo', () => {
    let h = historyReducer(EMPTY_HISTORY, { type: 'record', edit: { id: 'note-1', before: null, after: note('a') } });
    h = historyReducer(h, { type: 'record', edit: { id: 'note-1', before: note('a'), after: note('b', 2) } });
    expect(undoStep(h)).toEqual({ id: 'note-1', state: note('a') });
    h = historyReducer(h, { type: 'undo' });
    // Undoing the creation deletes it (state null).
    expect(undoStep(h)).toEqual({ id: 'note-1', state: null });
    expect(redoStep(h)).toEqual({ id: 'note-1', state: note('b', 2) });
    h = historyReducer(h, { type: 'undo' });
    expect(undoStep(h)).toBeNull();
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(h, { type: 'redo' });
    expect(redoStep(h)?.state?.text).toBe('b');
    h = historyReducer(h, { type: 'record', edit: { id: 'note-2', before: null, after: null } });
    expect(h.future).toEqual([]);
    expect(redoStep(h)).toBeNull();
  });

  it('reads Ctrl/Cmd+Z as undo and Ctrl/Cmd+Shift+Z as redo, plain Z as nothing', () => {
    expect(shortcutOf({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: false })).toBe('undo');
    expect(shortcutOf({ key: 'z', ctrlKey: false, metaKey: true, shiftKey: false })).toBe('undo');
    expect(shortcutOf({ key: 'Z', ctrlKey: false, metaKey: true, shiftKey: true })).toBe('redo');
    expect(shortcutOf({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false })).toBeNull();
  });
});

describe('a note’s small markdown', () => {
  it('reads bold, italic, bullet and numbered lists and paragraphs', () => {
    expect(parseInline('a **b** *c* _d_')).toEqual([
      { text: 'a ', bold: false, italic: false },
      { text: 'b', bold: true, italic: false },
      { text: ' ', bold: false, italic: false },
      { text: 'c', bold: false, italic: true },
      { text: ' ', bold: false, italic: false },
      { text: 'd', bold: false, italic: true },
    ]);
    expect(parseNote('Intro\n\n- one\n- two\n1. first').map((b) => b.kind)).toEqual(['paragraph', 'bullets', 'numbers']);
  });

  it('renders typed HTML as text: no element, attribute or script comes from a note', () => {
    const { container } = render(
      <NoteText text={'**<img src=x onerror="alert(1)">**\n- <script>alert(2)</script>\n*<a href="javascript:x">y</a>*'} />,
    );
    expect(container.querySelector('img, script, a, [onerror]')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(container.querySelector('li')?.textContent).toBe('<script>alert(2)</script>');
    expect(container.querySelector('em')?.textContent).toBe('<a href="javascript:x">y</a>');
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });
});

describe('merging two edits of one note', () => {
  it('keeps both texts under the conflict line, mine first', () => {
    expect(mergeNoteTexts('Brick and oak', 'Brick, lime')).toBe('Brick and oak\n\n— conflicting edit —\n\nBrick, lime');
    expect(mergeNoteTexts('same', 'same')).toBe('same');
  });
});

describe('where generated nodes go', () => {
  const auto = [
    { id: 'context-historical', x: 480, y: 60, width: 240, height: 268 },
    { id: 'moodboard-new', x: 480, y: 720, width: 240, height: 232 },
  ];

  it('keeps saved positions; a new node that would land on one is nudged into free space', () => {
    const saved = new Map([['context-historical', { x: 470, y: 700 }]]);
    const [placedContext, placedMoodboard] = placeNodes(auto, saved);
    expect(placedContext).toMatchObject({ x: 470, y: 700 });
    const overlap = (a: typeof placedContext, b: typeof placedContext) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(placedMoodboard, placedContext)).toBe(false);
    expect(placedMoodboard).not.toMatchObject({ x: 480, y: 720 });
  });

  it('leaves the automatic layout alone where nothing was placed', () => {
    expect(placeNodes(auto, new Map())).toEqual(auto);
    expect(placeNodes(auto, new Map([['context-historical', { x: 2000, y: 2000 }]]))[1]).toEqual(auto[1]);
  });
});

describe('where a new note or image goes', () => {
  it('in the middle of the view when it is free, else beside what is there, never on top of it', () => {
    const taken = [{ id: 'image-a', x: 100, y: 100, width: 320, height: 284 }];
    expect(freeSpot({ id: 'new', x: 1000.4, y: 80.6, width: 320, height: 284 }, taken)).toEqual({ x: 1000, y: 81 });
    const second = freeSpot({ id: 'new', x: 100, y: 100, width: 320, height: 284 }, taken);
    const box = { ...second, width: 320, height: 284 };
    expect(box.x >= 100 + 320 || box.y >= 100 + 284).toBe(true);
  });
});
