import { type ProjectData, readProjectData } from '@loci/shared';

/** A stored asset URL as the project data holds it. */
export const asset = (n: number, suffix = ''): string => `/api/assets/${n.toString(16).padStart(64, '0')}${suffix}`;

/** Project data with Historical Context, Social Topics and two moodboards (one with images, one with a render only). */
export function projectData(): ProjectData {
  return readProjectData({
    contexts: {
      historical: { description: 'Old town', imageLabels: ['A', 'B'], images: [asset(1), ''] },
      social: { description: 'Markets', imageLabels: ['C'], images: [''] },
    },
    topics: {
      social: { context: 'Markets', labels: ['D'], images: [asset(2, '/256')] },
      physical: { context: '', labels: ['E'], images: ['data:image/png;base64,AAAA'] },
    },
    moodboards: [
      { moodboard_id: 'm1', moodboard_title: 'Lounge', images: [asset(3)], renders: [] },
      { moodboard_id: 'm2', moodboard_title: 'Spa', images: [''], renders: [{ id: 'r1', image: asset(4) }] },
      { moodboard_id: 'm3', moodboard_title: 'Empty', images: ['', ''], renders: [] },
      { moodboard_title: 'No id', images: [asset(5)] },
    ],
  });
}
