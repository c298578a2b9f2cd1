import { readProjectWithData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { isShownImage, readCanvasData, thumbnailSrc } from './canvas-data';

const sha = (c: string) => `/api/assets/${c.repeat(64)}`;
const project = { project_name: 'Alfama', project_location: 'Lisbon', keywords: ['azulejo', ''], location_lat: 38.7, location_lng: -9.1 };

describe('readCanvasData', () => {
  it('reads the project, contexts (lowercase or capitalised) and topics', () => {
    const data = readCanvasData({
      response: readProjectWithData({
        project,
        data: {
          contexts: {
            Historical: {
              description: 'Old town',
              images: [sha('a'), '', 'data:image/svg+xml;base64,x'],
              imageLabels: ['arcade', 'tiles', 'market'],
            },
          },
          topics: { social: { newImages: [sha('b')], newLabels: ['square'] } },
          moodboards: [],
        },
      }),
    });
    expect(data).toMatchObject({
      projectName: 'Alfama',
      projectLocation: 'Lisbon',
      keywords: ['azulejo'],
      coordinates: { lat: 38.7, lng: -9.1 },
    });
    expect(data.contexts.historical?.slots).toEqual([
      { image: sha('a'), label: 'arcade' },
      { image: '', label: 'tiles' },
      { image: '', label: 'market' },
    ]);
    expect(data.topics.social?.slots).toEqual([{ image: sha('b'), label: 'square' }]);
    expect(data.contexts.social).toBeUndefined();
  });

  it('falls back to navigation state with empty boards when the project did not load (spec §8)', () => {
    const data = readCanvasData({ navigation: { keywords: ['oak'], projectName: 'Draft', projectLocation: 'Porto' } });
    expect(data).toEqual({
      projectName: 'Draft',
      projectLocation: 'Porto',
      keywords: ['oak'],
      coordinates: null,
      contexts: {},
      topics: {},
      moodboards: [],
    });
    expect(readCanvasData({ navigation: null }).keywords).toEqual([]);
  });

  it('reads moodboards: latest render as cover, insight from the field or from the reference image', () => {
    const data = readCanvasData({
      response: readProjectWithData({
        project: { ...project, location_lat: null },
        data: {
          contexts: { physical: { images: [sha('c')], imageLabels: ['quay'] } },
          topics: {},
          moodboards: [
            {
              moodboard_id: 'm1',
              moodboard_title: 'Lobby',
              images: [sha('c')],
              renders: [
                { image: sha('e'), created_at: '2025-02-01' },
                { image: sha('d'), created_at: '2025-01-01' },
              ],
            },
            { id: 'm2', title: 'Bar', selectedInsight: 'Social', images: [sha('f')] },
            { moodboard_id: 'm3', moodboard_title: 'Loose', images: [] },
            { moodboard_id: 'm4' },
          ],
        },
      }),
    });
    expect(data.coordinates).toBeNull();
    expect(data.moodboards.map((m) => [m.id, m.section, m.cover])).toEqual([
      ['m1', 'physical', sha('e')],
      ['m2', 'social', sha('f')],
      ['m3', null, ''],
    ]);
  });

  it('covers a moodboard with its pinned render, not the newest (issue #46)', () => {
    const renders = [
      { id: 'r1', image: sha('d'), created_at: '2025-01-01' },
      { id: 'r2', image: sha('e'), created_at: '2025-02-01' },
    ];
    const read = (pinned_render_id?: string) =>
      readCanvasData({
        response: readProjectWithData({
          project,
          data: { contexts: {}, topics: {}, moodboards: [{ moodboard_id: 'm1', moodboard_title: 'Lobby', renders, pinned_render_id }] },
        }),
      }).moodboards[0].cover;
    expect(read()).toBe(sha('e'));
    expect(read('r1')).toBe(sha('d'));
  });
});

describe('images', () => {
  it('shows asset, http and data URLs, not placeholders or blanks', () => {
    expect(isShownImage(sha('a'))).toBe(true);
    expect(isShownImage('https://example.test/a.jpg')).toBe(true);
    expect(isShownImage('data:image/svg+xml;utf8,<svg/>')).toBe(false);
    expect(isShownImage('')).toBe(false);
    expect(thumbnailSrc(sha('a'))).toBe(`${sha('a')}/256`);
    expect(thumbnailSrc('https://example.test/a.jpg')).toBe('https://example.test/a.jpg');
  });
});
