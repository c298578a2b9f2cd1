import type { CommentThread } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { countOpenComments } from './comments';

const comment = (deleted = false) => ({
  id: 'c',
  thread_id: 't',
  author: null,
  body: deleted ? '' : 'x',
  mentions: [],
  created_at: '',
  edited_at: null,
  deleted,
  mine: false,
});
const thread = (over: Partial<CommentThread>): CommentThread => ({
  id: 't',
  page_id: 'historical-context',
  image_index: null,
  image_current: true,
  created_at: '',
  resolved_at: null,
  resolved_by: null,
  can_resolve: false,
  comments: [comment()],
  ...over,
});

describe('open comment counts', () => {
  it('counts live comments of open threads per page and per image', () => {
    const counts = countOpenComments([
      thread({ comments: [comment(), comment()] }),
      thread({ image_index: 2, comments: [comment(true), comment()] }),
      thread({ image_index: 2, resolved_at: '2026-01-01T00:00:00Z' }),
      thread({ page_id: 'moodboard:00000000-0000-0000-0000-000000000001' }),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      'historical-context': 3,
      'historical-context/2': 1,
      'moodboard:00000000-0000-0000-0000-000000000001': 1,
    });
  });
});
