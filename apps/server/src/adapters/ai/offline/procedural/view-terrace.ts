import { mix, shade } from './color.js';
import { frontColors } from './facade.js';
import { contact, type Kit, loungeChair, newKit, plant, roundTable } from './furniture.js';
import { sky } from './light.js';
import type { Scene } from './scene.js';
import { box, slab } from './solids.js';
import { type Face, renderSpace, type View } from './space.js';

/** A small house below the terrace: walls and a pitched terracotta roof. */
function house(k: Kit, s: Scene, x: number, z: number, w: number, d: number, y0: number, wall: string): void {
  const top = y0 + s.rng.range(5, 9);
  k.faces.push(...box([x - w / 2, y0, z - d / 2], [x + w / 2, top, z + d / 2], wall, { outline: s.style.step !== 2 }));
  const roof = mix('#b4603f', s.tones.accent, 0.25);
  const ridge = top + d * 0.3;
  const slope = (za: number): Face => ({
    pts: [
      [x - w / 2, top, za],
      [x + w / 2, top, za],
      [x + w / 2, ridge, z],
      [x - w / 2, ridge, z],
    ],
    fill: roof,
    cull: true,
    normal: [0, 0.8, za < z ? -0.6 : 0.6],
  });
  k.faces.push(slope(z - d / 2), {
    ...slope(z + d / 2),
    pts: [
      [x + w / 2, top, z + d / 2],
      [x - w / 2, top, z + d / 2],
      [x - w / 2, ridge, z],
      [x + w / 2, ridge, z],
    ],
  });
  for (const gx of [x - w / 2, x + w / 2])
    k.faces.push({
      pts: [
        [gx, top, z - d / 2],
        [gx, top, z + d / 2],
        [gx, ridge, z],
      ],
      fill: wall,
      cull: true,
      normal: [gx < x ? -1 : 1, 0, 0],
    });
}

function town(k: Kit, s: Scene, edge: number): void {
  const colors = frontColors(s);
  for (let row = 0; row < 5; row++) {
    const z = edge + 14 + row * 12;
    const y0 = -12 - row * 7;
    for (let x = -60 + s.rng.range(0, 6); x < 60; x += s.rng.range(7, 11))
      house(k, s, x, z + s.rng.range(-2, 2), s.rng.range(5, 8), s.rng.range(6, 9), y0, s.rng.pick(colors));
  }
}

function water(s: Scene, view: View): string {
  const top = view.cy;
  const sea = mix('#3f7391', s.palette.base, 0.15);
  const far = s.light.night ? '#1e2438' : mix(sea, s.light.skyBottom, 0.55);
  const near = s.light.night ? '#111726' : shade(sea, -0.1);
  const hills = `<path d="M0 ${top}${Array.from({ length: 9 }, (_, i) => `L${((i + 1) * s.w) / 8} ${top - s.h * s.rng.range(0.005, 0.04)}`).join('')}L${s.w} ${top}Z" fill="${mix(far, s.light.skyTop, 0.3)}"/>`;
  const body =
    s.style.step === 2
      ? `<rect x="0" y="${top}" width="${s.w}" height="${s.h - top}" fill="${sea}"/>`
      : `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="0.5" stop-color="${near}"/></linearGradient></defs><rect x="0" y="${top}" width="${s.w}" height="${s.h - top}" fill="url(#sea)"/>`;
  return body + hills;
}

/** Terrace or stair above a town descending to the sea: parapet, pergola, pots, a table. */
export function drawTerrace(s: Scene): string {
  const depth = s.rng.range(6, 9);
  const m = Math.min(s.w, s.h);
  const two = s.comp.camera === 'two-point';
  const view: View = {
    pos: [two ? -3 : 0, 1.75, depth * 0.35],
    yaw: two ? s.rng.range(0.25, 0.45) : s.rng.range(-0.1, 0.1),
    focal: m * 0.6,
    cx: s.w / 2,
    cy: s.h * Math.min(0.48, s.comp.horizon - 0.04),
    reach: 400,
  };
  const k = newKit();
  town(k, s, depth);
  for (const f of k.faces) f.layer = 1;
  const stone = mix(s.tones.floor, '#e2d8c6', 0.5);
  k.faces.push(slab(-8, -4, 8, depth, 0, stone, { layer: 1.8 }));
  k.faces.push(...box([-8, 0, depth], [8, 0.9, depth + 0.35], mix(s.tones.wall, '#ffffff', 0.2), { layer: 1.9 }));
  const steps = s.rng.next() < 0.5;
  if (steps)
    for (let i = 0; i < 6; i++)
      k.faces.push(...box([5, -0.17 * (i + 1), depth - 4 + i * 0.35], [8, 0.01 - 0.17 * i, depth + 0.35], stone, { layer: 1.85 }));
  if (s.rng.next() < 0.6) {
    for (let z = depth * 0.3; z < depth * 0.8; z += 1.7)
      k.faces.push(...box([-8, 2.9, z], [8, 3, z + 0.1], s.tones.wood, { layer: 3, bottom: true }));
  }
  for (const x of [-5.5, 4]) plant(k, s, x, depth - 0.6, 1.4);
  roundTable(k, s, -1, depth * 0.72, 0.45, 0.74);
  loungeChair(k, s, -2.1, depth * 0.72, 1);
  loungeChair(k, s, 0.1, depth * 0.72, 3);
  contact(k, -8, depth - 0.1, 8, depth, s);
  return (
    sky(s.w, s.h, s.light, s.style.step, s.w / 2 + s.light.sun[0] * s.w * 0.4) + water(s, view) + renderSpace(s, view, k.faces, k.sprites)
  );
}
