import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, type Point, polygon, rect } from '../svg.js';

/** A floor camera: eye 1.5 m up, looking level; the horizon sits at `hy`. */
function projector(s: Scene, hy: number) {
  const f = s.w * 0.9;
  const cx = s.w / 2 + s.rng.range(-s.w * 0.08, s.w * 0.08);
  return ([x, z]: Point): Point => [cx + (f * x) / z, hy + (f * 1.5) / z];
}

type Pattern = 'herringbone' | 'tile' | 'terrazzo' | 'tatami' | 'paving' | 'stone';

function patternOf(s: Scene): Pattern {
  const m = `${s.shot.motif} ${s.shot.subject}`.toLowerCase();
  for (const p of ['herringbone', 'tatami', 'terrazzo', 'tile', 'paving', 'stone'] as const) if (m.includes(p)) return p;
  if (/parquet|oak|timber|wood/.test(m)) return 'herringbone';
  if (/cobble|calçada|sett/.test(m)) return 'paving';
  return s.place.floor;
}

/** Quads of one pattern on the floor plane (x across, z away), in metres. */
function pieces(p: Pattern, s: Scene): { quad: Point[]; tone: number; kind: number }[] {
  const out: { quad: Point[]; tone: number; kind: number }[] = [];
  const r = s.rng;
  if (p === 'herringbone') {
    const [L, W] = [0.6, 0.12];
    for (let z = 1.2; z < 14; z += W * 2)
      for (let x = -8; x < 8; x += L) {
        const o = ((Math.round(z / (W * 2)) % 2) * L) / 2;
        out.push({
          quad: [
            [x + o, z],
            [x + o + L, z + L / 2],
            [x + o + L, z + L / 2 + W],
            [x + o, z + W],
          ],
          tone: r.range(-0.1, 0.08),
          kind: 0,
        });
      }
  } else if (p === 'tatami') {
    const [a, b] = [0.9, 1.8];
    for (let z = 1.2, row = 0; z < 16; z += a, row++)
      for (let x = -8 + (row % 2) * a; x < 8; x += b)
        out.push({
          quad: [
            [x, z],
            [x + b, z],
            [x + b, z + a],
            [x, z + a],
          ],
          tone: r.range(-0.04, 0.04),
          kind: 1,
        });
  } else if (p === 'tile' || p === 'stone' || p === 'paving') {
    const size = p === 'tile' ? 0.4 : p === 'paving' ? 0.18 : 0.8;
    for (let z = 1.2, row = 0; z < 18; z += size, row++)
      for (let x = -9 + (p === 'tile' ? 0 : (row % 2) * size * 0.5); x < 9; x += size)
        out.push({
          quad: [
            [x, z],
            [x + size, z],
            [x + size, z + size],
            [x, z + size],
          ],
          tone: p === 'tile' ? ((row + Math.round(x / size)) % 2 ? 0.06 : -0.06) : r.range(-0.1, 0.08),
          kind: 2,
        });
  }
  return out;
}

/** Floor in perspective: the pattern running to a back wall with a skirting and window light falling across. */
export function drawFloor(s: Scene): string {
  const { w, h } = s;
  const hy = h * 0.3;
  const project = projector(s, hy);
  const p = patternOf(s);
  const base =
    p === 'herringbone'
      ? mix('#a97e52', s.palette.base, 0.15)
      : p === 'tatami'
        ? '#c9bd8c'
        : p === 'terrazzo'
          ? '#e3dccf'
          : p === 'tile'
            ? mix(s.palette.accent, '#e8e0d0', 0.55)
            : mix('#a9a296', s.palette.base, 0.15);
  const out = [rect(0, h * 0.3, w, h * 0.7, `fill="${shade(base, -0.25)}"`)];
  const far = project([0, 12])[1];
  const gap = p === 'tatami' ? '#3b3228' : shade(base, -0.35);
  for (const piece of pieces(p, s)) {
    const q = piece.quad.map(project);
    if (q.every(([x]) => x < -50 || x > w + 50)) continue;
    out.push(polygon(q, `fill="${shade(base, piece.tone)}" stroke="${gap}" stroke-width="${p === 'tatami' ? 2.5 : 0.8}"`));
  }
  if (p === 'terrazzo') {
    const chips = ['#8d8275', '#b86a3e', '#4f5b53', '#f4efe6'];
    for (let i = 0; i < 500; i++) {
      const [x, z] = [s.rng.range(-6, 6), 1.2 + s.rng.next() ** 2 * 12];
      const [px, py] = project([x, z]);
      const r = (w * 0.02) / z;
      out.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.45)}" fill="${s.rng.pick(chips)}"/>`);
    }
  }
  // Window light: two parallelograms of sun across the floor.
  const warm = mix(s.light.warm, '#ffffff', 0.3);
  for (const x0 of [-1.6, 0.4]) {
    const q = (
      [
        [x0, 2],
        [x0 + 1.2, 2],
        [x0 + 2.2, 6],
        [x0 + 1, 6],
      ] as Point[]
    ).map(project);
    out.push(polygon(q, `fill="${warm}" fill-opacity="0.22"`));
  }
  // The back wall hides the floor beyond it; a skirting marks where they meet.
  out.push(rect(0, 0, w, far, `fill="${s.tones.wall}"`), rect(0, far - h * 0.018, w, h * 0.018, `fill="${shade(s.tones.wall, -0.25)}"`));
  const [wx, ww] = [w * s.rng.range(0.15, 0.5), w * 0.3];
  out.push(
    rect(
      wx,
      far * 0.15,
      ww,
      far * 0.7,
      `fill="${mix(s.light.skyBottom, '#ffffff', 0.3)}" stroke="${s.tones.trim}" stroke-width="${n(w * 0.008)}"`,
    ),
  );
  return out.join('');
}
