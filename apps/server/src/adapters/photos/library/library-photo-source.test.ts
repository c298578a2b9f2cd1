import { describe, expect, it } from 'vitest';
import type { PhotoCandidate } from '../photo-source.port.js';
import { createLibraryPhotoSource, jaccard, tokenize } from './library-photo-source.js';

const photo = (title: string): PhotoCandidate => ({
  title,
  credit: 'Studio',
  licence: 'All rights reserved',
  sourceUrl: `library:${title}`,
});
const library = [photo('Oak bench in the lobby'), photo('Azulejo tiles on a Lisbon facade'), photo('Lisbon tram at night')];

describe('library photo source', () => {
  it('tokenizes without stop words and plurals', () => {
    expect([...tokenize('The Azulejo Tiles of Lisbon')]).toEqual(['azulejo', 'tile', 'lisbon']);
    expect(jaccard(tokenize('tiles lisbon'), tokenize('lisbon tile'))).toBe(1);
  });

  it('ranks by word overlap and respects the limit', async () => {
    const source = createLibraryPhotoSource(async () => library);
    const found = await source.search('Azulejo Tiles in Lisbon, Portugal', { limit: 2, userId: 'u1' });
    expect(found.map((p) => p.title)).toEqual(['Azulejo tiles on a Lisbon facade', 'Lisbon tram at night']);
  });

  it('returns [] when nothing matches', async () => {
    const source = createLibraryPhotoSource(async () => library);
    expect(await source.search('Matatu Colour in Nairobi', { limit: 5, userId: 'u1' })).toEqual([]);
  });

  it("searches the searching user's library only", async () => {
    const asked: string[] = [];
    const source = createLibraryPhotoSource(async (userId) => {
      asked.push(userId);
      return userId === 'ada' ? library : [];
    });
    expect(await source.search('tram at night', { limit: 5, userId: 'bo' })).toEqual([]);
    expect((await source.search('tram at night', { limit: 5, userId: 'ada' })).map((p) => p.title)).toEqual(['Lisbon tram at night']);
    expect(asked).toEqual(['bo', 'ada']);
  });
});
