import { mix, shade } from './color.js';
import type { Kit } from './furniture.js';
import type { Vec3 } from './light.js';
import type { Scene } from './scene.js';
import { box, wallX } from './solids.js';
import type { Face } from './space.js';

/** One building front in the plane x, from z0 to z1, facing −side (toward the street's centre). */
export interface Front {
  x: number;
  z0: number;
  z1: number;
  side: number;
  height: number;
  fill: string;
}

function q(x: number, z0: number, z1: number, y0: number, y1: number, fill: string, layer: number, normalX: number): Face {
  return { ...wallX(x, z0, z1, y0, y1, fill, layer), normal: [normalX, 0, 0] as Vec3, outline: layer < 1.45 };
}

/** A window with a stone surround: dark glass by day, lamp-lit at night for some. */
export function windowAt(k: Kit, s: Scene, f: Front, zc: number, y0: number, w: number, h: number): void {
  const nx = -f.side;
  const x = f.x - f.side * 0.02;
  k.faces.push(q(x, zc - w / 2 - 0.12, zc + w / 2 + 0.12, y0 - 0.12, y0 + h + 0.14, mix(f.fill, '#f4efe4', 0.45), 1.4, nx));
  const lit = s.light.night ? s.rng.next() < 0.55 : s.light.time === 'evening' && s.rng.next() < 0.15;
  const glass = lit ? s.light.lamp : mix(s.tones.glass, s.light.skyTop, s.rng.range(0.1, 0.4));
  k.faces.push({ ...q(x - f.side * 0.01, zc - w / 2, zc + w / 2, y0, y0 + h, glass, 1.5, nx), flat: lit || s.style.step === 2 });
  if (s.style.step !== 2)
    k.faces.push({ ...q(x - f.side * 0.015, zc - 0.02, zc + 0.02, y0, y0 + h, mix(f.fill, '#ffffff', 0.5), 1.6, nx), outline: false });
}

/** A balcony slab with a dark railing in front of a window. */
function balcony(k: Kit, s: Scene, f: Front, zc: number, y: number, w: number): void {
  const [xa, xb] = [f.x, f.x - f.side * 0.7];
  k.faces.push(
    ...box([Math.min(xa, xb), y - 0.12, zc - w / 2], [Math.max(xa, xb), y, zc + w / 2], shade(f.fill, -0.05), { layer: 1.7, bottom: true }),
  );
  k.faces.push({ ...q(xb, zc - w / 2, zc + w / 2, y, y + 0.95, s.tones.trim, 1.8, -f.side), flat: true, opacity: 0.55 });
}

/** An awning over a shopfront, sloping out from the wall. */
function awning(k: Kit, f: Front, z0: number, z1: number, color: string): void {
  const [x0, x1] = [f.x - f.side * 0.02, f.x - f.side * 1.4];
  k.faces.push({
    pts: [
      [x0, 3.3, z0],
      [x0, 3.3, z1],
      [x1, 2.6, z1],
      [x1, 2.6, z0],
    ],
    fill: color,
    layer: 1.9,
  });
}

/**
 * A machiya front (eaves regions): timber lattice across the ground floor, a tiled pent roof over
 * it, a low plastered upper storey with slatted windows, deep eaves at the top.
 */
function machiyaFront(k: Kit, s: Scene, f: Front): void {
  k.faces.push(q(f.x, f.z0, f.z1, 0, f.height, f.fill, 1, -f.side));
  const lattice = shade(f.fill, 0.18);
  const x = f.x - f.side * 0.03;
  // Slats close to the camera only: far away they blur into the front (and cost render time for nothing).
  const step = f.z0 < 20 ? 0.3 : 0;
  for (let z = f.z0 + 0.15; step && z < f.z1 - 0.1; z += step)
    k.faces.push({ ...q(x, z, z + 0.1, 0.3, 2.6, lattice, 1.5, -f.side), outline: false });
  const tile = '#3f4447';
  awning(k, f, f.z0, f.z1, tile);
  const plaster = mix('#d8cbb4', s.palette.light, 0.3);
  k.faces.push(q(f.x - f.side * 0.01, f.z0 + 0.3, f.z1 - 0.3, 3.6, f.height - 0.6, plaster, 1.3, -f.side));
  for (let z = f.z0 + 0.8; z < f.z1 - 1.2; z += 2.2)
    k.faces.push(q(f.x - f.side * 0.02, z, z + 1.4, 4.2, 5.1, shade(f.fill, -0.2), 1.5, -f.side));
  const [xa, xb] = [f.x, f.x - f.side * 0.9];
  k.faces.push(...box([Math.min(xa, xb), f.height - 0.3, f.z0], [Math.max(xa, xb), f.height, f.z1], tile, { layer: 1.7, bottom: true }));
}

/** A building front: ground floor openings, upper windows in bays, balconies, awnings, cornice (a machiya in eaves regions). */
export function buildFront(k: Kit, s: Scene, f: Front, opts: { awnings: boolean; balconies: boolean }): void {
  if (s.place.roof === 'eaves') {
    machiyaFront(k, s, f);
    return;
  }
  k.faces.push(q(f.x, f.z0, f.z1, 0, f.height, f.fill, 1, -f.side));
  const bays = Math.max(1, Math.round((f.z1 - f.z0) / s.rng.range(2.4, 3.2)));
  const bw = (f.z1 - f.z0) / bays;
  const winW = Math.min(1.3, bw * 0.45);
  const floor = s.rng.range(3, 3.4);
  const balconyFloor = opts.balconies && s.rng.next() < 0.7 ? s.rng.int(1, 2) : -1;
  for (let b = 0; b < bays; b++) {
    const zc = f.z0 + (b + 0.5) * bw;
    const door = mix(s.tones.trim, s.tones.glass, 0.3);
    k.faces.push(
      q(
        f.x - f.side * 0.02,
        zc - bw * 0.32,
        zc + bw * 0.32,
        0,
        2.8,
        s.light.night && s.rng.next() < 0.5 ? s.light.lamp : door,
        1.4,
        -f.side,
      ),
    );
    for (let y = 4.1; y + 2.4 < f.height; y += floor) {
      windowAt(k, s, f, zc, y, winW, Math.min(2.2, floor * 0.62));
      if (Math.round((y - 4.1) / floor) + 1 === balconyFloor) balcony(k, s, f, zc, y, winW + 0.5);
    }
  }
  if (opts.awnings)
    for (let b = 0; b < bays; b += s.rng.int(1, 2))
      awning(k, f, f.z0 + b * bw + 0.2, f.z0 + (b + 1) * bw - 0.2, s.rng.next() < 0.6 ? s.tones.accent : s.tones.fabric);
  const [xa, xb] = [f.x, f.x - f.side * 0.35];
  k.faces.push(
    ...box([Math.min(xa, xb), f.height - 0.35, f.z0], [Math.max(xa, xb), f.height, f.z1], shade(f.fill, 0.1), { layer: 1.7, bottom: true }),
  );
}

/** Façade colours for a row of buildings: muted neighbours of the palette. */
export function frontColors(s: Scene): string[] {
  const t = s.tones;
  // Machiya fronts are dark timber, weathered to browns and near-blacks.
  if (s.place.roof === 'eaves') return ['#5b4636', '#4a3a2e', '#6b5240', '#3e332b'];
  return [t.wall, t.wall2, mix(t.wall, t.accent, 0.3), mix(t.wall2, s.palette.base, 0.3), mix(t.wall, '#f3eee4', 0.5)];
}
