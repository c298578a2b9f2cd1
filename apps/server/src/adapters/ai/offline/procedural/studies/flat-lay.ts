import { luminance, mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';
import { texture, textureOf } from './swatches.js';

const fallback = ['oak', 'granite', 'terrazzo', 'lime plaster', 'linen', 'brass'];

/** The materials a flat-lay lays out: the shot's, topped up with the classic six. */
function materials(s: Scene): string[] {
  const list = [...s.shot.materials];
  for (const m of fallback) if (list.length < 6 && !list.some((x) => textureOf(x)[0] === textureOf(m)[0])) list.push(m);
  return list.slice(0, 6);
}

function shadowed(x: number, y: number, w: number, h: number, r: number, body: string, id: string): string {
  return `<defs><clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"/></clipPath></defs><rect x="${n(x + 6)}" y="${n(y + 9)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="#1b1712" fill-opacity="0.22"/><g clip-path="url(#${id})">${body}</g>`;
}

/** Material flat-lay from above: swatches of the shot's materials on a table, overlapping a little, with a palette strip. */
export function drawFlatLay(s: Scene): string {
  const { w, h, rng } = s;
  const table = mix(s.palette.light, '#e9e2d6', 0.5);
  const out = [rect(0, 0, w, h, `fill="${table}"`)];
  const list = materials(s);
  const cols = 3;
  const cw = w / cols;
  const ch = h / 2.35;
  list.forEach((m, i) => {
    const [tex, base] = textureOf(m);
    const color = mix(base, s.palette.base, 0.12);
    const sw = cw * rng.range(0.72, 0.86);
    const x = (i % cols) * cw + (cw - sw) / 2 + rng.range(-cw * 0.05, cw * 0.05);
    const y = h * 0.06 + Math.floor(i / cols) * ch * 1.08 + rng.range(0, ch * 0.12);
    // Swatches stop short of the colour strip.
    const sh = Math.min((i % 2 ? ch * 0.62 : ch * 0.82) * rng.range(0.9, 1.05), h * 0.82 - y);
    const box = { x, y, w: sw, h: sh };
    const round = tex === 'metal' && i % 2 === 0 ? Math.min(sw, sh) / 2 : 4;
    out.push(shadowed(x, y, sw, sh, round, texture(tex, color, box, rng), `fl${i}`));
  });
  // A strip of colour chips along the bottom: the board's palette, brand colours first.
  // Chips as pale as the table would vanish into it: left out.
  const chips = [...new Set([...s.palette.all, s.palette.accent, s.palette.dark])].filter((c) => luminance(c) < 0.82).slice(0, 6);
  const cwid = (w * 0.8) / chips.length;
  for (const [i, c] of chips.entries())
    out.push(rect(w * 0.1 + i * cwid, h * 0.86, cwid * 0.86, h * 0.08, `fill="${c}" ${s.style.stroke}`));
  out.push(rect(w * 0.1 - 4, h * 0.86 - 4, w * 0.8 + 4, h * 0.08 + 8, `fill="none" stroke="${shade(table, -0.15)}" stroke-width="1"`));
  return out.join('');
}

/** Tableware still life from above: plates, bowls and cups on linen, in the shot's glaze colours. */
export function drawTableware(s: Scene): string {
  const { w, h, rng } = s;
  const cloth = mix(s.palette.light, '#e3d8c3', 0.6);
  const out = [rect(0, 0, w, h, `fill="${cloth}"`)];
  for (let t = 0; t < w; t += 6) out.push(rect(t, 0, 2, h, `fill="${shade(cloth, -0.06)}" fill-opacity="0.5"`));
  const glazes = [s.palette.accent, s.palette.base, mix(s.palette.dark, '#5a5048', 0.5), '#efe9dd'];
  const spots: [number, number, number][] = [];
  for (let i = 0; i < 40 && spots.length < 7; i++) {
    const r = w * rng.range(0.07, 0.16);
    const [x, y] = [rng.range(r, w - r), rng.range(r, h - r)];
    if (spots.some(([a, b, q]) => Math.hypot(a - x, b - y) < q + r + 8)) continue;
    spots.push([x, y, r]);
  }
  spots.forEach(([x, y, r], i) => {
    const g = glazes[i % glazes.length];
    out.push(`<circle cx="${n(x + 6)}" cy="${n(y + 9)}" r="${n(r)}" fill="#1b1712" fill-opacity="0.2"/>`);
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${shade(g, -0.1)}" ${s.style.stroke}/>`);
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="${g}"/>`);
    out.push(`<circle cx="${n(x - r * 0.2)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.4)}" fill="#ffffff" fill-opacity="0.12"/>`);
    if (i % 3 === 1) out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.45)}" fill="${shade(g, -0.25)}"/>`);
  });
  return out.join('');
}

/** Colour study: painted cards of the palette fanned out on the table. */
export function drawColourCards(s: Scene): string {
  const { w, h, rng } = s;
  const out = [rect(0, 0, w, h, `fill="${mix(s.palette.light, '#f0ebe2', 0.6)}"`)];
  const colors = [...new Set([s.palette.accent, ...s.palette.all, s.palette.dark, s.palette.base])].slice(0, 7);
  colors.forEach((c, i) => {
    const a = -30 + (i * 60) / Math.max(1, colors.length - 1) + rng.range(-3, 3);
    out.push(
      `<g transform="rotate(${n(a)} ${n(w / 2)} ${n(h * 0.92)})"><rect x="${n(w * 0.41 + 6)}" y="${n(h * 0.12 + 8)}" width="${n(w * 0.18)}" height="${n(h * 0.7)}" fill="#1b1712" fill-opacity="0.18"/><rect x="${n(w * 0.41)}" y="${n(h * 0.12)}" width="${n(w * 0.18)}" height="${n(h * 0.7)}" fill="${c}" ${s.style.stroke}/><rect x="${n(w * 0.41)}" y="${n(h * 0.7)}" width="${n(w * 0.18)}" height="${n(h * 0.12)}" fill="#f7f3ec"/></g>`,
    );
  });
  return out.join('');
}
