type Point = { x: number; y: number };

/** An SVG path through `points` with corners rounded by up to `radius`. */
export function roundedPolyline(points: Point[], radius: number): string {
  if (points.length === 0) return '';
  let path = `M ${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [prev, at, next] = [points[i - 1], points[i], points[i + 1]];
    const r = Math.min(radius, Math.hypot(at.x - prev.x, at.y - prev.y) / 2, Math.hypot(next.x - at.x, next.y - at.y) / 2);
    const towards = (from: Point, to: Point, d: number) => {
      const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
      return { x: from.x + ((to.x - from.x) / len) * d, y: from.y + ((to.y - from.y) / len) * d };
    };
    const a = towards(at, prev, r);
    const b = towards(at, next, r);
    path += ` L ${a.x} ${a.y} Q ${at.x} ${at.y} ${b.x} ${b.y}`;
  }
  const last = points[points.length - 1];
  return `${path} L ${last.x} ${last.y}`;
}

/**
 * The lineage route from a context card's right side to a moodboard's top: out into the column
 * gap (`laneX` to the right), down to `laneY` (between topics and moodboards), across, then down.
 * It never crosses a card of the grid.
 */
export function lineagePoints(options: {
  sourceX: number;
  sourceY: number;
  targetX: number;
  targetY: number;
  laneX: number;
  laneY: number;
}): Point[] {
  const { sourceX, sourceY, targetX, targetY, laneX, laneY } = options;
  const gapX = sourceX + laneX;
  return [
    { x: sourceX, y: sourceY },
    { x: gapX, y: sourceY },
    { x: gapX, y: laneY },
    { x: targetX, y: laneY },
    { x: targetX, y: targetY },
  ];
}
