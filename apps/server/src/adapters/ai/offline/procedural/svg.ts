/** Tiny SVG string helpers; numbers are rounded so output stays small and deterministic. */

export type Point = readonly [number, number];

/** Rounds to one decimal. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/** A closed polygon. */
export function polygon(points: readonly Point[], attrs: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;
}

/** An axis-aligned rectangle. */
export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
}

/** Linear interpolation between two points. */
export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Bilinear point inside a quad given as [nearTop, farTop, farBottom, nearBottom]. */
export function inQuad(q: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  return lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v);
}

/** Escapes a colour or text for an attribute. */
export function attr(text: string): string {
  return text.replace(/[<>&"]/g, '');
}
