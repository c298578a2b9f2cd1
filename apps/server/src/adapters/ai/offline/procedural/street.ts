import { anyColor, mentions, type Scene } from './scene.js';
import { inQuad, lerp, n, type Point, polygon, rect } from './svg.js';

type Quad = [Point, Point, Point, Point];

function sky(s: Scene, horizon: number): string {
  const top = s.palette.light;
  const glow = mentions(s, 'night', 'evening', 'dusk', 'twilight', 'lantern') ? s.palette.dark : s.palette.accent;
  if (!s.style.shaded) return rect(0, 0, s.w, horizon, `fill="${top}"`);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${glow}" stop-opacity="0.7"/></linearGradient></defs>${rect(0, 0, s.w, horizon, 'fill="url(#sky)"')}`;
}

/** Windows (arched when the prompt is historical) on a facade quad. */
function windows(s: Scene, q: Quad, arched: boolean): string {
  const out: string[] = [];
  const cols = s.rng.int(2, 4);
  const rows = s.rng.int(2, 5);
  const color = mentions(s, 'night', 'evening', 'lantern', 'dusk') ? '#f6d27a' : s.palette.dark;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const [u0, u1] = [(i + 0.25) / cols, (i + 0.75) / cols];
      const [v0, v1] = [(j + 0.2) / rows, (j + 0.8) / rows];
      const pts: Point[] = [inQuad(q, u0, v0), inQuad(q, u1, v0), inQuad(q, u1, v1), inQuad(q, u0, v1)];
      if (arched) pts.splice(1, 0, inQuad(q, (u0 + u1) / 2, v0 - 0.12 / rows));
      out.push(polygon(pts, `fill="${color}" ${s.style.stroke}`));
    }
  }
  return out.join('');
}

/** A row of facades receding from the image edge to the vanishing point. */
function facadeRow(s: Scene, edgeX: number, vp: Point, arched: boolean): string {
  const out: string[] = [];
  let t = 0;
  while (t < 0.85) {
    const t1 = Math.min(0.92, t + s.rng.range(0.12, 0.3));
    const topNear: Point = [edgeX, s.h * s.rng.range(0.02, 0.35)];
    const bottomNear: Point = [edgeX, s.h];
    const q: Quad = [lerp(topNear, vp, t), lerp(topNear, vp, t1), lerp(bottomNear, vp, t1), lerp(bottomNear, vp, t)];
    out.push(polygon(q, `fill="${anyColor(s)}" ${s.style.stroke}`));
    out.push(windows(s, q, arched));
    t = t1;
  }
  return out.join('');
}

function people(s: Scene, horizon: number): string {
  const out: string[] = [];
  for (let i = 0; i < s.rng.int(3, 8); i++) {
    const depth = s.rng.range(0.1, 0.8);
    const size = s.h * 0.22 * (1 - depth);
    const x = s.w / 2 + s.rng.range(-0.3, 0.3) * s.w * (1 - depth);
    const y = horizon + (s.h - horizon) * (1 - depth);
    const fill = s.style.step === 2 ? anyColor(s) : '#2a2622';
    out.push(`<ellipse cx="${n(x)}" cy="${n(y - size * 0.8)}" rx="${n(size * 0.11)}" ry="${n(size * 0.13)}" fill="${fill}"/>`);
    out.push(rect(x - size * 0.14, y - size * 0.67, size * 0.28, size * 0.67, `rx="${n(size * 0.08)}" fill="${fill}"`));
  }
  return out.join('');
}

function street(s: Scene): string {
  const horizon = s.h * s.rng.range(0.45, 0.62);
  const vp: Point = [s.w * s.rng.range(0.4, 0.6), horizon];
  const arched = mentions(s, 'historical', 'heritage', 'arcade', 'arcades', 'colonial', 'gates', 'archives', 'restored');
  const sun = `<circle cx="${n(s.w * s.rng.range(0.2, 0.8))}" cy="${n(horizon * s.rng.range(0.2, 0.6))}" r="${n(s.w * 0.06)}" fill="${s.palette.accent}" opacity="0.9"/>`;
  const ground = polygon(
    [
      [0, horizon],
      [s.w, horizon],
      [s.w, s.h],
      [0, s.h],
    ],
    `fill="${s.palette.base}"`,
  );
  const road = polygon([vp, [s.w * 0.8, s.h], [s.w * 0.2, s.h]], `fill="${s.palette.dark}" opacity="0.55" ${s.style.stroke}`);
  const crowd = mentions(s, 'people', 'gathering', 'market', 'dining', 'social', 'festival', 'street', 'plaza', 'neighbours')
    ? people(s, horizon)
    : '';
  return `${sky(s, horizon)}${sun}${ground}${road}${facadeRow(s, 0, vp, arched)}${facadeRow(s, s.w, vp, arched)}${crowd}`;
}

function room(s: Scene): string {
  const m = s.rng.range(0.22, 0.32);
  const back: Quad = [
    [s.w * m, s.h * m],
    [s.w * (1 - m), s.h * m],
    [s.w * (1 - m), s.h * (1 - m * 0.9)],
    [s.w * m, s.h * (1 - m * 0.9)],
  ];
  const wall = (pts: Point[], fill: string) => polygon(pts, `fill="${fill}" ${s.style.stroke}`);
  const out = [
    wall([[0, 0], [s.w, 0], back[1], back[0]], s.palette.light),
    wall([[0, s.h], [s.w, s.h], back[2], back[3]], s.palette.base),
    wall([[0, 0], back[0], back[3], [0, s.h]], anyColor(s)),
    wall([[s.w, 0], back[1], back[2], [s.w, s.h]], anyColor(s)),
    wall(back, s.palette.light),
  ];
  const win: Quad = [inQuad(back, 0.3, 0.15), inQuad(back, 0.7, 0.15), inQuad(back, 0.7, 0.65), inQuad(back, 0.3, 0.65)];
  out.push(polygon(win, `fill="${s.palette.accent}" ${s.style.stroke}`));
  if (s.style.shaded) out.push(polygon([win[3], win[2], [s.w * 0.8, s.h], [s.w * 0.35, s.h]], 'fill="#fff8e6" opacity="0.25"'));
  const ty = s.h * (1 - m * 0.5);
  out.push(rect(s.w * 0.3, ty, s.w * 0.4, s.h * 0.04, `fill="${s.palette.dark}" ${s.style.stroke}`));
  out.push(
    rect(s.w * 0.33, ty, s.w * 0.02, s.h * 0.12, `fill="${s.palette.dark}"`),
    rect(s.w * 0.65, ty, s.w * 0.02, s.h * 0.12, `fill="${s.palette.dark}"`),
  );
  return out.join('');
}

/** microMacro 1: a street in one-point perspective, or a room when the prompt speaks of interiors. */
export function drawStreetOrRoom(s: Scene): string {
  const interior = mentions(
    s,
    'room',
    'interior',
    'lounge',
    'kitchen',
    'counter',
    'hall',
    'café',
    'cafés',
    'bar',
    'taverns',
    'izakaya',
    'render',
    'seating',
    'tableware',
  );
  return interior ? room(s) : street(s);
}
