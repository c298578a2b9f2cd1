import { mix, shade } from './color.js';
import { mentions, type Scene } from './scene.js';
import { n, type Point, polygon, rect } from './svg.js';

type Keep = (x: number, y: number) => boolean;

interface Plan {
  land: string;
  street: string;
  roofs: string[];
  green: string;
  water: string;
  shadow: [number, number];
}

function planColors(s: Scene): Plan {
  const t = s.tones;
  const off = Math.min(s.w, s.h) * 0.008;
  return {
    land: mix(s.palette.light, '#e9e4d8', 0.5),
    street: mix(s.palette.light, '#f6f3ec', 0.6),
    roofs: [t.wall2, mix(t.wall, t.accent, 0.25), mix('#b4603f', t.wall2, 0.5), shade(t.wall2, -0.1)],
    green: mix('#8fa877', s.palette.base, 0.12),
    water: mix('#6d9bb0', s.palette.base, 0.12),
    shadow: [-Math.sign(s.light.sun[0] || 1) * off, off],
  };
}

/** Perimeter blocks (buildings round a courtyard) on a rotated grid, skipping where keep() is false. */
function blocks(s: Scene, p: Plan, keep: Keep): string {
  const cell = Math.min(s.w, s.h) / s.rng.int(5, 8);
  const gap = cell * s.rng.range(0.14, 0.22);
  const a = (s.rng.range(-30, 30) * Math.PI) / 180;
  const [cx, cy] = [s.w / 2, s.h / 2];
  const out: string[] = [];
  const shadows: string[] = [];
  let site = false;
  for (let i = -8; i <= 8; i++) {
    for (let j = -8; j <= 8; j++) {
      const [x, y] = [i * cell, j * cell];
      const px = cx + (x + cell / 2) * Math.cos(a) - (y + cell / 2) * Math.sin(a);
      const py = cy + (x + cell / 2) * Math.sin(a) + (y + cell / 2) * Math.cos(a);
      if (px < -cell || py < -cell || px > s.w + cell || py > s.h + cell || !keep(px, py)) continue;
      const [x0, y0, sz] = [x + gap / 2, y + gap / 2, cell - gap];
      if (s.rng.next() < 0.1) {
        out.push(rect(x0, y0, sz, sz, `fill="${p.green}" ${s.style.stroke}`));
        for (let t = 0; t < 5; t++)
          out.push(
            `<circle cx="${n(x0 + s.rng.range(0.15, 0.85) * sz)}" cy="${n(y0 + s.rng.range(0.15, 0.85) * sz)}" r="${n(sz * 0.08)}" fill="${shade(p.green, -0.25)}"/>`,
          );
        continue;
      }
      const depth = sz * s.rng.range(0.22, 0.32);
      const d = `M${n(x0)} ${n(y0)}h${n(sz)}v${n(sz)}h${n(-sz)}ZM${n(x0 + depth)} ${n(y0 + depth)}v${n(sz - 2 * depth)}h${n(sz - 2 * depth)}v${n(-(sz - 2 * depth))}Z`;
      if (s.style.step !== 2)
        shadows.push(
          `<path d="${d}" transform="translate(${n(p.shadow[0])} ${n(p.shadow[1])})" fill="#2a2a30" fill-opacity="0.22" fill-rule="evenodd"/>`,
        );
      // The project site, marked in the brand's accent as on an architect's location plan.
      const here: boolean = !site && Math.hypot(px - s.w / 2, py - s.h / 2) < cell * 1.6;
      site ||= here;
      out.push(`<path d="${d}" fill="${here ? s.palette.accent : s.rng.pick(p.roofs)}" fill-rule="evenodd" ${s.style.stroke}/>`);
    }
  }
  return `<g transform="rotate(${n((a * 180) / Math.PI)} ${n(cx)} ${n(cy)}) translate(${n(cx)} ${n(cy)}) rotate(0)"><g transform="translate(0 0)">${shadows.join('')}${out.join('')}</g></g>`;
}

function shore(s: Scene, y0: number, amp: number): Point[] {
  const phase = (s.seed % 628) / 100;
  return Array.from(
    { length: 17 },
    (_, i): Point => [(i / 16) * s.w, y0 + Math.sin(i * 0.4 + phase) * amp + Math.sin(i * 0.9 + phase) * amp * 0.3],
  );
}

function coast(s: Scene, p: Plan): string {
  const line = shore(s, s.h * s.rng.range(0.55, 0.72), s.h * 0.05);
  const yAt = (x: number) => line[Math.max(0, Math.min(16, Math.round((x / s.w) * 16)))][1];
  const beach = polygon(
    [...line.map(([x, y]): Point => [x, y - s.h * 0.03]), [s.w, s.h], [0, s.h]],
    `fill="${mix(p.land, '#e2cfa4', 0.6)}"`,
  );
  const sea = polygon([...line, [s.w, s.h], [0, s.h]], `fill="${p.water}" ${s.style.stroke}`);
  const piers = Array.from({ length: s.rng.int(1, 3) }, () => {
    const x = s.rng.range(0.15, 0.85) * s.w;
    return rect(x, yAt(x) - 4, s.w * 0.012, s.h * 0.12, `fill="${p.street}" ${s.style.stroke}`);
  }).join('');
  return blocks(s, p, (x, y) => y < yAt(x) - s.h * 0.06) + beach + sea + piers;
}

function river(s: Scene, p: Plan): string {
  const width = s.h * s.rng.range(0.08, 0.14);
  const mid = shore(s, s.h * s.rng.range(0.4, 0.6), s.h * 0.08);
  const yAt = (x: number) => mid[Math.max(0, Math.min(16, Math.round((x / s.w) * 16)))][1];
  const band = polygon(
    [...mid.map(([x, y]): Point => [x, y - width / 2]), ...[...mid].reverse().map(([x, y]): Point => [x, y + width / 2])],
    `fill="${p.water}" ${s.style.stroke}`,
  );
  const bridges = [0.3, 0.7]
    .map((f) => rect(f * s.w, yAt(f * s.w) - width * 0.7, s.w * 0.02, width * 1.4, `fill="${p.street}" ${s.style.stroke}`))
    .join('');
  return blocks(s, p, (x, y) => Math.abs(y - yAt(x)) > width * 0.9) + band + bridges;
}

function park(s: Scene, p: Plan): string {
  const [cx, cy, rx, ry] = [
    s.w * s.rng.range(0.35, 0.65),
    s.h * s.rng.range(0.35, 0.65),
    s.w * s.rng.range(0.25, 0.35),
    s.h * s.rng.range(0.22, 0.32),
  ];
  const out = [`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${p.green}" ${s.style.stroke}/>`];
  out.push(
    `<path d="M${n(cx - rx)} ${n(cy)}C${n(cx - rx * 0.3)} ${n(cy - ry)} ${n(cx + rx * 0.3)} ${n(cy + ry)} ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${p.street}" stroke-width="${n(s.w * 0.008)}"/>`,
  );
  out.push(`<ellipse cx="${n(cx + rx * 0.25)}" cy="${n(cy - ry * 0.3)}" rx="${n(rx * 0.22)}" ry="${n(ry * 0.16)}" fill="${p.water}"/>`);
  for (let i = 0; i < 60; i++) {
    const [a, r] = [s.rng.range(0, 6.3), Math.sqrt(s.rng.next()) * 0.9];
    out.push(
      `<circle cx="${n(cx + Math.cos(a) * rx * r)}" cy="${n(cy + Math.sin(a) * ry * r)}" r="${n(s.w * s.rng.range(0.008, 0.018))}" fill="${shade(p.green, s.rng.range(-0.35, -0.1))}"/>`,
    );
  }
  return blocks(s, p, (x, y) => ((x - cx) / (rx * 1.15)) ** 2 + ((y - cy) / (ry * 1.15)) ** 2 > 1) + out.join('');
}

function plaza(s: Scene, p: Plan): string {
  const [cx, cy, r] = [s.w / 2, s.h / 2, Math.min(s.w, s.h) * s.rng.range(0.14, 0.2)];
  const avenues = [0.8, 2.3, 3.9, 5.5].map((a) => a + s.rng.range(-0.2, 0.2));
  const nearAvenue = (x: number, y: number) => avenues.some((a) => Math.abs((x - cx) * Math.sin(a) - (y - cy) * Math.cos(a)) < r * 0.25);
  const out = [`<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="${mix(p.street, '#d8cfbd', 0.4)}" ${s.style.stroke}/>`];
  for (let i = 0; i < 16; i++)
    out.push(
      `<circle cx="${n(cx + Math.cos(i * 0.39) * r * 0.8)}" cy="${n(cy + Math.sin(i * 0.39) * r * 0.8)}" r="${n(r * 0.06)}" fill="${shade(p.green, -0.2)}"/>`,
    );
  out.push(`<circle cx="${cx}" cy="${cy}" r="${n(r * 0.12)}" fill="${s.tones.accent}" ${s.style.stroke}/>`);
  return blocks(s, p, (x, y) => Math.hypot(x - cx, y - cy) > r * 1.3 && !nearAvenue(x, y)) + out.join('');
}

/** microMacro 2: an aerial plan — street grid, coastline, river, park or plaza, lit from the sun's side. */
export function drawAerial(s: Scene): string {
  const p = planColors(s);
  const ground = rect(0, 0, s.w, s.h, `fill="${p.street}"`);
  const f = s.comp.family;
  if (f === 'coast') return ground + coast(s, p);
  if (f === 'river') return ground + river(s, p);
  if (f === 'park') return ground + park(s, p);
  if (f === 'plaza') return ground + plaza(s, p);
  return ground + blocks(s, p, () => !mentions(s, 'zzz'));
}
