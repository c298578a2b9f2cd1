import type { Rng } from '../../seed.js';
import { mix, shade } from '../color.js';
import { n, rect } from '../svg.js';

/** Surface textures a flat-lay or a close-up can show. */
export type Texture = 'wood' | 'stone' | 'terrazzo' | 'plaster' | 'linen' | 'metal' | 'tile' | 'paper' | 'brick' | 'rattan';

const byWord: [RegExp, Texture, string][] = [
  [/hinoki|cypress/, 'wood', '#d9b98c'],
  [/charred|shou sugi/, 'wood', '#3a3430'],
  [/walnut/, 'wood', '#6b4a34'],
  [/oak|ash|birch|pine|gum|timber|wood|cedar|teak|lacquer/, 'wood', '#a97e52'],
  [/terrazzo/, 'terrazzo', '#e6dfd3'],
  [/granite|basalt|bluestone|slate|volcanic/, 'stone', '#8e8c88'],
  [/limestone|travertine|sandstone|marble|stone|coral/, 'stone', '#d8cdb8'],
  [/washi|paper/, 'paper', '#f1ebde'],
  [/plaster|tadelakt|lime|clay|earth|pisé|render/, 'plaster', '#e4d6c2'],
  [/indigo/, 'linen', '#2f3f6b'],
  [/linen|wool|cotton|silk|cloth|textile/, 'linen', '#d9cdb9'],
  [/brass|bronze|gold/, 'metal', '#b8954a'],
  [/copper/, 'metal', '#b06a3b'],
  [/iron|steel|zinc/, 'metal', '#5d6166'],
  [/azulejo/, 'tile', '#2b5aa0'],
  [/zellige|tile|ceramic|glaze|talavera/, 'tile', '#3f7f7a'],
  [/brick/, 'brick', '#a4523e'],
  [/rattan|cane|bamboo|cork/, 'rattan', '#c9a56b'],
];

/** The texture and base colour a material word stands for. */
export function textureOf(material: string): [Texture, string] {
  const m = material.toLowerCase();
  for (const [re, tex, color] of byWord) if (re.test(m)) return [tex, color];
  return ['plaster', '#d9d2c4'];
}

/** One swatch's surface, drawn inside (x, y, w, h); the caller clips it. */
export function texture(tex: Texture, color: string, box: { x: number; y: number; w: number; h: number }, rng: Rng): string {
  const { x, y, w, h } = box;
  const out = [rect(x, y, w, h, `fill="${color}"`)];
  if (tex === 'wood') {
    for (let i = 0; i < 16; i++) {
      const yy = y + (i + 0.5) * (h / 16);
      const amp = rng.range(h * 0.005, h * 0.025);
      const k = rng.range(2, 6);
      const pts = Array.from({ length: 11 }, (_, j) => `${n(x + (j * w) / 10)},${n(yy + Math.sin((j / 10) * k + i) * amp)}`);
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${shade(color, -0.3)}" stroke-opacity="0.45" stroke-width="${n(rng.range(0.6, 2))}"/>`,
      );
    }
    const kx = x + rng.range(0.2, 0.8) * w;
    out.push(
      `<ellipse cx="${n(kx)}" cy="${n(y + h * rng.range(0.3, 0.7))}" rx="${n(w * 0.05)}" ry="${n(h * 0.02)}" fill="${shade(color, -0.35)}" fill-opacity="0.6"/>`,
    );
  } else if (tex === 'stone') {
    for (let i = 0; i < 90; i++)
      out.push(
        `<circle cx="${n(x + rng.next() * w)}" cy="${n(y + rng.next() * h)}" r="${n(rng.range(0.4, 1.8))}" fill="${rng.next() < 0.5 ? shade(color, -0.35) : shade(color, 0.3)}"/>`,
      );
    const vy = y + rng.range(0.2, 0.8) * h;
    out.push(
      `<path d="M${n(x)} ${n(vy)}Q${n(x + w * 0.4)} ${n(vy - h * 0.3)} ${n(x + w)} ${n(vy + h * 0.1)}" fill="none" stroke="${shade(color, -0.25)}" stroke-opacity="0.5" stroke-width="1.2"/>`,
    );
  } else if (tex === 'terrazzo') {
    const chips = ['#9c8f7e', '#c0703f', '#5f6b63', '#efeae0', '#3b3a38'];
    for (let i = 0; i < 70; i++) {
      const [cx, cy, r] = [x + rng.next() * w, y + rng.next() * h, Math.min(w, h) * rng.range(0.015, 0.05)];
      out.push(
        `<polygon points="${[0, 1.4, 2.7, 4.2].map((a) => `${n(cx + Math.cos(a + i) * r)},${n(cy + Math.sin(a + i) * r * 0.8)}`).join(' ')}" fill="${rng.pick(chips)}"/>`,
      );
    }
  } else if (tex === 'plaster') {
    for (let i = 0; i < 6; i++)
      out.push(
        `<ellipse cx="${n(x + rng.next() * w)}" cy="${n(y + rng.next() * h)}" rx="${n(w * rng.range(0.15, 0.4))}" ry="${n(h * rng.range(0.1, 0.3))}" fill="${shade(color, rng.range(-0.08, 0.06))}" fill-opacity="0.6"/>`,
      );
  } else if (tex === 'linen' || tex === 'rattan') {
    const step = Math.max(3, Math.min(w, h) / (tex === 'rattan' ? 10 : 34));
    const line = shade(color, -0.18);
    for (let t = 0; t < w; t += step) out.push(rect(x + t, y, step * 0.45, h, `fill="${line}" fill-opacity="0.35"`));
    for (let t = 0; t < h; t += step) out.push(rect(x, y + t, w, step * 0.45, `fill="${shade(color, 0.15)}" fill-opacity="0.35"`));
  } else if (tex === 'metal') {
    const id = `m${Math.floor(rng.next() * 1e9)}`;
    out.push(
      `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.45)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="0.55" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>${rect(x, y, w, h, `fill="url(#${id})"`)}`,
    );
    for (let i = 0; i < 10; i++) out.push(rect(x, y + rng.next() * h, w, 0.8, 'fill="#ffffff" fill-opacity="0.18"'));
  } else if (tex === 'tile') {
    const cells = 3;
    const [cw, ch] = [w / cells, h / cells];
    const glaze = mix(color, '#f3efe6', 0.55);
    for (let i = 0; i < cells; i++)
      for (let j = 0; j < cells; j++) {
        out.push(rect(x + i * cw + 1, y + j * ch + 1, cw - 2, ch - 2, `fill="${shade(glaze, rng.range(-0.06, 0.06))}"`));
        out.push(
          `<circle cx="${n(x + (i + 0.5) * cw)}" cy="${n(y + (j + 0.5) * ch)}" r="${n(Math.min(cw, ch) * 0.28)}" fill="none" stroke="${color}" stroke-width="${n(cw * 0.08)}"/>`,
        );
      }
  } else if (tex === 'paper') {
    for (let i = 0; i < 40; i++) {
      const [px, py] = [x + rng.next() * w, y + rng.next() * h];
      out.push(
        `<path d="M${n(px)} ${n(py)}q${n(rng.range(-8, 8))} ${n(rng.range(-6, 6))} ${n(rng.range(-16, 16))} ${n(rng.range(-4, 4))}" fill="none" stroke="${shade(color, -0.15)}" stroke-width="0.7"/>`,
      );
    }
  } else if (tex === 'brick') {
    const rows = 6;
    const bh = h / rows;
    for (let r = 0; r < rows; r++)
      for (let c = -1; c < 4; c++)
        out.push(
          rect(
            x + (c + (r % 2) * 0.5) * (w / 3) + 1.5,
            y + r * bh + 1.5,
            w / 3 - 3,
            bh - 3,
            `fill="${shade(color, rng.range(-0.12, 0.08))}"`,
          ),
        );
    out[0] = rect(x, y, w, h, `fill="${mix(color, '#d8d0c0', 0.6)}"`);
  }
  return out.join('');
}
