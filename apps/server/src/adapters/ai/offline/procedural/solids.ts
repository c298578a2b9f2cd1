import type { Vec3 } from './light.js';
import { clipHalf, type Face } from './space.js';

/** Options shared by solid builders. */
export interface SolidOpts {
  layer?: number;
  flat?: boolean;
  outline?: boolean;
  /** Include the underside (for things above eye height). */
  bottom?: boolean;
}

/** Box faces as corner indices (bit 2 = x, bit 1 = y, bit 0 = z) with their outward normals. */
const boxFaces: [number[], Vec3][] = [
  [
    [2, 6, 7, 3],
    [0, 1, 0],
  ],
  [
    [0, 4, 6, 2],
    [0, 0, -1],
  ],
  [
    [1, 5, 7, 3],
    [0, 0, 1],
  ],
  [
    [0, 1, 3, 2],
    [-1, 0, 0],
  ],
  [
    [4, 5, 7, 6],
    [1, 0, 0],
  ],
  [
    [0, 4, 5, 1],
    [0, -1, 0],
  ],
];

/** An axis-aligned box as outward-facing, culled faces. */
export function box(min: Vec3, max: Vec3, fill: string, o: SolidOpts = {}): Face[] {
  const corner = (i: number): Vec3 => [i & 4 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 1 ? max[2] : min[2]];
  return boxFaces
    .slice(0, o.bottom ? 6 : 5)
    .map(([idx, normal]) => ({ pts: idx.map(corner), normal, fill, cull: true, layer: o.layer, flat: o.flat, outline: o.outline }));
}

/** A horizontal rectangle (floor, rug, water surface) at height y. */
export function slab(x0: number, z0: number, x1: number, z1: number, y: number, fill: string, o: SolidOpts = {}): Face {
  return {
    pts: [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    normal: [0, 1, 0],
    fill,
    layer: o.layer ?? 0,
    flat: o.flat,
    outline: o.outline,
  };
}

/** A vertical wall in the plane x = const, from z0 to z1 and y0 to y1. */
export function wallX(x: number, z0: number, z1: number, y0: number, y1: number, fill: string, layer = 1): Face {
  return {
    pts: [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    normal: [1, 0, 0],
    fill,
    layer,
  };
}

/** A vertical wall in the plane z = const, from x0 to x1 and y0 to y1. */
export function wallZ(z: number, x0: number, x1: number, y0: number, y1: number, fill: string, layer = 1): Face {
  return {
    pts: [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    normal: [0, 0, -1],
    fill,
    layer,
  };
}

/** A horizontal disc as a 14-gon (table tops, basins, rugs). */
export function disc(cx: number, y: number, cz: number, r: number, fill: string, layer = 2): Face {
  const pts = Array.from(
    { length: 14 },
    (_, i): Vec3 => [cx + r * Math.cos((i / 14) * Math.PI * 2), y, cz + r * Math.sin((i / 14) * Math.PI * 2)],
  );
  return { pts, normal: [0, 1, 0], fill, layer };
}

/** Arch outline (rectangle below a semicircle) in the plane x = const, centred at z. */
export function archLoop(x: number, z: number, halfWidth: number, spring: number): Vec3[] {
  const arc = Array.from({ length: 11 }, (_, i): Vec3 => {
    const a = (i / 10) * Math.PI;
    return [x, spring + halfWidth * Math.sin(a), z + halfWidth * Math.cos(a)];
  });
  return [[x, 0, z + halfWidth], ...arc, [x, 0, z - halfWidth]];
}

function hull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: number[], a: number[], b: number[]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Points dropped along the sun onto the plane y = ground. */
export function dropToGround(pts: Vec3[], sun: Vec3, ground = 0): [number, number][] {
  const k = Math.max(sun[1], 0.12);
  return pts.map((p) => [p[0] - (sun[0] * (p[1] - ground)) / k, p[2] - (sun[2] * (p[1] - ground)) / k]);
}

/** The shadow a box casts on the ground, optionally clipped to x and z bounds. */
export function boxShadow(min: Vec3, max: Vec3, sun: Vec3, fill: string, opacity: number, bounds?: [number, number, number, number]): Face {
  const corners: Vec3[] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) corners.push([x, y, z]);
  return groundPatch(hull(dropToGround(corners, sun, min[1])), min[1], fill, opacity, bounds);
}

/** A flat patch on the ground plane (shadows, sun patches), clipped to [x0, x1, z0, z1]. */
export function groundPatch(
  xz: [number, number][],
  y: number,
  fill: string,
  opacity: number,
  bounds?: [number, number, number, number],
): Face {
  let pts: Vec3[] = xz.map(([x, z]) => [x, y + 0.01, z]);
  if (bounds) {
    const [x0, x1, z0, z1] = bounds;
    for (const f of [(p: Vec3) => p[0] - x0, (p: Vec3) => x1 - p[0], (p: Vec3) => p[2] - z0, (p: Vec3) => z1 - p[2]])
      pts = clipHalf(pts, f);
  }
  return { pts, normal: [0, 1, 0], fill, flat: true, opacity, layer: 0.5, outline: false };
}
