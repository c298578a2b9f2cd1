import type { ReviewFeedback } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { summariseFeedback } from './review-feedback';

const item = (over: Partial<ReviewFeedback>): ReviewFeedback => ({
  id: Math.random().toString(36),
  link_id: 'l1',
  page_id: 'historical-context',
  image_index: 0,
  verdict: null,
  comment: '',
  author_name: 'Clara',
  round: 1,
  asset_sha: 'a',
  current: true,
  created_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('summariseFeedback', () => {
  it("counts each link's latest verdict on the image shown now, per image and per page", () => {
    const summary = summariseFeedback([
      item({ verdict: 'reject' }),
      item({ verdict: 'approve' }),
      item({ link_id: 'l2', verdict: 'reject', comment: 'darker' }),
      item({ image_index: 1, verdict: 'reject', current: false }),
      item({ image_index: null, comment: 'Lovely page', asset_sha: null }),
    ]);
    expect(summary.get('historical-context/0')).toMatchObject({ approved: 1, rejected: 1 });
    expect(summary.get('historical-context/0')?.comments.map((c) => c.comment)).toEqual(['darker']);
    expect(summary.get('historical-context/1')).toBeUndefined();
    expect(summary.get('historical-context')).toMatchObject({ approved: 1, rejected: 1 });
    expect(summary.get('historical-context')?.comments.map((c) => c.comment)).toEqual(['Lovely page']);
  });
});
