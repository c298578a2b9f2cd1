import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';

/** Ironwork close-up: a railing of bars and scrolls against a plaster wall, with its shadow. */
export function drawIronwork(s: Scene): string {
  const { w, h } = s;
  const wall = mix(s.tones.wall, s.light.warm, 0.2);
  const iron = mix('#2f3234', s.palette.dark, 0.3);
  const out = [rect(0, 0, w, h, `fill="${wall}"`)];
  const scroll = (x: number, y: number, r: number, c: string, dx = 0, dy = 0) =>
    `<path d="M${n(x + dx)} ${n(y + dy)}c${n(r)} 0 ${n(r)} ${n(-r)} 0 ${n(-r)}c${n(-r * 0.6)} 0 ${n(-r * 0.6)} ${n(r * 0.6)} 0 ${n(r * 0.6)}" fill="none" stroke="${c}" stroke-width="${n(w * 0.012)}"/>`;
  for (const [c, dx, dy] of [
    [shade(wall, -0.25), w * 0.03, h * 0.04],
    [iron, 0, 0],
  ] as const) {
    out.push(rect(0 + dx, h * 0.12 + dy, w, h * 0.03, `fill="${c}"`), rect(0 + dx, h * 0.86 + dy, w, h * 0.03, `fill="${c}"`));
    for (let i = 0; i < 6; i++) {
      const x = w * (0.08 + i * 0.17);
      out.push(rect(x + dx, h * 0.12 + dy, w * 0.014, h * 0.77, `fill="${c}"`));
      out.push(scroll(x + w * 0.085, h * 0.5, w * 0.07, c, dx, dy), scroll(x + w * 0.085, h * 0.75, w * 0.05, c, dx, dy));
    }
  }
  return out.join('');
}

/** Signage close-up: a painted shop sign with a border and bands of lettering shown as strokes (no text). */
export function drawSignage(s: Scene): string {
  const { w, h } = s;
  const board = mix(s.palette.accent, s.palette.dark, 0.3);
  const out = [
    rect(0, 0, w, h, `fill="${s.tones.wall2}"`),
    rect(w * 0.08, h * 0.25, w * 0.84, h * 0.42, `fill="${board}" ${s.style.stroke}`),
  ];
  out.push(rect(w * 0.1, h * 0.27, w * 0.8, h * 0.38, `fill="none" stroke="${s.palette.light}" stroke-width="${n(w * 0.006)}"`));
  const ink = mix(s.palette.light, '#c9a646', 0.4);
  let x = w * 0.16;
  while (x < w * 0.8) {
    const lw = w * s.rng.range(0.03, 0.06);
    out.push(
      `<path d="M${n(x)} ${n(h * 0.56)}L${n(x + lw * 0.5)} ${n(h * 0.36)}L${n(x + lw)} ${n(h * 0.56)}" fill="none" stroke="${ink}" stroke-width="${n(w * 0.012)}" stroke-linecap="round"/>`,
    );
    x += lw * 1.4;
  }
  out.push(rect(w * 0.08, h * 0.67, w * 0.84, h * 0.04, `fill="${shade(board, -0.4)}" fill-opacity="0.5"`));
  return out.join('');
}

/** Joinery close-up: a koshi lattice over shoji paper in an eaves region, else a panelled door with its brass handle. */
export function drawJoinery(s: Scene): string {
  const { w, h } = s;
  const wood = mix(s.place.region === 'japan' ? '#8a5a3a' : '#6f4a32', s.palette.base, 0.12);
  if (s.place.roof === 'eaves') {
    const out = [rect(0, 0, w, h, `fill="${mix('#efe9dc', s.light.warm, 0.3)}"`)];
    const slat = w / 26;
    for (let x = 0; x < w; x += slat * 2)
      out.push(rect(x, 0, slat, h, `fill="${shade(wood, s.rng.range(-0.08, 0.06))}" ${s.style.stroke}`));
    for (const y of [0.18, 0.62]) out.push(rect(0, h * y, w, h * 0.05, `fill="${shade(wood, -0.15)}"`));
    for (let x = slat; x < w; x += slat * 2) out.push(rect(x, 0, slat * 0.25, h, 'fill="#000000" fill-opacity="0.15"'));
    return out.join('');
  }
  const out = [rect(0, 0, w, h, `fill="${shade(wood, -0.2)}"`)];
  const panels: [number, number, number, number][] = [
    [0.1, 0.06, 0.36, 0.4],
    [0.54, 0.06, 0.36, 0.4],
    [0.1, 0.54, 0.36, 0.4],
    [0.54, 0.54, 0.36, 0.4],
  ];
  for (const [x, y, pw, ph] of panels) {
    out.push(rect(w * x, h * y, w * pw, h * ph, `fill="${shade(wood, -0.35)}"`));
    out.push(rect(w * (x + 0.03), h * (y + 0.03), w * (pw - 0.06), h * (ph - 0.06), `fill="${shade(wood, 0.08)}" ${s.style.stroke}`));
    out.push(rect(w * (x + 0.03), h * (y + 0.03), w * (pw - 0.06), h * 0.012, 'fill="#ffffff" fill-opacity="0.2"'));
  }
  out.push(`<circle cx="${n(w * 0.5)}" cy="${n(h * 0.5)}" r="${n(w * 0.03)}" fill="#b8954a"/>`);
  return out.join('');
}
