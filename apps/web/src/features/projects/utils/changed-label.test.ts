import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../lib/time-ago';
import { changedLabel } from './changed-label';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('changedLabel', () => {
  it('says who changed a project and how long ago', () => {
    expect(changedLabel({ updated_by: 'Ana Ruiz', updated_at: '2026-11-24T10:00:00Z' }, NOW, 'en')).toBe(
      'Changed by Ana Ruiz · 2 hours ago',
    );
    expect(changedLabel({ updated_by: null, updated_at: '2026-11-23T12:00:00Z' }, NOW, 'en')).toBe('Changed yesterday');
  });

  it('rounds to the largest unit and calls the last minute "just now"', () => {
    expect(timeAgo('2026-11-24T11:59:30Z', NOW, 'en')).toBe('just now');
    expect(timeAgo('2026-11-24T11:15:00Z', NOW, 'en')).toBe('45 minutes ago');
    expect(timeAgo('2026-10-01T12:00:00Z', NOW, 'en')).toBe('2 months ago');
    expect(timeAgo('not a date', NOW, 'en')).toBe('');
  });
});
