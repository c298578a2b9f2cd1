import { getResolution, gridDistance, isValidCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { buildHexGrid, cellAt, DEFAULT_CENTER, HEX_RESOLUTION } from './hex-grid';

describe('buildHexGrid', () => {
  const cells = buildHexGrid(DEFAULT_CENTER);
  const centre = cellAt(DEFAULT_CENTER);

  it('has 169 distinct cells: 7 rings around the centre (1 + 3·7·8)', () => {
    expect(cells).toHaveLength(169);
    expect(new Set(cells.map((c) => c.h3)).size).toBe(169);
  });

  it('is centred on the cell holding the point, no cell further than 7 steps', () => {
    expect(cells.some((c) => c.h3 === centre)).toBe(true);
    const distances = cells.map((c) => gridDistance(centre, c.h3));
    expect(Math.max(...distances)).toBe(7);
    expect(distances.filter((d) => d === 7)).toHaveLength(42);
  });

  it('uses valid cells at the chosen resolution with six-point outlines near the centre', () => {
    expect(HEX_RESOLUTION).toBe(9);
    for (const cell of cells) {
      expect(isValidCell(cell.h3)).toBe(true);
      expect(getResolution(cell.h3)).toBe(HEX_RESOLUTION);
      expect(cell.boundary).toHaveLength(6);
      expect(Math.abs(cell.center.lat - DEFAULT_CENTER.lat)).toBeLessThan(0.05);
    }
  });
});
