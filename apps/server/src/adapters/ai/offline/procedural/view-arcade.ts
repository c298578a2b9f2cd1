import { mix, shade } from './color.js';
import { buildFront, type Front, frontColors, windowAt } from './facade.js';
import { type Kit, newKit } from './furniture.js';
import { sky } from './light.js';
import type { Scene } from './scene.js';
import { archLoop, dropToGround, groundPatch, slab, wallX } from './solids.js';
import { type Face, renderSpace, type View } from './space.js';

/** Gallery geometry: width, bay spacing, arch springing, ceiling and total height. */
interface Gallery {
  side: number;
  width: number;
  bay: number;
  half: number;
  spring: number;
  ceiling: number;
  height: number;
  bays: number;
}

function arcadeWall(k: Kit, s: Scene, g: Gallery, fill: string): void {
  const x = (g.side * g.width) / 2;
  const len = g.bays * g.bay;
  for (const [dx, tone] of [
    [0, fill],
    [-g.side * 0.6, shade(fill, -0.18)],
  ] as const) {
    const holes = Array.from({ length: g.bays }, (_, i) => archLoop(x + dx, (i + 0.5) * g.bay, g.half, g.spring));
    const face: Face = { ...wallX(x + dx, 0, len, 0, dx === 0 ? g.height : g.ceiling, tone), normal: [g.side, 0, 0], holes };
    k.faces.push(face);
  }
  const front: Front = { x, z0: 0, z1: len, side: -g.side, height: g.height, fill };
  for (let i = 0; i < g.bays; i++)
    for (let y = g.ceiling + 1; y + 2.4 < g.height; y += 3.2) windowAt(k, s, front, (i + 0.5) * g.bay, y, 1.1, 2);
  k.faces.push(wallX(x + g.side * 0.01, 0, len, g.ceiling + 0.2, g.ceiling + 0.45, shade(fill, 0.12), 1.3));
  if (s.light.night || s.light.sun[0] * g.side <= 0.05) return;
  for (let i = 0; i < g.bays; i++) {
    const patch = dropToGround(archLoop(x, (i + 0.5) * g.bay, g.half, g.spring), s.light.sun);
    k.faces.push(
      groundPatch(patch, 0, mix(s.tones.floor, s.light.warm, 0.45), s.style.step === 2 ? 0.8 : 0.7, [-g.width / 2, g.width / 2, 0, len]),
    );
  }
}

function gallery(k: Kit, s: Scene, g: Gallery, inside: boolean): void {
  const len = g.bays * g.bay;
  const shadeFloor = shade(s.tones.floor, -0.28);
  k.faces.push({ ...slab(-g.width / 2, 0, g.width / 2, len, 0, shadeFloor, { layer: 0.2 }), flat: true });
  const ceil = {
    ...slab(-g.width / 2, 0, g.width / 2, len, g.ceiling, shade(s.tones.wall, -0.3), { layer: inside ? 1.5 : 0.9 }),
    flat: true,
  };
  k.faces.push(ceil);
  const back = -g.side * (g.width / 2);
  k.faces.push({ ...wallX(back, 0, len, 0, g.ceiling, shade(s.tones.wall2, -0.25)), flat: true });
  for (let i = 0; i < g.bays; i += 2) {
    const dark = s.light.night ? s.light.lamp : shade(s.tones.trim, -0.1);
    k.faces.push({ ...wallX(back + g.side * 0.02, (i + 0.3) * g.bay, (i + 0.7) * g.bay, 0, g.spring * 0.85, dark, 1.2), flat: true });
  }
  if (s.light.night)
    for (let i = 0; i < g.bays; i++)
      k.sprites.push({ at: [0, g.ceiling - 0.4, (i + 0.5) * g.bay], r: 1.6, fill: s.light.lamp, kind: 'glow', layer: 3 });
}

function camera(s: Scene, g: Gallery): [View, boolean] {
  const len = g.bays * g.bay;
  const m = Math.min(s.w, s.h);
  const base = { cx: s.w / 2, cy: s.h * s.comp.horizon, reach: 200 };
  if (s.comp.camera === 'one-point')
    return [{ ...base, pos: [-g.side * g.width * 0.15, 1.6, -1.5], yaw: g.side * s.rng.range(0.05, 0.2), focal: m * 0.55 }, true];
  if (s.comp.camera === 'elevation')
    return [{ ...base, pos: [g.side * (g.width / 2 + 22), 1.6, len / 2], yaw: (-g.side * Math.PI) / 2, focal: m * 1.1 }, false];
  return [{ ...base, pos: [g.side * (g.width / 2 + 7), 1.6, -5], yaw: -g.side * s.rng.range(0.4, 0.55), focal: m * 0.6 }, false];
}

/** The row of buildings across the square, seen through the arches from inside. */
function plazaRow(k: Kit, s: Scene, g: Gallery, len: number): void {
  const colors = frontColors(s);
  for (let z = -5; z < len + 20; z += 12) {
    const front = {
      x: g.side * (g.width / 2 + 26),
      z0: z,
      z1: z + 12,
      side: g.side,
      height: s.rng.pick([10.5, 13.5, 16.5]),
      fill: s.rng.pick(colors),
    };
    buildFront(k, s, front, { awnings: false, balconies: true });
  }
}

/** Arcade: a gallery of repeating arches in perspective or elevation, with sun patches on its floor. */
export function drawArcade(s: Scene): string {
  const bay = s.rng.range(3.6, 5);
  const half = bay / 2 - s.rng.range(0.45, 0.7);
  const spring = s.rng.range(2.6, 3.6);
  const g: Gallery = {
    side: s.light.sun[0] < 0 ? -1 : 1,
    width: s.rng.range(4, 6),
    bay,
    half,
    spring,
    ceiling: spring + half + 0.6,
    height: spring + half + s.rng.pick([4, 7, 10]),
    bays: s.rng.int(9, 16),
  };
  const [view, inside] = camera(s, g);
  const k = newKit();
  const len = g.bays * g.bay;
  k.faces.push(slab(-200, -10, 200, len + 200, -0.01, mix(s.tones.floor, '#d8d0c0', 0.5), { layer: 0 }));
  const fill = s.rng.pick(frontColors(s));
  arcadeWall(k, s, g, fill);
  gallery(k, s, g, inside);
  if (inside) plazaRow(k, s, g, len);
  const sunX = s.w / 2 + s.light.sun[0] * s.w * 0.4;
  return sky(s.w, s.h, s.light, s.style.step, sunX) + renderSpace(s, view, k.faces, k.sprites);
}
