import { mix, shade } from './color.js';
import { frontColors } from './facade.js';
import { contact, type Kit, newKit, plant } from './furniture.js';
import { sky, type Vec3 } from './light.js';
import type { Scene } from './scene.js';
import { box, boxShadow, slab, wallZ } from './solids.js';
import { renderSpace, type View } from './space.js';
import { buildingRow, type Canyon, streetGround, streetLife, streetView } from './view-street.js';

const produce = ['#c8742f', '#d9a441', '#8c9a4a', '#a8432f', '#6f8a3c', '#d6c08a'];

/** One market stall facing the street's centre: counter, crates of produce, canopy on poles. */
function stall(k: Kit, s: Scene, x: number, z: number, side: number, color: string): void {
  const [xf, xb] = [x - side * 0.45, x + side * 0.45];
  const [x0, x1] = [Math.min(xf, xb), Math.max(xf, xb)];
  k.faces.push(...box([x0, 0, z - 1.2], [x1, 0.9, z + 1.2], s.tones.wood));
  contact(k, x0, z - 1.2, x1, z + 1.2, s);
  for (let c = 0; c < 3; c++) {
    const zc = z - 0.8 + c * 0.8;
    k.faces.push(...box([x0 + 0.1, 0.9, zc - 0.32], [x1 - 0.1, 1.1, zc + 0.32], mix(s.tones.wood, '#d8c29a', 0.4)));
    const fruit = s.rng.pick(produce);
    for (let i = 0; i < 4; i++) {
      const at: Vec3 = [x + s.rng.range(-0.25, 0.25), 1.16, zc + s.rng.range(-0.22, 0.22)];
      k.sprites.push({ at, r: 0.11, fill: shade(fruit, s.rng.range(-0.1, 0.1)), kind: 'ball' });
    }
  }
  const hiX = x + side * 0.7;
  const loX = x - side * 1.1;
  k.faces.push({
    pts: [
      [hiX, 2.7, z - 1.35],
      [hiX, 2.7, z + 1.35],
      [loX, 2.25, z + 1.35],
      [loX, 2.25, z - 1.35],
    ],
    fill: color,
    layer: 2.5,
  });
  for (const dz of [-1.3, 1.3]) k.faces.push(...box([loX - 0.03, 0, z + dz - 0.03], [loX + 0.03, 2.25, z + dz + 0.03], s.tones.trim));
  if (s.light.night) return;
  const [lo, hi]: [Vec3, Vec3] = [
    [Math.min(hiX, loX), 2.2, z - 1.35],
    [Math.max(hiX, loX), 2.7, z + 1.35],
  ];
  k.faces.push(boxShadow(lo, hi, s.light.sun, s.light.shadow, s.light.shadowOpacity * 0.8));
}

/** Market: rows of stalls under canopies along a street, façades behind, people between. */
export function drawMarket(s: Scene): string {
  const c: Canyon = { width: s.rng.range(11, 15), length: s.rng.range(50, 80) };
  const view = streetView(s, c, s.light.sun[0] < 0 ? 1 : -1);
  const k = newKit();
  streetGround(k, s, c);
  buildingRow(k, s, c, -1);
  buildingRow(k, s, c, 1);
  const colors = [s.tones.accent, s.tones.fabric, mix(s.tones.accent, '#f3eee4', 0.5), s.tones.wall2];
  for (const side of [-1, 1])
    for (let z = 2; z < c.length * 0.6; z += s.rng.range(3, 3.6)) stall(k, s, side * (c.width / 2 - 3), z, side, s.rng.pick(colors));
  streetLife(k, s, c, s.rng.int(6, 12));
  return sky(s.w, s.h, s.light, s.style.step, s.w / 2 + s.light.sun[0] * s.w * 0.4) + renderSpace(s, view, k.faces, k.sprites);
}

/** A tree: trunk and a rounded crown of a few balls, with its shadow. */
function tree(k: Kit, s: Scene, x: number, z: number, hgt: number): void {
  k.faces.push(...box([x - 0.12, 0, z - 0.12], [x + 0.12, hgt * 0.55, z + 0.12], mix(s.tones.trim, '#6b5a48', 0.4)));
  for (let i = 0; i < 6; i++) {
    const a = i * 2.4;
    k.sprites.push({
      at: [x + Math.cos(a) * hgt * 0.16, hgt * (0.68 + (i % 3) * 0.09), z + Math.sin(a) * hgt * 0.12],
      r: hgt * 0.2,
      fill: shade(s.tones.green, (i % 3) * 0.07 - 0.1),
      kind: 'ball',
    });
  }
  if (!s.light.night)
    k.faces.push(
      boxShadow(
        [x - hgt * 0.25, hgt * 0.5, z - hgt * 0.25],
        [x + hgt * 0.25, hgt, z + hgt * 0.25],
        s.light.sun,
        s.light.shadow,
        s.light.shadowOpacity,
      ),
    );
}

function courtWalls(k: Kit, s: Scene, wd: number, dp: number, hgt: number): void {
  const colors = frontColors(s);
  const c: Canyon = { width: wd, length: dp };
  buildingRow(k, s, c, -1);
  buildingRow(k, s, c, 1);
  const back = s.rng.pick(colors);
  k.faces.push(wallZ(dp, -wd, wd, 0, hgt, back));
  for (let x = -wd / 2 + 1.5; x < wd / 2 - 1; x += 3) {
    for (let y = 0.4; y < hgt - 3; y += 3.3) {
      const glass = s.light.night && s.rng.next() < 0.5 ? s.light.lamp : mix(s.tones.glass, s.light.skyTop, 0.3);
      k.faces.push({ ...wallZ(dp - 0.02, x - 0.7, x + 0.7, y + (y < 1 ? 0 : 0.6), y + 2.6, mix(back, '#f4efe4', 0.4), 1.4) });
      k.faces.push({ ...wallZ(dp - 0.03, x - 0.55, x + 0.55, y + (y < 1 ? 0 : 0.72), y + 2.45, glass, 1.5), flat: s.light.night });
    }
  }
}

/** Courtyard garden: paved court between façades, water basin, trees and planters. */
export function drawCourtyard(s: Scene): string {
  const [wd, dp, hgt] = [s.rng.range(14, 20), s.rng.range(18, 26), s.rng.range(10, 15)];
  const m = Math.min(s.w, s.h);
  const cam = s.comp.camera;
  const view: View = {
    pos: cam === 'elevation' ? [0, 1.6, -4] : cam === 'two-point' ? [-wd / 2 + 4.5, 1.6, -3] : [s.rng.range(-1, 1), 1.6, -1],
    yaw: cam === 'two-point' ? s.rng.range(0.35, 0.5) : 0,
    focal: m * (cam === 'elevation' ? 0.95 : 0.6),
    cx: s.w / 2,
    cy: s.h * s.comp.horizon,
    reach: 200,
  };
  const k = newKit();
  k.faces.push(slab(-wd / 2, -5, wd / 2, dp, 0, mix(s.tones.floor, '#d8d0c0', 0.55), { layer: 0 }));
  for (let x = -wd / 2 + 2; x < wd / 2; x += 2)
    k.faces.push({ ...slab(x - 0.02, -5, x + 0.02, dp, 0.004, shade(s.tones.floor, -0.05), { layer: 0.1, outline: false }), flat: true });
  courtWalls(k, s, wd, dp, hgt);
  const [bx, bz, br] = [0, dp * 0.5, s.rng.range(2, 3.2)];
  k.faces.push(...box([bx - br, 0, bz - br * 0.7], [bx + br, 0.45, bz + br * 0.7], mix(s.tones.wall, '#e8e2d6', 0.5)));
  k.faces.push({
    ...slab(bx - br + 0.2, bz - br * 0.7 + 0.2, bx + br - 0.2, bz + br * 0.7 - 0.2, 0.46, mix(s.light.skyTop, '#3f7f9f', 0.45), {
      layer: 2.1,
    }),
    flat: true,
  });
  for (const side of [-1, 1]) for (let z = 4; z < dp - 3; z += s.rng.range(5, 7)) tree(k, s, side * (wd / 2 - 2.5), z, s.rng.range(4.5, 7));
  for (let i = 0; i < 4; i++) plant(k, s, s.rng.range(-wd / 2 + 4, wd / 2 - 4), s.rng.range(3, dp - 3), 1.4);
  const sunX = s.w / 2 + s.light.sun[0] * s.w * 0.4;
  return sky(s.w, s.h, s.light, s.style.step, sunX) + renderSpace(s, view, k.faces, k.sprites);
}
