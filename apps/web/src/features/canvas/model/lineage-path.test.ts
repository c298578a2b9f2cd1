import { describe, expect, it } from 'vitest';
import { lineagePoints, roundedPolyline } from './lineage-path';

describe('lineage path', () => {
  it('routes out into the gap, down to the lane, across and down', () => {
    expect(lineagePoints({ sourceX: 720, sourceY: 194, targetX: 600, targetY: 720, laneX: 30, laneY: 650 })).toEqual([
      { x: 720, y: 194 },
      { x: 750, y: 194 },
      { x: 750, y: 650 },
      { x: 600, y: 650 },
      { x: 600, y: 720 },
    ]);
  });

  it('rounds corners without overshooting short segments', () => {
    expect(
      roundedPolyline(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 100 },
        ],
        8,
      ),
    ).toBe('M 0 0 L 5 0 Q 10 0 10 5 L 10 100');
    expect(roundedPolyline([], 8)).toBe('');
  });
});
