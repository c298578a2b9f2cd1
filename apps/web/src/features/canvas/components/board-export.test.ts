import { describe, expect, it } from 'vitest';
import { addedAt, exportFileName, exportSize, shownInExport } from './board-export';

describe('the Canvas exported as a PNG', () => {
  it('is 2,400 px on the board’s longer side and keeps its shape, never a sliver', () => {
    expect(exportSize({ width: 3000, height: 1500 })).toEqual({ width: 2400, height: 1200 });
    expect(exportSize({ width: 900, height: 1800 })).toEqual({ width: 1200, height: 2400 });
    expect(exportSize({ width: 10_000, height: 100 })).toEqual({ width: 2400, height: 800 });
    expect(exportSize({ width: 0, height: 0 })).toEqual({ width: 2400, height: 1600 });
  });

  it('is named after the project, in plain letters', () => {
    expect(exportFileName('Maré Studio — Alfama')).toBe('mare-studio-alfama-canvas.png');
    expect(exportFileName('祇園')).toBe('project-canvas.png');
  });

  it('leaves out the handles and the editing buttons, keeps the cards and their text', () => {
    const handle = document.createElement('div');
    handle.className = 'react-flow__handle react-flow__handle-right';
    const edit = document.createElement('button');
    edit.dataset.export = 'hide';
    const card = document.createElement('button');
    card.className = 'react-flow__node';
    expect([handle, edit, card, document.createTextNode('Warm light')].map(shownInExport)).toEqual([false, false, true, true]);
  });
});

describe('the Canvas in the deck', () => {
  it('says since when the board is in the deck: the time today, the day before that', () => {
    const now = new Date(2026, 10, 29, 18, 30);
    expect(addedAt(new Date(2026, 10, 29, 14, 5).toISOString(), now)).toBe('In the deck since 14:05');
    expect(addedAt(new Date(2026, 10, 27, 9, 0).toISOString(), now)).toBe('In the deck since 27 Nov, 09:00');
  });
});
