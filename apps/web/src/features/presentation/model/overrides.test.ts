import { readProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides';
import { readBoard } from './section-data';

const data = readProjectData({
  contexts: {
    Historical: {
      description: 'Old town',
      imageLabels: ['Tiles', 'Trams'],
      imagePrompts: ['p1', 'p2'],
      images: ['/api/assets/abcdef0123456789', ''],
      promptUsage: [0, 1],
      generationParams: [{ microMacro: 2, photoStyled: 0, realSourced: 0 }],
      dataFetched: true,
    },
  },
  topics: {
    historical: { labels: ['A'], prompts: ['q'], images: [''] },
    physical: { labels: ['B'], prompts: ['r'], images: [''], description: 'Closer in: weathered tiles.', textOffline: true },
  },
});

describe('section data', () => {
  it('reads a context board (capitalised key accepted) with settings defaults', () => {
    const board = readBoard(data, 'historical', 'context');
    expect(board?.labels).toEqual(['Tiles', 'Trams']);
    expect(board?.settings).toEqual([{ microMacro: 2, photoStyled: 0, realSourced: 0 }]);
    expect(board?.dataFetched).toBe(true);
  });

  it("gives a topics board its own text, never the context's (issue #44)", () => {
    expect(readBoard(data, 'historical', 'topics')?.description).toBe('');
    expect(readBoard(data, 'physical', 'topics')).toMatchObject({ description: 'Closer in: weathered tiles.', textOffline: true });
    expect(readBoard(data, 'historical', 'context')?.textOffline).toBe(false);
    expect(readBoard(data, 'social', 'topics')).toBeUndefined();
  });

  it('lays local overrides over a board', () => {
    const board = readBoard(data, 'historical', 'context');
    if (!board) throw new Error('no board');
    const out = applyOverrides(board, { 1: { image: 'data:image/png;base64,AA', label: 'Ferries' } });
    expect(out.images[1]).toBe('data:image/png;base64,AA');
    expect(out.labels).toEqual(['Tiles', 'Ferries']);
    expect(board.labels[1]).toBe('Trams');
  });
});
