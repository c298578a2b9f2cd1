import { mix, shade } from './color.js';
import { artwork, contact, type Kit, loungeChair, newKit, pendant, plant, roundTable, rug, shelves, sofa, table } from './furniture.js';
import type { Vec3 } from './light.js';
import { mentions, type Scene } from './scene.js';
import { box, dropToGround, groundPatch, slab, wallX, wallZ } from './solids.js';
import { type Face, renderSpace, type View } from './space.js';

/** Room dimensions in metres. */
interface Shell {
  w: number;
  d: number;
  h: number;
  /** −1 windows on the left wall, +1 on the right. */
  side: number;
}

function windowsAndLight(s: Scene, r: Shell, k: Kit): void {
  const x = (r.side * r.w) / 2;
  const count = s.rng.int(1, 3);
  const span = r.d * 0.7;
  const glassy = s.light.night ? mix('#1d2440', s.light.skyTop, 0.4) : mix(s.light.skyBottom, '#ffffff', 0.35);
  for (let i = 0; i < count; i++) {
    const zc = r.d * 0.2 + ((i + 0.5) / count) * span;
    const half = Math.min(0.9, span / count / 2 - 0.25);
    const [y0, y1] = [s.rng.next() < 0.5 ? 0.05 : 0.6, r.h - 0.4];
    const inset = x - r.side * 0.01;
    k.faces.push({ ...wallX(inset, zc - half, zc + half, y0, y1, glassy, 1.2), flat: true });
    k.faces.push({ ...wallX(inset - r.side * 0.005, zc - 0.025, zc + 0.025, y0, y1, s.tones.trim, 1.3), flat: true, outline: false });
    const sun = s.light.sun;
    if (s.light.night || sun[0] * r.side <= 0.05) continue;
    const corners: Vec3[] = [
      [x, y0, zc - half],
      [x, y0, zc + half],
      [x, y1, zc + half],
      [x, y1, zc - half],
    ];
    const patch = dropToGround(corners, sun);
    k.faces.push(groundPatch(patch, 0.012, s.light.warm, s.style.step === 2 ? 0.5 : 0.35, [-r.w / 2, r.w / 2, 0, r.d]));
  }
}

function shell(s: Scene, r: Shell): Face[] {
  const t = s.tones;
  const back = s.rng.next() < 0.4 ? t.wall2 : t.wall;
  const faces = [
    slab(-r.w / 2, -2, r.w / 2, r.d, 0, t.floor, { layer: 0 }),
    { ...slab(-r.w / 2, -2, r.w / 2, r.d, r.h, mix(t.wall, '#ffffff', 0.2), { layer: 0 }), normal: [0, -1, 0] as Vec3 },
    wallX(-r.w / 2, -2, r.d, 0, r.h, t.wall),
    { ...wallX(r.w / 2, -2, r.d, 0, r.h, t.wall), normal: [-1, 0, 0] as Vec3 },
    wallZ(r.d, -r.w / 2, r.w / 2, 0, r.h, back),
    wallZ(r.d - 0.01, -r.w / 2, r.w / 2, 0, 0.12, shade(back, -0.25), 1.1),
  ];
  // Floor boards or large tiles read as lines converging on the vanishing point.
  const step = s.rng.pick([0.6, 0.9, 1.2]);
  for (let x = -r.w / 2 + step; x < r.w / 2; x += step)
    faces.push({ ...slab(x - 0.006, -2, x + 0.006, r.d, 0.003, shade(t.floor, -0.12), { layer: 0.1, outline: false }), flat: true });
  return faces;
}

type Layout = 'lounge' | 'dining' | 'library' | 'bar' | 'gallery' | 'workshop';

function chooseLayout(s: Scene): Layout {
  if (s.comp.family === 'workshop') return 'workshop';
  // A shot that names its furniture (a moodboard's "Shop Shelves" for a lounge) is furnished by it, not by the area's words.
  const named = ({ tables: 'dining', shelves: 'library', counter: 'bar' } as const)[s.shot.motif as 'tables' | 'shelves' | 'counter'];
  if (named) return named;
  if (mentions(s, 'seating', 'lounge', 'sofa', 'textile', 'linen')) return 'lounge';
  if (mentions(s, 'tableware', 'dining', 'kitchen', 'table', 'restaurant')) return 'dining';
  if (mentions(s, 'archives', 'library', 'storage', 'books', 'shelves')) return 'library';
  if (mentions(s, 'bar', 'café', 'cafe', 'counter', 'izakaya', 'taverns')) return 'bar';
  return s.rng.pick(['lounge', 'dining', 'library', 'gallery', 'lounge'] as const);
}

type Furnisher = (s: Scene, r: Shell, k: Kit, zc: number, far: number) => void;

const layouts: Record<Layout, Furnisher> = {
  lounge: (s, r, k, zc, far) => {
    rug(k, s, 0, zc, Math.min(3.4, r.w * 0.6), 2.6);
    sofa(k, s, 0, zc + 1.1, 0, 2.2);
    loungeChair(k, s, -1.35, zc - 0.2, 1);
    loungeChair(k, s, 1.35, zc - 0.2, 3);
    roundTable(k, s, 0, zc, 0.45, 0.38);
    plant(k, s, far + r.side * 0.5, r.d - 0.6, 1.3);
    artwork(k, s, 0, 1.3, r.d - 0.02, 1.4, 1);
  },
  dining: (s, r, k, zc) => {
    const len = Math.min(3.2, r.d * 0.45);
    table(k, s, 0, zc, 1, len);
    for (let i = 0; i < 3; i++) {
      const z = zc - len / 2 + 0.5 + (i * (len - 1)) / 2;
      for (const u of [-1, 1]) k.faces.push(...box([u * 0.75 - 0.2, 0, z - 0.2], [u * 0.75 + 0.2, 0.45, z + 0.2], s.tones.accent));
      pendant(k, s, 0, zc - len / 3 + (i * len) / 3, r.h, 1.1, 0.22);
    }
    artwork(k, s, 0, 1.2, r.d - 0.02, 2, 1.1);
  },
  library: (s, r, k, zc, far) => {
    shelves(k, s, far, 0.5, r.d - 0.3, r.h - 0.3, -r.side);
    rug(k, s, 0, zc, 2.4, 2.2);
    loungeChair(k, s, r.side * 0.6, zc, r.side > 0 ? 3 : 1);
    roundTable(k, s, r.side * -0.2, zc + 0.3, 0.3, 0.5);
    pendant(k, s, 0, zc, r.h, 0.9, 0.3);
  },
  bar: (s, r, k, _zc, far) => {
    const x = far + r.side * 0.45;
    k.faces.push(...box([Math.min(x, x + r.side * 0.7), 0, 0.8], [Math.max(x, x + r.side * 0.7), 1.05, r.d - 1], s.tones.wood));
    shelves(k, s, far, 1, r.d - 1.2, r.h - 0.4, -r.side);
    for (let z = 1.4; z < r.d - 1.2; z += 0.9)
      k.faces.push(...box([x + r.side - 0.18, 0, z - 0.18], [x + r.side + 0.18, 0.72, z + 0.18], s.tones.trim));
    for (let z = 1.6; z < r.d - 1.2; z += 1.6) pendant(k, s, x + r.side * 0.35, z, r.h, 1, 0.2);
  },
  gallery: (s, r, k, zc, far) => {
    k.faces.push(...box([-1, 0.35, zc - 0.2], [1, 0.45, zc + 0.2], s.tones.wood));
    for (const x of [-0.9, 0.75]) k.faces.push(...box([x, 0, zc - 0.15], [x + 0.15, 0.35, zc + 0.15], s.tones.trim));
    contact(k, -1, zc - 0.2, 1, zc + 0.2, s);
    artwork(k, s, -0.9, 1.1, r.d - 0.02, 1.1, 1.5);
    artwork(k, s, 0.9, 1.3, r.d - 0.02, 0.9, 0.9);
    plant(k, s, far + r.side * 0.6, zc + 1.5, 1.5);
  },
  workshop: (s, r, k, _zc, far) => workshop(s, r, k, far),
};

function workshop(s: Scene, r: Shell, k: Kit, far: number): void {
  const zc = r.d * 0.55;
  for (const dz of [-1, 1]) {
    table(k, s, 0, zc + dz * 1.2, 2.4, 0.9, 0.9, shade(s.tones.wood, 0.05));
    for (let i = 0; i < 5; i++)
      k.faces.push(
        ...box(
          [-1 + i * 0.45, 0.9, zc + dz * 1.2 - 0.1],
          [-0.85 + i * 0.45, 0.9 + s.rng.range(0.05, 0.3), zc + dz * 1.2 + 0.05],
          s.rng.pick([s.tones.metal, s.tones.accent, s.tones.trim, s.tones.wall2]),
        ),
      );
    pendant(k, s, 0, zc + dz * 1.2, r.h, 1.2, 0.32);
  }
  shelves(k, s, far, 0.6, r.d - 0.4, r.h - 0.2, -r.side);
  const board: Face = { ...wallZ(r.d - 0.02, -1.6, 1.6, 1, 2.4, mix(s.tones.wood, s.tones.wall, 0.5), 1.2), flat: true };
  k.faces.push(board);
  for (let i = 0; i < 9; i++)
    k.faces.push({
      ...wallZ(r.d - 0.03, -1.4 + i * 0.33, -1.36 + i * 0.33, 1.3, 1.6 + (i % 3) * 0.25, s.tones.trim, 1.3),
      flat: true,
      outline: false,
    });
}

/** Interior room (and workshop) in one- or two-point perspective, with daylight through side windows. */
export function drawRoom(s: Scene): string {
  const r: Shell = { w: s.rng.range(5.5, 7.5), d: s.rng.range(6, 8), h: s.rng.range(2.9, 3.8), side: s.light.sun[0] < 0 ? -1 : 1 };
  const two = s.comp.camera === 'two-point';
  const lens = Math.min(s.w, s.h) * (two ? 0.55 : 0.62);
  const view: View = {
    pos: two ? [(r.side * r.w) / 2 - r.side * 0.9, 1.5, 0.2] : [s.rng.range(-0.5, 0.5), 1.45, -1.2],
    yaw: two ? -r.side * s.rng.range(0.35, 0.55) : 0,
    focal: lens,
    cx: s.w / 2,
    cy: s.h * Math.min(0.56, Math.max(0.46, s.comp.horizon)),
    reach: 120,
  };
  const k = newKit();
  k.faces.push(...shell(s, r));
  windowsAndLight(s, r, k);
  layouts[chooseLayout(s)](s, r, k, r.d * 0.55, -r.side * (r.w / 2));
  return renderSpace(s, view, k.faces, k.sprites);
}
