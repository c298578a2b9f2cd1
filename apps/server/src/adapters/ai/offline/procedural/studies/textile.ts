import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';
import { textureOf } from './swatches.js';

/** The cloth's two thread colours: the shot's textile material, else linen and the accent. */
function threads(s: Scene): [string, string] {
  const cloth = s.shot.materials.find((m) => textureOf(m)[0] === 'linen');
  const base = cloth ? textureOf(cloth)[1] : '#d9cdb9';
  const warp = mix(base, s.palette.base, 0.12);
  const indigo = s.shot.motif === 'indigo' || /indigo/.test(cloth ?? '');
  // Indigo is dyed in the warp and woven with undyed weft, like denim and sashiko cloth.
  if (indigo) return ['#2f3f6b', '#d9cdb9'];
  return [warp, mix(warp, s.palette.accent, 0.45)];
}

/** Textile close-up: warp and weft threads going over and under, each with its fibres, a fold of shadow across. */
export function drawWeave(s: Scene): string {
  const { w, h, rng } = s;
  const [warp, weft] = threads(s);
  const cell = Math.min(w, h) / rng.int(16, 22);
  const out = [rect(0, 0, w, h, `fill="${shade(warp, -0.5)}"`)];
  const twill = rng.next() < 0.5;
  const fibre = (c: string) => `fill="${shade(c, -0.22)}" fill-opacity="0.55"`;
  for (let i = 0; i * cell < w; i++)
    for (let j = 0; j * cell < h; j++) {
      const over = twill ? (i + j) % 4 < 2 : (i + j) % 2 === 0;
      const [x, y] = [i * cell, j * cell];
      if (over) {
        const c = shade(warp, rng.range(-0.06, 0.06));
        out.push(rect(x + cell * 0.12, y, cell * 0.76, cell, `fill="${c}"`));
        for (let f = 1; f < 3; f++) out.push(rect(x + cell * (0.12 + f * 0.25), y, cell * 0.04, cell, fibre(c)));
        out.push(rect(x + cell * 0.12, y + cell * 0.85, cell * 0.76, cell * 0.15, 'fill="#000000" fill-opacity="0.18"'));
      } else {
        const c = shade(weft, rng.range(-0.06, 0.06));
        out.push(rect(x, y + cell * 0.12, cell, cell * 0.76, `fill="${c}"`));
        for (let f = 1; f < 3; f++) out.push(rect(x, y + cell * (0.12 + f * 0.25), cell, cell * 0.04, fibre(c)));
        out.push(rect(x + cell * 0.85, y + cell * 0.12, cell * 0.15, cell * 0.76, 'fill="#000000" fill-opacity="0.18"'));
      }
    }
  const id = 'fold';
  out.push(
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0.3" stop-color="#000000" stop-opacity="0"/><stop offset="0.5" stop-color="#000000" stop-opacity="0.35"/><stop offset="0.62" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.8" stop-color="#000000" stop-opacity="0"/></linearGradient></defs>${rect(0, 0, w, h, `fill="url(#${id})"`)}`,
  );
  return out.join('');
}

/** Noren or curtains: cloth panels hanging from a rod in a doorway, split in the middle, light behind. */
export function drawNoren(s: Scene): string {
  const { w, h, rng } = s;
  const [cloth, ink] = threads(s);
  const wall = s.tones.wall;
  const out = [
    rect(0, 0, w, h, `fill="${wall}"`),
    rect(w * 0.18, h * 0.08, w * 0.64, h * 0.92, `fill="${mix(s.light.warm, '#ffffff', 0.3)}"`),
  ];
  out.push(rect(w * 0.18, h * 0.78, w * 0.64, h * 0.22, `fill="${shade(s.tones.floor, 0.1)}"`));
  out.push(
    rect(w * 0.15, h * 0.06, w * 0.03, h * 0.94, `fill="${s.tones.wood}"`),
    rect(w * 0.82, h * 0.06, w * 0.03, h * 0.94, `fill="${s.tones.wood}"`),
  );
  out.push(rect(w * 0.12, h * 0.05, w * 0.76, h * 0.03, `fill="${shade(s.tones.wood, -0.2)}"`));
  const panels = rng.pick([2, 3, 4]);
  const pw = (w * 0.64) / panels;
  for (let p = 0; p < panels; p++) {
    const x = w * 0.18 + p * pw;
    const sway = rng.range(-w * 0.01, w * 0.01);
    out.push(
      `<path d="M${n(x + 2)} ${n(h * 0.08)}L${n(x + pw - 2)} ${n(h * 0.08)}L${n(x + pw - 2 + sway)} ${n(h * 0.5)}L${n(x + 2 + sway)} ${n(h * 0.5)}Z" fill="${shade(cloth, -0.05)}" ${s.style.stroke}/>`,
    );
    for (let f = 1; f < 4; f++) out.push(rect(x + (pw * f) / 4, h * 0.08, 1, h * 0.42, `fill="#000" fill-opacity="0.12"`));
  }
  out.push(`<circle cx="${n(w / 2)}" cy="${n(h * 0.28)}" r="${n(w * 0.06)}" fill="none" stroke="${ink}" stroke-width="${n(w * 0.012)}"/>`);
  return out.join('');
}

/** A rug seen from above: field, borders and a repeated motif in the palette. */
export function drawRug(s: Scene): string {
  const { w, h, rng } = s;
  const field = mix(s.palette.accent, '#8a3b2b', 0.3);
  const out = [rect(0, 0, w, h, `fill="${s.tones.floor}"`), rect(w * 0.08, h * 0.08, w * 0.84, h * 0.84, `fill="${field}"`)];
  for (let b = 0; b < 3; b++)
    out.push(
      rect(
        w * (0.1 + b * 0.03),
        h * (0.1 + b * 0.03),
        w * (0.8 - b * 0.06),
        h * (0.8 - b * 0.06),
        `fill="none" stroke="${b % 2 ? s.palette.light : s.palette.dark}" stroke-width="${n(w * 0.01)}"`,
      ),
    );
  const k = rng.int(3, 5);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const [cx, cy, r] = [w * (0.22 + (0.56 * (i + 0.5)) / k), h * (0.22 + (0.56 * (j + 0.5)) / k), (w * 0.2) / k];
      out.push(
        `<polygon points="${n(cx)},${n(cy - r)} ${n(cx + r)},${n(cy)} ${n(cx)},${n(cy + r)} ${n(cx - r)},${n(cy)}" fill="${(i + j) % 2 ? s.palette.light : s.tones.fabric}"/>`,
      );
    }
  return out.join('');
}
