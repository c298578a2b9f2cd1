import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';

/** Layered hills on the horizon (wooded in Japan, paler elsewhere). */
export function hills(s: Scene, hy: number, height: number): string {
  const out: string[] = [];
  const green = s.place.region === 'japan' ? '#4f6b4a' : s.place.region === 'arid' ? '#b99a74' : '#7d8f79';
  for (let layer = 0; layer < 2; layer++) {
    const c = mix(green, s.light.haze, 0.55 - layer * 0.25);
    const pts: string[] = [`0,${n(hy)}`];
    for (let i = 0; i <= 8; i++)
      pts.push(
        `${n((i * s.w) / 8)},${n(hy - height * (0.3 + 0.7 * Math.abs(Math.sin(i * 0.9 + layer * 2 + (s.seed % 7)))) * (1 - layer * 0.35))}`,
      );
    pts.push(`${n(s.w)},${n(hy)}`);
    out.push(`<polygon points="${pts.join(' ')}" fill="${c}"/>`);
  }
  return out.join('');
}

/** The open ground in front: gravel or paving with a path running to the horizon. */
export function ground(s: Scene, hy: number): string {
  const { w, h } = s;
  const g = s.place.region === 'japan' ? '#cfc8b8' : mix('#b9ab94', s.palette.base, 0.12);
  const out = [rect(0, hy, w, h - hy, `fill="${g}"`)];
  out.push(
    `<polygon points="${n(w * 0.46)},${n(hy)} ${n(w * 0.54)},${n(hy)} ${n(w * 0.8)},${n(h)} ${n(w * 0.2)},${n(h)}" fill="${shade(g, 0.08)}"/>`,
  );
  for (let i = 0; i < 60; i++) {
    const y = hy + (h - hy) * s.rng.next() ** 1.5;
    out.push(rect(s.rng.range(0, w), y, 2 + (y - hy) * 0.02, 1 + (y - hy) * 0.01, `fill="${shade(g, -0.2)}" fill-opacity="0.5"`));
  }
  return out.join('');
}

/** A tree by region: pine (layered flat crowns), cypress, palm or a round crown. */
export function tree(s: Scene, x: number, base: number, size: number): string {
  const trunk = '#5a4636';
  const leaf = shade(s.tones.green, s.rng.range(-0.15, 0.05));
  const t = s.place.tree;
  if (t === 'pine') {
    const out = [
      `<path d="M${n(x)} ${n(base)}Q${n(x + size * 0.1)} ${n(base - size * 0.5)} ${n(x - size * 0.05)} ${n(base - size * 0.9)}" stroke="${trunk}" stroke-width="${n(size * 0.05)}" fill="none"/>`,
    ];
    for (let i = 0; i < 4; i++)
      out.push(
        `<ellipse cx="${n(x + (i % 2 ? size * 0.15 : -size * 0.12))}" cy="${n(base - size * (0.45 + i * 0.15))}" rx="${n(size * (0.28 - i * 0.04))}" ry="${n(size * 0.07)}" fill="${shade(leaf, -0.1)}"/>`,
      );
    return out.join('');
  }
  if (t === 'cypress')
    return `${rect(x - size * 0.02, base - size * 0.1, size * 0.04, size * 0.1, `fill="${trunk}"`)}<ellipse cx="${n(x)}" cy="${n(base - size * 0.5)}" rx="${n(size * 0.1)}" ry="${n(size * 0.45)}" fill="${shade(leaf, -0.15)}"/>`;
  if (t === 'palm') {
    const top = [x + size * 0.08, base - size];
    const fronds = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = Math.PI * (1.1 + i * 0.16);
      return `<path d="M${n(top[0])} ${n(top[1])}q${n(Math.cos(a) * size * 0.25)} ${n(Math.sin(a) * size * 0.2)} ${n(Math.cos(a) * size * 0.4)} ${n(Math.sin(a) * size * 0.05 + size * 0.15)}" stroke="${leaf}" stroke-width="${n(size * 0.04)}" fill="none"/>`;
    });
    return `<path d="M${n(x)} ${n(base)}Q${n(x + size * 0.1)} ${n(base - size * 0.5)} ${n(top[0])} ${n(top[1])}" stroke="${trunk}" stroke-width="${n(size * 0.04)}" fill="none"/>${fronds.join('')}`;
  }
  return `${rect(x - size * 0.025, base - size * 0.45, size * 0.05, size * 0.45, `fill="${trunk}"`)}<circle cx="${n(x)}" cy="${n(base - size * 0.6)}" r="${n(size * 0.28)}" fill="${leaf}"/><circle cx="${n(x + size * 0.15)}" cy="${n(base - size * 0.5)}" r="${n(size * 0.2)}" fill="${shade(leaf, -0.08)}"/>`;
}

/** A row of buildings on a far bank: low eaves houses in Japan, stacked coloured fronts with tiled roofs elsewhere. */
export function roofline(s: Scene, base: number, height: number): string {
  const out: string[] = [];
  let x = -s.rng.range(0, 30);
  const colours = [s.tones.wall, s.tones.wall2, s.palette.accent, mix(s.palette.base, '#ffffff', 0.4)];
  while (x < s.w) {
    const bw = s.w * s.rng.range(0.06, 0.12);
    const bh = s.place.roof === 'eaves' ? height * s.rng.range(0.35, 0.55) : height * s.rng.range(0.6, 1.1);
    const c = s.place.roof === 'eaves' ? mix('#6b5a48', s.light.haze, 0.3) : mix(s.rng.pick(colours), s.light.haze, 0.3);
    out.push(rect(x, base - bh, bw, bh, `fill="${c}"`));
    if (s.place.roof === 'eaves')
      out.push(
        `<path d="M${n(x - bw * 0.1)} ${n(base - bh)}L${n(x + bw * 0.5)} ${n(base - bh - height * 0.15)}L${n(x + bw * 1.1)} ${n(base - bh)}Z" fill="#3f4447"/>`,
      );
    else {
      out.push(
        `<path d="M${n(x)} ${n(base - bh)}L${n(x + bw / 2)} ${n(base - bh - height * 0.12)}L${n(x + bw)} ${n(base - bh)}Z" fill="${mix('#a4553a', s.light.haze, 0.3)}"/>`,
      );
      for (let r = 0; r < 3; r++)
        out.push(rect(x + bw * 0.25, base - bh + bh * (0.15 + r * 0.28), bw * 0.5, bh * 0.12, `fill="${shade(c, -0.3)}"`));
    }
    x += bw;
  }
  return out.join('');
}
