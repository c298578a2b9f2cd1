import { mix } from './color.js';
import { fogged, litFill, type Vec3 } from './light.js';
import type { Scene } from './scene.js';
import { n, type Point } from './svg.js';

/** A pinhole camera with a shifted lens: verticals stay vertical, as in architectural photography. */
export interface View {
  pos: Vec3;
  /** Turn to the right, radians. */
  yaw: number;
  focal: number;
  cx: number;
  cy: number;
  /** Distance at which haze is strongest. */
  reach: number;
}

/** A flat polygon in space; lit by its normal unless flat. */
export interface Face {
  pts: Vec3[];
  fill: string;
  normal?: Vec3;
  holes?: Vec3[][];
  /** Draw order band: lower first (ground 0, walls 1, objects 2). */
  layer?: number;
  /** Skip when seen from behind (closed solids). */
  cull?: boolean;
  flat?: boolean;
  opacity?: number;
  outline?: boolean;
}

/** A round thing drawn facing the camera: foliage, fruit, lamp glow, a person. */
export interface Sprite {
  at: Vec3;
  r: number;
  fill: string;
  kind: 'ball' | 'glow' | 'figure' | 'dome';
  layer?: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function normalOf(pts: Vec3[]): Vec3 {
  const [u, v] = [sub(pts[1], pts[0]), sub(pts[2], pts[0])];
  const c: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const l = Math.hypot(...c) || 1;
  return [c[0] / l, c[1] / l, c[2] / l];
}

/** Camera-space coordinates: X right, Y up, Z forward. */
export function toCam(v: View, p: Vec3): Vec3 {
  const d = sub(p, v.pos);
  const [c, s] = [Math.cos(v.yaw), Math.sin(v.yaw)];
  return [d[0] * c - d[2] * s, d[1], d[0] * s + d[2] * c];
}

/** Keeps the part of a polygon where f ≥ 0 (Sutherland–Hodgman against one plane). */
export function clipHalf(pts: Vec3[], f: (p: Vec3) => number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const [a, b] = [pts[i], pts[(i + 1) % pts.length]];
    const [fa, fb] = [f(a), f(b)];
    if (fa >= 0) out.push(a);
    if (fa >= 0 !== fb >= 0) {
      const t = fa / (fa - fb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    }
  }
  return out;
}

/** Projects a loop of world points to the image, clipped at the near plane. */
export function projectLoop(v: View, pts: Vec3[]): Point[] {
  // Near plane, then a generous frustum: off-image geometry is dropped, keeping paths small.
  const k = (2 * v.cx) / v.focal;
  let cam = clipHalf(
    pts.map((p) => toCam(v, p)),
    (p) => p[2] - 0.1,
  );
  for (const f of [
    (p: Vec3) => p[2] * k - p[0],
    (p: Vec3) => p[2] * k + p[0],
    (p: Vec3) => p[2] * k * 2 - p[1],
    (p: Vec3) => p[2] * k * 2 + p[1],
  ])
    cam = clipHalf(cam, f);
  return cam.map((p): Point => [v.cx + (v.focal * p[0]) / p[2], v.cy - (v.focal * p[1]) / p[2]]);
}

function loopPath(pts: Point[]): string {
  return pts.length < 3 ? '' : `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

interface Item {
  layer: number;
  depth: number;
  svg: string;
}

function faceItem(s: Scene, v: View, f: Face): Item | null {
  const normal = f.normal ?? normalOf(f.pts);
  const center = f.pts.reduce<Vec3>(
    (a, p) => [a[0] + p[0] / f.pts.length, a[1] + p[1] / f.pts.length, a[2] + p[2] / f.pts.length],
    [0, 0, 0],
  );
  const facing = dot(normal, sub(v.pos, center)) > 0;
  if (f.cull && !facing) return null;
  const d = loopPath(projectLoop(v, f.pts));
  if (!d) return null;
  const holes = (f.holes ?? []).map((h) => loopPath(projectLoop(v, h))).join('');
  const lit = f.flat ? f.fill : litFill(f.fill, facing ? normal : [-normal[0], -normal[1], -normal[2]], s.light, s.style.step);
  const depth = Math.max(0.1, toCam(v, center)[2]);
  const fill = f.flat && f.opacity !== undefined ? lit : fogged(lit, depth, s.light, v.reach);
  const stroke = f.outline === false || f.opacity !== undefined ? '' : s.style.stroke;
  const extra = `${f.opacity !== undefined ? ` fill-opacity="${f.opacity}"` : ''}${holes ? ' fill-rule="evenodd"' : ''}`;
  return { layer: f.layer ?? 2, depth, svg: `<path d="${d}${holes}" fill="${fill}"${extra} ${stroke}/>` };
}

function spriteItem(s: Scene, v: View, sp: Sprite): Item | null {
  const c = toCam(v, sp.at);
  if (c[2] < 0.3) return null;
  const [x, y, r] = [v.cx + (v.focal * c[0]) / c[2], v.cy - (v.focal * c[1]) / c[2], (v.focal * sp.r) / c[2]];
  const fill = fogged(sp.fill, c[2], s.light, v.reach);
  const base = { layer: sp.layer ?? 2, depth: c[2] };
  if (sp.kind === 'glow') return { ...base, svg: `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#glow)"/>` };
  if (sp.kind === 'figure')
    return {
      ...base,
      svg: `<circle cx="${n(x)}" cy="${n(y - r * 3.1)}" r="${n(r * 0.42)}" fill="${fill}"/><path d="M${n(x - r * 0.55)} ${n(y)}L${n(x - r * 0.6)} ${n(y - r * 2.2)}Q${n(x)} ${n(y - r * 2.9)} ${n(x + r * 0.6)} ${n(y - r * 2.2)}L${n(x + r * 0.55)} ${n(y)}Z" fill="${fill}"/>`,
    };
  if (sp.kind === 'dome')
    return {
      ...base,
      svg: `<path d="M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.8)} 0 0 1 ${n(x + r)} ${n(y)}Z" fill="${fill}" ${s.style.stroke}/>`,
    };
  const hi =
    s.style.step === 2
      ? ''
      : `<circle cx="${n(x + r * 0.3 * Math.sign(s.light.sun[0]))}" cy="${n(y - r * 0.3)}" r="${n(r * 0.6)}" fill="${mix(fill, s.light.warm, 0.25)}" fill-opacity="0.6"/>`;
  return { ...base, svg: `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" ${s.style.stroke}/>${hi}` };
}

/** Draws faces and sprites far to near within layers; adds the lamp-glow gradient when used. */
export function renderSpace(s: Scene, v: View, faces: Face[], sprites: Sprite[] = []): string {
  const items = [...faces.map((f) => faceItem(s, v, f)), ...sprites.map((sp) => spriteItem(s, v, sp))].filter((i): i is Item => i !== null);
  items.sort((a, b) => a.layer - b.layer || b.depth - a.depth);
  const glow = sprites.some((sp) => sp.kind === 'glow')
    ? `<defs><radialGradient id="glow"><stop offset="0" stop-color="${s.light.lamp}" stop-opacity="0.85"/><stop offset="1" stop-color="${s.light.lamp}" stop-opacity="0"/></radialGradient></defs>`
    : '';
  return glow + items.map((i) => i.svg).join('');
}
