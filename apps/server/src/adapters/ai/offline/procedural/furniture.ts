import { mix, shade } from './color.js';
import type { Vec3 } from './light.js';
import type { Scene } from './scene.js';
import { box, disc, slab } from './solids.js';
import type { Face, Sprite } from './space.js';

/** Faces and sprites collected for one view. */
export interface Kit {
  faces: Face[];
  sprites: Sprite[];
}

/** Creates an empty kit. */
export const newKit = (): Kit => ({ faces: [], sprites: [] });

/**
 * Maps a piece's local box (u across, v front-to-back, in metres) to world space at (x, z),
 * turned by quarter turns: 0 faces the viewer (−z), 1 faces +x, 2 faces +z, 3 faces −x.
 */
export function placer(x: number, z: number, turn: number) {
  return (u0: number, v0: number, y0: number, u1: number, v1: number, y1: number): [Vec3, Vec3] => {
    const map = (u: number, v: number): [number, number] =>
      [
        [u, v],
        [-v, u],
        [-u, -v],
        [v, -u],
      ][turn % 4] as [number, number];
    const [a, b] = [map(u0, v0), map(u1, v1)];
    return [
      [x + Math.min(a[0], b[0]), y0, z + Math.min(a[1], b[1])],
      [x + Math.max(a[0], b[0]), y1, z + Math.max(a[1], b[1])],
    ];
  };
}

/** A soft contact shadow under a footprint. */
export function contact(k: Kit, x0: number, z0: number, x1: number, z1: number, s: Scene): void {
  k.faces.push({
    ...slab(x0 - 0.08, z0 - 0.08, x1 + 0.08, z1 + 0.08, 0.005, s.light.shadow),
    flat: true,
    opacity: 0.22,
    layer: 0.6,
    outline: false,
  });
}

/** A sofa, width w, facing the given quarter turn. */
export function sofa(k: Kit, s: Scene, x: number, z: number, turn: number, w = 2.2): void {
  const p = placer(x, z, turn);
  const c = s.tones.fabric;
  for (const b of [p(-w / 2, -0.45, 0.08, w / 2, 0.45, 0.42), p(-w / 2, 0.25, 0.08, w / 2, 0.45, 0.85)]) k.faces.push(...box(...b, c));
  for (const sx of [-1, 1])
    k.faces.push(...box(...p(sx > 0 ? w / 2 - 0.2 : -w / 2, -0.45, 0.08, sx > 0 ? w / 2 : -w / 2 + 0.2, 0.45, 0.62), shade(c, -0.06)));
  const [a, b] = p(-w / 2, -0.45, 0, w / 2, 0.45, 0);
  contact(k, a[0], a[2], b[0], b[2], s);
}

/** A lounge chair with a timber frame and upholstered seat. */
export function loungeChair(k: Kit, s: Scene, x: number, z: number, turn: number): void {
  const p = placer(x, z, turn);
  const seat = s.rng.next() < 0.5 ? s.tones.accent : s.tones.fabric;
  k.faces.push(...box(...p(-0.38, -0.4, 0.12, 0.38, 0.4, 0.36), seat), ...box(...p(-0.38, 0.22, 0.3, 0.38, 0.4, 0.8), seat));
  for (const u of [-0.4, 0.34]) k.faces.push(...box(...p(u, -0.42, 0, u + 0.06, 0.42, 0.55), s.tones.wood));
  const [a, b] = p(-0.4, -0.42, 0, 0.4, 0.42, 0);
  contact(k, a[0], a[2], b[0], b[2], s);
}

/** A table (rectangular) with four legs. */
export function table(k: Kit, s: Scene, x: number, z: number, w: number, d: number, hgt = 0.74, fill = s.tones.wood): void {
  k.faces.push(...box([x - w / 2, hgt - 0.05, z - d / 2], [x + w / 2, hgt, z + d / 2], fill));
  for (const [u, v] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ])
    k.faces.push(
      ...box(
        [x + u * (w / 2 - 0.08) - 0.03, 0, z + v * (d / 2 - 0.08) - 0.03],
        [x + u * (w / 2 - 0.08) + 0.03, hgt - 0.05, z + v * (d / 2 - 0.08) + 0.03],
        shade(fill, -0.2),
      ),
    );
  contact(k, x - w / 2, z - d / 2, x + w / 2, z + d / 2, s);
}

/** A round low table on a pedestal. */
export function roundTable(k: Kit, s: Scene, x: number, z: number, r: number, hgt: number): void {
  k.faces.push(...box([x - r * 0.3, 0, z - r * 0.3], [x + r * 0.3, hgt, z + r * 0.3], shade(s.tones.wood, -0.15)));
  k.faces.push(disc(x, hgt, z, r, s.rng.next() < 0.5 ? s.tones.wood : mix(s.tones.wall, '#ffffff', 0.3)));
  contact(k, x - r, z - r, x + r, z + r, s);
}

/** A rug with a border on the floor. */
export function rug(k: Kit, s: Scene, x: number, z: number, w: number, d: number): void {
  const c = mix(s.tones.accent, s.tones.floor, 0.45);
  k.faces.push(slab(x - w / 2, z - d / 2, x + w / 2, z + d / 2, 0.01, c, { layer: 0.3 }));
  k.faces.push(
    slab(x - w / 2 + 0.2, z - d / 2 + 0.2, x + w / 2 - 0.2, z + d / 2 - 0.2, 0.012, mix(c, s.tones.wall, 0.35), {
      layer: 0.35,
      outline: false,
    }),
  );
}

/** A pendant lamp on a cord from the ceiling; glows after dark. */
export function pendant(k: Kit, s: Scene, x: number, z: number, ceiling: number, drop: number, r = 0.25): void {
  const y = ceiling - drop;
  k.faces.push(...box([x - 0.008, y, z - 0.008], [x + 0.008, ceiling, z + 0.008], s.tones.trim, { outline: false }));
  k.sprites.push({
    at: [x, y, z],
    r,
    fill: s.rng.next() < 0.5 ? s.tones.trim : mix('#b5913f', s.tones.accent, 0.3),
    kind: 'dome',
    layer: 3,
  });
  if (s.light.time === 'evening' || s.light.night)
    k.sprites.push({ at: [x, y - 0.1, z], r: r * 3, fill: s.light.lamp, kind: 'glow', layer: 3 });
}

/** A potted plant: pot and a cluster of leaves. */
export function plant(k: Kit, s: Scene, x: number, z: number, size = 1): void {
  k.faces.push(
    ...box([x - 0.22 * size, 0, z - 0.22 * size], [x + 0.22 * size, 0.5 * size, z + 0.22 * size], mix(s.tones.wall2, '#b86f4c', 0.35)),
  );
  for (let i = 0; i < 5; i++) {
    const a = i * 1.3;
    k.sprites.push({
      at: [x + Math.cos(a) * 0.25 * size, (0.8 + (i % 3) * 0.3) * size, z + Math.sin(a) * 0.2 * size],
      r: 0.28 * size,
      fill: shade(s.tones.green, (i % 3) * 0.08 - 0.08),
      kind: 'ball',
    });
  }
  contact(k, x - 0.25 * size, z - 0.25 * size, x + 0.25 * size, z + 0.25 * size, s);
}

/** Open shelving against a wall with books and jars, running along z at wall x. */
export function shelves(k: Kit, s: Scene, x: number, z0: number, z1: number, top: number, side: number): void {
  const depth = 0.35 * -side;
  const [xa, xb] = [Math.min(x, x + depth), Math.max(x, x + depth)];
  for (let y = 0.3; y < top; y += 0.45) k.faces.push(...box([xa, y, z0], [xb, y + 0.04, z1], s.tones.wood));
  for (const z of [z0, z1 - 0.04]) k.faces.push(...box([xa, 0, z], [xb, top, z + 0.04], shade(s.tones.wood, -0.1)));
  const colors = [s.tones.accent, s.tones.fabric, s.tones.trim, s.tones.wall2, s.palette.base];
  for (let y = 0.34; y < top - 0.3; y += 0.45) {
    for (let z = z0 + 0.08; z < z1 - 0.1; z += s.rng.range(0.18, 0.45)) {
      const hgt = s.rng.range(0.22, 0.36);
      k.faces.push(...box([xa + 0.04, y, z], [xb - 0.04, y + hgt, z + s.rng.range(0.06, 0.14)], s.rng.pick(colors), { outline: false }));
    }
  }
}

/** A framed artwork on a wall plane z = const: calm colour fields. */
export function artwork(k: Kit, s: Scene, x: number, y: number, z: number, w: number, h: number): void {
  const q = (x0: number, y0: number, x1: number, y1: number, fill: string, layer: number): Face => ({
    pts: [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    normal: [0, 0, -1],
    fill,
    layer,
    flat: true,
  });
  k.faces.push(
    q(x - w / 2, y, x + w / 2, y + h, s.tones.trim, 1.2),
    q(x - w / 2 + 0.04, y + 0.04, x + w / 2 - 0.04, y + h - 0.04, mix(s.tones.wall, '#ffffff', 0.4), 1.3),
  );
  const split = y + h * s.rng.range(0.35, 0.65);
  k.faces.push(
    q(x - w / 2 + 0.12, y + 0.12, x + w / 2 - 0.12, split, s.tones.accent, 1.4),
    q(x - w / 2 + 0.12, split, x + w / 2 - 0.12, y + h - 0.12, s.tones.wall2, 1.4),
  );
}
