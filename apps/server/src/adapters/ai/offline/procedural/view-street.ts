import { mix, shade } from './color.js';
import { buildFront, frontColors } from './facade.js';
import { type Kit, newKit } from './furniture.js';
import { sky } from './light.js';
import { mentions, type Scene } from './scene.js';
import { boxShadow, slab, wallZ } from './solids.js';
import { renderSpace, type View } from './space.js';

/** Street dimensions: width between façades and length to the far end. */
export interface Canyon {
  width: number;
  length: number;
}

/** A camera for a view down a street (one-point), across it (two-point) or at a façade (elevation). */
export function streetView(s: Scene, c: Canyon, side: number): View {
  const base = { cx: s.w / 2, cy: s.h * s.comp.horizon, reach: 160 };
  const m = Math.min(s.w, s.h);
  if (s.comp.camera === 'elevation')
    return { ...base, pos: [-side * (c.width / 2 - 0.5), 1.6, 16], yaw: (side * Math.PI) / 2, focal: m * 0.95 };
  if (s.comp.camera === 'two-point')
    return { ...base, pos: [-side * (c.width / 2 - 1.2), 1.6, 0], yaw: side * s.rng.range(0.35, 0.6), focal: m * 0.6 };
  return { ...base, pos: [s.rng.range(-0.25, 0.25) * c.width, 1.6, -2], yaw: s.rng.range(-0.08, 0.08), focal: m * 0.62 };
}

/** Ground of a street: roadway, pavements and kerbs. */
export function streetGround(k: Kit, s: Scene, c: Canyon): void {
  const pave = mix(s.tones.floor, '#d8d0c0', 0.45);
  k.faces.push(slab(-c.width / 2, -5, c.width / 2, c.length + 40, 0, pave, { layer: 0 }));
  const road = c.width * 0.55;
  k.faces.push(slab(-road / 2, -5, road / 2, c.length + 40, 0.005, shade(s.tones.floor, -0.15), { layer: 0.1 }));
}

/** People and, after dark, strings of lights across the street. */
export function streetLife(k: Kit, s: Scene, c: Canyon, count: number): void {
  for (let i = 0; i < count; i++) {
    const z = s.rng.range(4, c.length * 0.6);
    k.sprites.push({
      at: [s.rng.range(-0.45, 0.45) * c.width, 0, z],
      r: 0.48,
      fill: shade(s.tones.trim, s.rng.range(-0.2, 0.2)),
      kind: 'figure',
    });
  }
  if ((!s.light.night && s.light.time !== 'evening') || s.comp.camera === 'elevation') return;
  for (let z = 8; z < c.length * 0.8; z += 9) {
    for (let i = 1; i < 8; i++) {
      const x = -c.width / 2 + (i / 8) * c.width;
      k.sprites.push({ at: [x, 6 - Math.sin((i / 8) * Math.PI) * 0.8, z], r: 0.45, fill: s.light.lamp, kind: 'glow', layer: 3 });
    }
  }
}

/** One side of a street: buildings of varied width and height, with their ground shadows. */
export function buildingRow(k: Kit, s: Scene, c: Canyon, side: number): void {
  const colors = frontColors(s);
  const x = (side * c.width) / 2;
  const awnings = mentions(s, 'market', 'café', 'cafés', 'shop', 'dining', 'festival', 'street') || s.rng.next() < 0.4;
  for (let z = -4; z < c.length; ) {
    const len = s.rng.range(6, 12);
    const height = s.place.roof === 'eaves' ? s.rng.pick([6.2, 6.8, 7.4]) : s.rng.pick([10.5, 13.5, 16.5, 19.5]);
    buildFront(k, s, { x, z0: z, z1: z + len, side, height, fill: s.rng.pick(colors) }, { awnings, balconies: true });
    if (!s.light.night && s.light.sun[0] * side > 0)
      k.faces.push(
        boxShadow(
          [Math.min(x, x + side * 8), 0, z],
          [Math.max(x, x + side * 8), height, z + len],
          s.light.sun,
          s.light.shadow,
          s.light.shadowOpacity,
          [-c.width / 2, c.width / 2, -5, c.length],
        ),
      );
    z += len;
  }
}

/** Street canyon: two rows of façades receding to a far building, with pavements, people and light. */
export function drawStreet(s: Scene): string {
  // Kyoto's streets of machiya are narrow; elsewhere a street of apartment fronts.
  const c: Canyon = { width: s.place.roof === 'eaves' ? s.rng.range(5, 8) : s.rng.range(9, 15), length: s.rng.range(60, 110) };
  const side = s.light.sun[0] < 0 ? 1 : -1;
  const view = streetView(s, c, side);
  const k = newKit();
  streetGround(k, s, c);
  buildingRow(k, s, c, -1);
  buildingRow(k, s, c, 1);
  const farHeight = s.place.roof === 'eaves' ? s.rng.range(6, 8) : s.rng.range(12, 22);
  k.faces.push(wallZ(c.length + 6, -c.width * 2, c.width * 2, 0, farHeight, s.rng.pick(frontColors(s))));
  streetLife(k, s, c, mentions(s, 'people', 'gathering', 'festival', 'promenade', 'life', 'market') ? s.rng.int(6, 12) : s.rng.int(2, 5));
  const sunX = s.w / 2 + s.light.sun[0] * s.w * 0.4;
  return sky(s.w, s.h, s.light, s.style.step, sunX) + renderSpace(s, view, k.faces, k.sprites);
}
