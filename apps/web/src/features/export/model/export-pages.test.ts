import { type ProjectData, readProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { listExportablePages } from './export-pages';
import { asset, projectData } from './test-data';

describe('listExportablePages', () => {
  it('lists the pages with a stored image in sidebar order, sections before moodboards', () => {
    expect(listExportablePages(projectData())).toEqual([
      { id: 'historical-context', title: 'Historical Context' },
      { id: 'social-topics', title: 'Social Topics' },
      { id: 'moodboard:m1', title: 'Lounge moodboard' },
      { id: 'moodboard:m2', title: 'Spa moodboard' },
    ]);
  });

  it('orders section pages by section then kind, whatever the order of the data', () => {
    const data = readProjectData({
      contexts: { physical: { images: [asset(1)] }, historical: { images: [asset(2)] } },
      topics: { historical: { images: [asset(3)] } },
      moodboards: [],
    });
    expect(listExportablePages(data).map((p) => p.id)).toEqual(['historical-context', 'historical-topics', 'physical-context']);
  });

  it('ignores empty slots, data URLs, capitalised legacy keys and malformed entries', () => {
    const data = {
      contexts: { Historical: { images: [asset(1)] }, social: { images: 'nope' }, physical: null },
      topics: { historical: { images: [asset(1).slice(0, -1)] } },
      moodboards: [null, 'x', { moodboard_id: 'm', moodboard_title: 'M', images: ['data:image/png;base64,AA'], renders: [{ image: '' }] }],
    } as unknown as ProjectData; // a malformed copy the model's type forbids: kept to show the run-time guard
    expect(listExportablePages(data)).toEqual([]);
  });

  it('is empty without data', () => {
    expect(listExportablePages(undefined)).toEqual([]);
    expect(listExportablePages({ contexts: {}, topics: {}, moodboards: [] })).toEqual([]);
  });
});
