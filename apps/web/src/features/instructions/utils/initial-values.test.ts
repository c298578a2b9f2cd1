import type { Project } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { uploadsFromProject, valuesFromNavigationState, valuesFromProject } from './initial-values';

describe('valuesFromNavigationState', () => {
  it('prefills from the previous values, insights as a string', () => {
    const values = valuesFromNavigationState({
      projectName: 'Harbour',
      projectLocation: 'Porto',
      contextInsights: 'social,historical',
      brandName: 'Copper',
      website: 'https://copper.test',
      keywords: ['oak', 'oak', 'linen'],
      prompts: ['a quiet room'],
    });
    expect(values.projectName).toBe('Harbour');
    expect(values.location).toEqual({ text: 'Porto', lat: null, lng: null, h3: null });
    expect(values.insights).toEqual(['historical', 'social']);
    expect(values.keywords).toEqual([
      { text: 'oak', selected: true },
      { text: 'linen', selected: true },
    ]);
    expect(values.prompts).toEqual(['a quiet room']);
  });

  it('accepts insights as a list and ignores junk state', () => {
    expect(valuesFromNavigationState({ contextInsights: ['physical'] }).insights).toEqual(['physical']);
    const blank = valuesFromNavigationState('nonsense');
    expect(blank.projectName).toBe('');
    expect(blank.insights).toEqual(['historical', 'social', 'physical']);
    expect(valuesFromNavigationState({ keywords: 'oak', projectName: 3 }).keywords).toEqual([]);
  });
});

describe('valuesFromProject', () => {
  it('restores every field, the point and the hexagon', () => {
    const project = {
      project_name: 'Harbour',
      project_location: 'Alfama',
      location_lat: 38.71,
      location_lng: -9.13,
      location_h3: '89393366d5bffff',
      brand_name: '',
      brand_definition: 'Copper',
      website: 'https://copper.test',
      contextual_insights: 'physical',
      keywords: ['oak'],
      prompts: ['p'],
      logo_url: '/api/assets/abc',
      brand_book_name: 'book.pdf',
    } as Project;
    const values = valuesFromProject(project);
    expect(values.location).toEqual({ text: 'Alfama', lat: 38.71, lng: -9.13, h3: '89393366d5bffff' });
    expect(values.brandName).toBe('Copper');
    expect(values.insights).toEqual(['physical']);
    expect(uploadsFromProject(project)).toEqual({ logoUrl: '/api/assets/abc', brandBookName: 'book.pdf' });
  });
});
