import { EMPTY_PROJECT_DATA, type ProjectData, type ReviewFeedback, readProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import type { FeedbackSummary } from '../../../lib/review-feedback';
import { describeImage, rejectedItems } from './rejected';

const SHA = 'b'.repeat(64);

describe('rejected images, named for the designer', () => {
  const data: ProjectData = {
    ...EMPTY_PROJECT_DATA,
    contexts: readProjectData({
      contexts: { historical: { imageLabels: ['Label 0', 'Label 1'], images: [`/api/assets/${SHA}`, `/api/assets/${SHA}`] } },
    }).contexts,
  };

  it('names each image by its page title and label, with its thumbnail', () => {
    const summary = new Map<string, FeedbackSummary>([['historical-context/1', { approved: 0, rejected: 1, comments: [] }]]);
    const feedback = [{ page_id: 'historical-context', image_index: 1, current: true, comment: 'Warmer light' } as ReviewFeedback];
    expect(rejectedItems(summary, feedback, undefined, data)).toEqual([
      {
        key: 'historical-context/1',
        pageId: 'historical-context',
        imageIndex: 1,
        where: 'Historical Context · Label 1',
        thumb: `/api/assets/${SHA}/256`,
        guidance: 'Warmer light',
        locked: false,
      },
    ]);
  });

  it('lists rejected moodboard images under the moodboard title, but not its chosen reference', () => {
    const ref = `/api/assets/${'c'.repeat(64)}`;
    const withBoard = readProjectData({
      moodboards: [
        {
          moodboard_id: 'm1',
          id: 'm1',
          title: 'Tidal Salt',
          moodboard_title: 'Tidal Salt',
          images: [ref, `/api/assets/${SHA}`],
          prompts: ['ref', 'salt'],
          labels: ['Reference', 'Salt glaze'],
          selectedImage: ref,
        },
      ],
    });
    const summary = new Map<string, FeedbackSummary>([
      ['moodboard:m1/0', { approved: 0, rejected: 1, comments: [] }],
      ['moodboard:m1/1', { approved: 0, rejected: 1, comments: [] }],
    ]);
    const feedback = [{ page_id: 'moodboard:m1', image_index: 1, current: true, comment: 'Less blue' } as ReviewFeedback];
    expect(rejectedItems(summary, feedback, undefined, withBoard)).toEqual([
      {
        key: 'moodboard:m1/1',
        pageId: 'moodboard:m1',
        imageIndex: 1,
        where: 'Tidal Salt moodboard · Salt glaze',
        thumb: `/api/assets/${SHA}/256`,
        guidance: 'Less blue',
        locked: false,
      },
    ]);
  });

  it('names a moodboard’s rejected render "Render" with the deck render’s thumbnail (issue #46)', () => {
    const data = readProjectData({
      moodboards: [
        {
          moodboard_id: 'm1',
          moodboard_title: 'Tidal Salt',
          images: [],
          renders: [
            { id: 'r1', image: `/api/assets/${'d'.repeat(64)}`, render_prompt: 'strict' },
            { id: 'r2', image: `/api/assets/${SHA}`, render_prompt: 'loose' },
          ],
          pinned_render_id: 'r1',
        },
      ],
    });
    const summary = new Map<string, FeedbackSummary>([['moodboard:m1/63', { approved: 0, rejected: 1, comments: [] }]]);
    const feedback = [{ page_id: 'moodboard:m1', image_index: 63, current: true, comment: 'Terracotta floor' } as ReviewFeedback];
    expect(rejectedItems(summary, feedback, undefined, data)).toEqual([
      {
        key: 'moodboard:m1/63',
        pageId: 'moodboard:m1',
        imageIndex: 63,
        where: 'Tidal Salt moodboard · Render',
        thumb: `/api/assets/${'d'.repeat(64)}/256`,
        guidance: 'Terracotta floor',
        locked: false,
      },
    ]);
  });

  it('falls back to the position without the project', () => {
    expect(describeImage(undefined, 'historical-context', 2)).toEqual({ label: 'image 3', thumb: '' });
  });
});
