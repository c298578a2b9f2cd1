import { mix, shade } from './color.js';
import type { Scene } from './scene.js';
import { n, rect } from './svg.js';

/** Azulejo ink: the prompt's blue when named, else a deep tone of the palette. */
function ink(s: Scene): string {
  const blue = s.palette.all.find((c) => /^#[0-3][0-9a-f][3-6][0-9a-f][8-b][0-9a-f]$/i.test(c));
  return blue ?? shade(mix(s.palette.base, '#1f4e9c', s.rng.range(0.2, 0.7)), -0.1);
}

const motifs: ((c: string, u: number) => string)[] = [
  (c, u) =>
    `<circle cx="${n(u * 0.25)}" cy="${n(u * 0.25)}" r="${n(u * 0.17)}" fill="none" stroke="${c}" stroke-width="${n(u * 0.05)}"/><circle cx="0" cy="0" r="${n(u * 0.2)}" fill="${c}"/><path d="M${n(u * 0.5)} 0A${n(u * 0.5)} ${n(u * 0.5)} 0 0 1 0 ${n(u * 0.5)}" fill="none" stroke="${c}" stroke-width="${n(u * 0.04)}"/>`,
  (c, u) =>
    `<path d="M0 ${n(u * 0.08)}L${n(u * 0.32)} ${n(u * 0.32)}L${n(u * 0.08)} 0Z" fill="${c}"/><path d="M${n(u * 0.5)} ${n(u * 0.18)}Q${n(u * 0.3)} ${n(u * 0.3)} ${n(u * 0.18)} ${n(u * 0.5)}" fill="none" stroke="${c}" stroke-width="${n(u * 0.05)}"/><circle cx="${n(u * 0.5)}" cy="${n(u * 0.5)}" r="${n(u * 0.08)}" fill="${c}"/>`,
  (c, u) =>
    `<ellipse cx="${n(u * 0.2)}" cy="${n(u * 0.2)}" rx="${n(u * 0.22)}" ry="${n(u * 0.07)}" transform="rotate(45 ${n(u * 0.2)} ${n(u * 0.2)})" fill="${c}"/><circle cx="0" cy="0" r="${n(u * 0.07)}" fill="${c}"/><path d="M${n(u * 0.5)} ${n(u * 0.3)}A${n(u * 0.2)} ${n(u * 0.2)} 0 0 0 ${n(u * 0.3)} ${n(u * 0.5)}L${n(u * 0.5)} ${n(u * 0.5)}Z" fill="${c}"/>`,
  (c, u) =>
    `<rect x="${n(u * 0.05)}" y="${n(u * 0.05)}" width="${n(u * 0.2)}" height="${n(u * 0.2)}" transform="rotate(45 ${n(u * 0.15)} ${n(u * 0.15)})" fill="none" stroke="${c}" stroke-width="${n(u * 0.04)}"/><path d="M0 ${n(u * 0.42)}L${n(u * 0.42)} 0" stroke="${c}" stroke-width="${n(u * 0.06)}"/><circle cx="${n(u * 0.5)}" cy="${n(u * 0.5)}" r="${n(u * 0.14)}" fill="none" stroke="${c}" stroke-width="${n(u * 0.05)}"/>`,
];

/** Azulejo-like tiles: a quarter motif turned four times per tile, grout, hand-made tone drift. */
export function tiles(s: Scene): string {
  const cells = s.rng.int(3, 6);
  const u = Math.max(s.w, s.h) / cells;
  const c = ink(s);
  const glaze = mix('#f3efe6', s.palette.light, 0.3);
  const quarter = s.rng.pick(motifs)(c, u);
  const tile = [0, 90, 180, 270].map((a) => `<g transform="rotate(${a} ${n(u / 2)} ${n(u / 2)})">${quarter}</g>`).join('');
  const out = [`<defs><g id="tile">${rect(0, 0, u, u, `fill="${glaze}"`)}${tile}</g></defs>`];
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < Math.ceil(s.h / u); j++) {
      out.push(`<use href="#tile" x="${n(i * u)}" y="${n(j * u)}"/>`);
      if (s.style.step !== 2)
        out.push(rect(i * u, j * u, u, u, `fill="${s.rng.next() < 0.5 ? '#fff' : c}" fill-opacity="${s.rng.range(0, 0.08).toFixed(2)}"`));
    }
  }
  const grout = s.style.step === 2 ? '#111' : mix(glaze, '#9b968c', 0.5);
  for (let i = 0; i <= cells; i++)
    out.push(rect(i * u - 1.5, 0, 3, s.h, `fill="${grout}"`), rect(0, i * u - 1.5, s.w, 3, `fill="${grout}"`));
  return out.join('');
}

/** Woven textile: over-under strands with thread lines, linen-like calm colours. */
export function weave(s: Scene): string {
  const strands = s.rng.int(8, 14);
  const size = s.w / strands;
  const [a, b] = [mix(s.tones.fabric, '#e6dccb', 0.4), mix(s.tones.accent, s.tones.fabric, s.rng.range(0.2, 0.7))];
  const out = [rect(0, 0, s.w, s.h, `fill="${shade(b, -0.35)}"`)];
  for (let i = 0; i < strands; i++) {
    for (let j = 0; j < Math.ceil(s.h / size); j++) {
      const over = (i + j) % 2 === 0;
      const [x, y] = [i * size, j * size];
      const fill = over ? a : b;
      out.push(
        over
          ? rect(x + size * 0.06, y, size * 0.88, size, `fill="${fill}" ${s.style.stroke}`)
          : rect(x, y + size * 0.06, size, size * 0.88, `fill="${fill}" ${s.style.stroke}`),
      );
      if (s.style.step === 2) continue;
      for (let t = 1; t < 4; t++) {
        const d = over ? `M${n(x + (t * size) / 4)} ${n(y)}V${n(y + size)}` : `M${n(x)} ${n(y + (t * size) / 4)}H${n(x + size)}`;
        out.push(`<path d="${d}" stroke="${shade(fill, -0.15)}" stroke-width="${n(size * 0.02)}"/>`);
      }
    }
  }
  return out.join('');
}

/** Brickwork in a stretcher, Flemish or stack bond, mortar joints and fired-tone drift. */
export function bricks(s: Scene): string {
  const bond = s.rng.pick(['stretcher', 'flemish', 'stack'] as const);
  const bh = s.h / s.rng.int(9, 14);
  const bw = bh * 2.8;
  const brick = mix('#a4533d', s.palette.base, s.rng.range(0.1, 0.35));
  const out = [rect(0, 0, s.w, s.h, `fill="${mix(s.palette.light, '#cfc6b5', 0.5)}"`)];
  const joint = bh * 0.12;
  for (let r = 0; r * bh < s.h; r++) {
    let x = bond === 'stack' ? 0 : r % 2 ? -bw / 2 : 0;
    for (let k = 0; x < s.w; k++) {
      const len = bond === 'flemish' && (k + r) % 2 ? bw / 2 : bw;
      out.push(
        rect(
          x + joint / 2,
          r * bh + joint / 2,
          len - joint,
          bh - joint,
          `fill="${shade(brick, s.rng.range(-0.15, 0.12))}" ${s.style.stroke}`,
        ),
      );
      x += len;
    }
  }
  return out.join('');
}
