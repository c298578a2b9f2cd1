import type { CanvasData } from './canvas-data';

/** A canvas with Historical generated and nothing else, for the model tests. */
export function buildCanvasData(overrides: Partial<CanvasData> = {}): CanvasData {
  return {
    projectName: 'Alfama Hotel',
    projectLocation: 'Lisbon',
    keywords: ['azulejo', 'river light'],
    coordinates: { lat: 38.71, lng: -9.13 },
    contexts: {
      historical: {
        description: 'Moorish lanes.',
        slots: ['a', 'b', 'c', 'd'].map((k) => ({ image: `/api/assets/${k.repeat(64)}`, label: `label ${k}` })),
      },
    },
    topics: {},
    moodboards: [],
    ...overrides,
  };
}
