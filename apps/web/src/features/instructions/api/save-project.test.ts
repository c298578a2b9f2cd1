import { describe, expect, it } from 'vitest';
import { createEmptyValues, keywordTags, toggleKeyword } from '../utils/instruction-form';
import { buildProjectFormData } from './save-project';

describe('buildProjectFormData', () => {
  it('sends the spec payload with only the selected keywords and the hexagon', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const body = buildProjectFormData(
      {
        ...createEmptyValues(),
        projectName: ' Harbour ',
        location: { text: 'Alfama', lat: 38.71, lng: -9.13, h3: '89393366d5bffff' },
        insights: ['historical', 'physical'],
        brandName: 'Copper',
        website: 'https://copper.test',
        keywords: toggleKeyword(keywordTags(['oak', 'linen', 'brass']), 'linen'),
        prompts: ['a quiet room'],
      },
      { logo },
    );
    expect(body.get('projectName')).toBe('Harbour');
    expect(body.get('projectLocation')).toBe('Alfama');
    expect(body.get('contextInsights')).toBe('historical,physical');
    expect(JSON.parse(String(body.get('keywords')))).toEqual(['oak', 'brass']);
    expect(JSON.parse(String(body.get('prompts')))).toEqual(['a quiet room']);
    expect(body.get('locationLat')).toBe('38.71');
    expect(body.get('locationH3')).toBe('89393366d5bffff');
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.has('brandBook')).toBe(false);
  });

  it('leaves the coordinates out when there is no point', () => {
    const body = buildProjectFormData(createEmptyValues(), {});
    expect(body.has('locationLat')).toBe(false);
    expect(body.get('locationH3')).toBe('');
  });

  it('sends the site as "lat,lng", "" to take it away, and nothing when the form never had one', () => {
    const location = { text: 'Alfama', lat: 38.71, lng: -9.13, h3: null };
    const pinned = buildProjectFormData({ ...createEmptyValues(), location: { ...location, site: { lat: 38.7125, lng: -9.1301 } } }, {});
    expect(pinned.get('site')).toBe('38.7125,-9.1301');
    const removed = buildProjectFormData({ ...createEmptyValues(), location: { ...location, site: null } }, {});
    expect(removed.get('site')).toBe('');
    expect(buildProjectFormData({ ...createEmptyValues(), location }, {}).has('site')).toBe(false);
  });
});
