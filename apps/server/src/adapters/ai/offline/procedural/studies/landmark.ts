import { mix, shade } from '../color.js';
import { sky } from '../light.js';
import type { Scene } from '../scene.js';
import { n, polygon, rect } from '../svg.js';
import { ground, hills, roofline, tree } from './outdoor.js';

/** A torii: two pillars, the upswept top beam and the tie beam; vermilion unless the palette says otherwise. */
function torii(s: Scene, cx: number, base: number, size: number): string {
  const red = '#c2462e';
  const black = '#2a2522';
  const [pw, ph] = [size * 0.07, size * 0.9];
  const span = size * 0.7;
  const top = base - ph;
  return [
    rect(cx - span / 2 - pw / 2, top, pw, ph, `fill="${red}" ${s.style.stroke}`),
    rect(cx + span / 2 - pw / 2, top, pw, ph, `fill="${red}" ${s.style.stroke}`),
    rect(cx - span * 0.6, top + size * 0.14, span * 1.2, size * 0.05, `fill="${red}" ${s.style.stroke}`),
    `<path d="M${n(cx - span * 0.78)} ${n(top - size * 0.06)}Q${n(cx)} ${n(top + size * 0.02)} ${n(cx + span * 0.78)} ${n(top - size * 0.06)}L${n(cx + span * 0.74)} ${n(top + size * 0.02)}Q${n(cx)} ${n(top + size * 0.08)} ${n(cx - span * 0.74)} ${n(top + size * 0.02)}Z" fill="${black}"/>`,
    rect(cx - span * 0.66, top + size * 0.02, span * 1.32, size * 0.05, `fill="${red}"`),
    rect(cx - size * 0.03, top + size * 0.06, size * 0.06, size * 0.1, `fill="${black}"`),
    rect(cx - span / 2 - pw * 0.7, base - size * 0.06, pw * 1.4, size * 0.06, `fill="${black}"`),
    rect(cx + span / 2 - pw * 0.7, base - size * 0.06, pw * 1.4, size * 0.06, `fill="${black}"`),
  ].join('');
}

/** A gate by region: torii (Japan), paifang (China), else a stone arch in a wall. */
function gate(s: Scene, hy: number): string {
  const { w, h } = s;
  if (s.place.gate === 'torii') {
    // A tunnel of gates receding along a path, like a shrine's approach.
    const out: string[] = [];
    for (let i = 3; i >= 0; i--) {
      const k = 1 / (1 + i * 0.9);
      out.push(torii(s, w / 2, hy + (h - hy) * 0.75 * k, h * 0.72 * k));
    }
    return out.join('');
  }
  const [gw, gh] = [w * 0.5, h * 0.5];
  const [x, y] = [(w - gw) / 2, hy + h * 0.28 - gh];
  const stone = mix('#cbbfa8', s.palette.base, 0.15);
  const roof =
    s.place.gate === 'paifang'
      ? `<path d="M${n(x - gw * 0.15)} ${n(y)}Q${n(w / 2)} ${n(y + gh * 0.06)} ${n(x + gw * 1.15)} ${n(y)}L${n(x + gw)} ${n(y + gh * 0.12)}L${n(x)} ${n(y + gh * 0.12)}Z" fill="#2e3b36"/>`
      : '';
  return [
    rect(0, y + gh * 0.1, w, gh * 0.95, `fill="${shade(stone, -0.12)}"`),
    rect(x, y, gw, gh * 1.05, `fill="${stone}" ${s.style.stroke}`),
    `<path d="M${n(x + gw * 0.25)} ${n(y + gh * 1.05)}L${n(x + gw * 0.25)} ${n(y + gh * 0.45)}A${n(gw * 0.25)} ${n(gw * 0.25)} 0 0 1 ${n(x + gw * 0.75)} ${n(y + gh * 0.45)}L${n(x + gw * 0.75)} ${n(y + gh * 1.05)}Z" fill="${shade(stone, -0.55)}"/>`,
    roof,
  ].join('');
}

/** A shrine or temple hall on a plinth (eaves roofs), else a church front with a tower. */
function shrine(s: Scene, hy: number): string {
  const { w, h } = s;
  const base = hy + h * 0.2;
  if (s.place.roof === 'eaves') {
    const wood = '#6b3f2a';
    const roofC = '#3c4245';
    return [
      rect(w * 0.2, base - h * 0.05, w * 0.6, h * 0.05, `fill="#b8b0a2"`),
      rect(w * 0.27, base - h * 0.27, w * 0.46, h * 0.22, `fill="${shade(wood, 0.1)}" ${s.style.stroke}`),
      ...[0.3, 0.4, 0.5, 0.6].map((k) => rect(w * (k + 0.02), base - h * 0.24, w * 0.07, h * 0.19, `fill="#efe6d2"`)),
      `<path d="M${n(w * 0.08)} ${n(base - h * 0.25)}Q${n(w * 0.3)} ${n(base - h * 0.3)} ${n(w / 2)} ${n(base - h * 0.46)}Q${n(w * 0.7)} ${n(base - h * 0.3)} ${n(w * 0.92)} ${n(base - h * 0.25)}L${n(w * 0.85)} ${n(base - h * 0.28)}L${n(w * 0.15)} ${n(base - h * 0.28)}Z" fill="${roofC}" ${s.style.stroke}/>`,
      rect(w * 0.45, base - h * 0.5, w * 0.1, h * 0.05, `fill="${roofC}"`),
    ].join('');
  }
  const stone = mix('#d9d0bd', s.palette.base, 0.12);
  const out = [rect(w * 0.28, base - h * 0.34, w * 0.44, h * 0.34, `fill="${stone}" ${s.style.stroke}`)];
  out.push(
    polygon(
      [
        [w * 0.26, base - h * 0.34],
        [w / 2, base - h * 0.46],
        [w * 0.74, base - h * 0.34],
      ],
      `fill="${shade(stone, -0.1)}" ${s.style.stroke}`,
    ),
  );
  out.push(rect(w * 0.62, base - h * 0.62, w * 0.12, h * 0.62, `fill="${shade(stone, 0.05)}" ${s.style.stroke}`));
  out.push(
    `<path d="M${n(w * 0.62)} ${n(base - h * 0.62)}L${n(w * 0.68)} ${n(base - h * 0.72)}L${n(w * 0.74)} ${n(base - h * 0.62)}Z" fill="${shade(stone, -0.3)}"/>`,
  );
  out.push(
    `<path d="M${n(w * 0.45)} ${n(base)}L${n(w * 0.45)} ${n(base - h * 0.12)}A${n(w * 0.05)} ${n(w * 0.05)} 0 0 1 ${n(w * 0.55)} ${n(base - h * 0.12)}L${n(w * 0.55)} ${n(base)}Z" fill="${shade(stone, -0.5)}"/>`,
  );
  out.push(`<circle cx="${n(w / 2)}" cy="${n(base - h * 0.24)}" r="${n(w * 0.04)}" fill="${shade(stone, -0.4)}"/>`);
  return out.join('');
}

/** Water with a few bright ripples. */
function water(s: Scene, y: number): string {
  const c = mix('#4c7f94', s.light.skyBottom, 0.25);
  const out = [rect(0, y, s.w, s.h - y, `fill="${c}"`)];
  for (let i = 0; i < 40; i++)
    out.push(
      rect(
        s.rng.range(0, s.w),
        s.rng.range(y + 4, s.h),
        s.rng.range(8, 40),
        1.6,
        `fill="#fff" fill-opacity="${n(s.rng.range(0.1, 0.35))}"`,
      ),
    );
  return out.join('');
}

/** A bridge over a river: an iron arch carrying the deck (or a timber arch bridge in an eaves region). */
function bridge(s: Scene, hy: number): string {
  const { w, h } = s;
  const deck = hy + h * 0.02;
  const out = [water(s, hy + h * 0.22)];
  const iron = s.place.roof === 'eaves' ? '#8a4b32' : mix('#3d4a52', s.palette.dark, 0.3);
  out.push(rect(0, deck, w, h * 0.03, `fill="${iron}" ${s.style.stroke}`));
  const [a, b, top, foot] = [w * 0.12, w * 0.88, deck + h * 0.02, hy + h * 0.24];
  out.push(
    `<path d="M${n(a)} ${n(foot)}Q${n(w / 2)} ${n(top - h * 0.22)} ${n(b)} ${n(foot)}" fill="none" stroke="${iron}" stroke-width="${n(w * 0.02)}"/>`,
  );
  out.push(
    `<path d="M${n(a + w * 0.04)} ${n(foot)}Q${n(w / 2)} ${n(top - h * 0.14)} ${n(b - w * 0.04)} ${n(foot)}" fill="none" stroke="${iron}" stroke-width="${n(w * 0.01)}"/>`,
  );
  for (let i = 1; i < 14; i++) {
    const x = a + ((b - a) * i) / 14;
    const t = (x - a) / (b - a);
    const archY = (1 - t) * (1 - t) * foot + 2 * t * (1 - t) * (top - h * 0.22) + t * t * foot;
    if (archY > deck) out.push(rect(x - 1.5, deck, 3, archY - deck, `fill="${iron}"`));
  }
  out.push(rect(0, deck - h * 0.015, w, 2, `fill="${iron}"`));
  out.push(
    rect(0, hy + h * 0.2, w * 0.1, h * 0.06, `fill="${shade(s.tones.wall2, -0.2)}"`),
    rect(w * 0.9, hy + h * 0.2, w * 0.1, h * 0.06, `fill="${shade(s.tones.wall2, -0.2)}"`),
  );
  return out.join('');
}

/** A river embankment: the far bank's buildings, the quay wall with steps down to the water. */
function embankment(s: Scene, hy: number): string {
  const { w, h } = s;
  const out = [
    roofline(s, hy + h * 0.08, h * 0.16),
    rect(0, hy + h * 0.08, w, h * 0.04, `fill="${shade(s.tones.wall2, -0.25)}"`),
    water(s, hy + h * 0.12),
  ];
  // Near quay in perspective, from the bottom left.
  const stone = mix('#b7ad9d', s.palette.base, 0.1);
  out.push(
    polygon(
      [
        [0, h * 0.62],
        [w * 0.55, hy + h * 0.2],
        [w * 0.58, hy + h * 0.22],
        [0, h * 0.78],
      ],
      `fill="${shade(stone, -0.15)}"`,
    ),
  );
  out.push(
    polygon(
      [
        [0, h * 0.78],
        [w * 0.58, hy + h * 0.22],
        [w * 0.62, hy + h * 0.24],
        [w * 0.1, h],
        [0, h],
      ],
      `fill="${stone}" ${s.style.stroke}`,
    ),
  );
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    out.push(
      `<line x1="${n(w * 0.58 * t)}" y1="${n(h * 0.78 + (hy + h * 0.22 - h * 0.78) * t)}" x2="${n(w * 0.1 + w * 0.52 * t)}" y2="${n(h + (hy + h * 0.24 - h) * t)}" stroke="${shade(stone, -0.25)}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 4; i++) out.push(tree(s, w * (0.05 + i * 0.12), h * (0.64 - i * 0.05), h * (0.22 - i * 0.03)));
  return out.join('');
}

/** A tower or monument on open ground. */
function tower(s: Scene, hy: number): string {
  const { w, h } = s;
  const stone = mix('#cfc3ad', s.palette.base, 0.15);
  const base = hy + h * 0.22;
  const tw = w * 0.16;
  const out = [rect(w / 2 - tw / 2, base - h * 0.55, tw, h * 0.55, `fill="${stone}" ${s.style.stroke}`)];
  out.push(rect(w / 2 - tw * 0.7, base - h * 0.06, tw * 1.4, h * 0.06, `fill="${shade(stone, -0.1)}"`));
  for (let i = 0; i < 4; i++)
    out.push(rect(w / 2 - tw * 0.15, base - h * (0.48 - i * 0.11), tw * 0.3, h * 0.06, `fill="${shade(stone, -0.45)}"`));
  out.push(
    s.place.roof === 'flat' || s.place.region === 'arid'
      ? `<ellipse cx="${n(w / 2)}" cy="${n(base - h * 0.55)}" rx="${n(tw * 0.6)}" ry="${n(tw * 0.5)}" fill="${shade(stone, -0.05)}"/>`
      : polygon(
          [
            [w / 2 - tw * 0.6, base - h * 0.55],
            [w / 2, base - h * 0.72],
            [w / 2 + tw * 0.6, base - h * 0.55],
          ],
          `fill="${shade(s.tones.trim, 0.1)}"`,
        ),
  );
  return out.join('');
}

/** Landmark exterior: sky, the place's hills or roofs behind, the landmark itself, its ground. */
export function drawLandmark(s: Scene): string {
  const { w, h } = s;
  const hy = h * 0.42;
  const sunX = s.light.sun[0] < 0 ? w * 0.2 : w * 0.8;
  const out = [sky(w, h, s.light, s.style.step, sunX), hills(s, hy, h * 0.12)];
  const motif = s.shot.motif;
  if (motif === 'bridge') return out.join('') + bridge(s, hy);
  if (motif === 'embankment') return out.join('') + embankment(s, hy);
  out.push(ground(s, hy));
  if (motif.includes('gate')) {
    out.push(tree(s, w * 0.08, hy + h * 0.1, h * 0.45), tree(s, w * 0.92, hy + h * 0.12, h * 0.42));
    out.push(gate(s, hy));
  } else if (motif === 'shrine') {
    out.push(tree(s, w * 0.1, hy + h * 0.18, h * 0.4));
    out.push(shrine(s, hy));
  } else out.push(tower(s, hy));
  return out.join('');
}
