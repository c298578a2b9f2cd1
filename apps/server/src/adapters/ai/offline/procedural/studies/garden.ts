import { mix, shade } from '../color.js';
import { sky } from '../light.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';
import { drawMossGarden } from './named-subjects.js';
import { hills, tree } from './outdoor.js';

/** A raked gravel garden seen at an angle: a clay wall with a tiled cap running away, raked lines round moss-edged rocks, a pine. */
function zen(s: Scene): string {
  const { w, h } = s;
  // The wall recedes to the right: its top and foot converge toward a vanishing point off the frame.
  const [top0, top1, base0, base1] = [h * 0.12, h * 0.3, h * 0.5, h * 0.42];
  const at = (a: number, b: number, x: number) => a + ((b - a) * x) / w;
  const out = [sky(w, h, s.light, s.style.step, w * 0.7), tree(s, w * 0.82, base1, h * 0.48)];
  const clay = mix('#c9a77c', s.palette.base, 0.15);
  out.push(`<polygon points="0,${n(top0)} ${n(w)},${n(top1)} ${n(w)},${n(base1)} 0,${n(base0)}" fill="${clay}" ${s.style.stroke}/>`);
  out.push(`<polygon points="0,${n(top0 - h * 0.05)} ${n(w)},${n(top1 - h * 0.025)} ${n(w)},${n(top1)} 0,${n(top0)}" fill="#3f4447"/>`);
  for (let x = w * 0.1; x < w; x += w * 0.16)
    out.push(
      `<line x1="${n(x)}" y1="${n(at(top0, top1, x))}" x2="${n(x)}" y2="${n(at(base0, base1, x))}" stroke="${shade(clay, -0.12)}" stroke-width="2"/>`,
    );
  const gravel = '#dcd6c8';
  out.push(`<polygon points="0,${n(base0)} ${n(w)},${n(base1)} ${n(w)},${n(h)} 0,${n(h)}" fill="${gravel}"/>`);
  for (let i = 1; i < 24; i++) {
    const t = (i / 24) ** 1.3;
    const [y0, y1] = [base0 + (h - base0) * t, base1 + (h - base1) * t];
    out.push(`<line x1="0" y1="${n(y0)}" x2="${n(w)}" y2="${n(y1)}" stroke="${shade(gravel, -0.14)}" stroke-width="${n(1 + i * 0.12)}"/>`);
  }
  const rocks: [number, number, number][] = [
    [0.25, 0.66, 0.09],
    [0.6, 0.58, 0.06],
    [0.42, 0.84, 0.12],
  ];
  for (const [rx, ry, r] of rocks.slice(0, s.rng.int(2, 3))) {
    const [x, y, rr] = [w * rx + s.rng.range(-w * 0.05, w * 0.05), h * ry, w * r];
    for (let k = 4; k > 0; k--)
      out.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr * (1 + k * 0.35))}" ry="${n(rr * (0.3 + k * 0.1))}" fill="none" stroke="${shade(gravel, -0.14)}" stroke-width="1.5"/>`,
      );
    out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr * 1.1)}" ry="${n(rr * 0.35)}" fill="${s.tones.green}"/>`);
    out.push(
      `<path d="M${n(x - rr)} ${n(y)}Q${n(x - rr * 0.6)} ${n(y - rr * 1.1)} ${n(x + rr * 0.1)} ${n(y - rr * 0.9)}Q${n(x + rr * 0.8)} ${n(y - rr * 0.6)} ${n(x + rr)} ${n(y)}Z" fill="#6e6a63" ${s.style.stroke}/>`,
    );
  }
  return out.join('');
}

/** A courtyard or park garden: a path to a fountain between beds and trees of the place. */
function courtGarden(s: Scene): string {
  const { w, h } = s;
  const hy = h * 0.4;
  const out = [sky(w, h, s.light, s.style.step, w * 0.3), hills(s, hy, h * 0.06)];
  const lawn = mix(s.tones.green, '#9fb27f', 0.4);
  out.push(rect(0, hy, w, h - hy, `fill="${lawn}"`));
  const path = mix('#d8ccb4', s.palette.base, 0.1);
  out.push(
    `<polygon points="${n(w * 0.47)},${n(hy)} ${n(w * 0.53)},${n(hy)} ${n(w * 0.75)},${n(h)} ${n(w * 0.25)},${n(h)}" fill="${path}"/>`,
  );
  out.push(
    `<ellipse cx="${n(w / 2)}" cy="${n(hy + h * 0.12)}" rx="${n(w * 0.14)}" ry="${n(h * 0.035)}" fill="${shade(path, -0.1)}"/><ellipse cx="${n(w / 2)}" cy="${n(hy + h * 0.115)}" rx="${n(w * 0.11)}" ry="${n(h * 0.025)}" fill="${mix('#5f8fa3', s.light.skyTop, 0.3)}"/>`,
  );
  out.push(rect(w / 2 - w * 0.01, hy + h * 0.05, w * 0.02, h * 0.06, `fill="${shade(path, -0.2)}"`));
  for (let i = 0; i < 5; i++) {
    const k = 1 / (1 + i * 0.5);
    const y = hy + (h - hy) * 0.8 * k;
    out.push(tree(s, w / 2 - w * 0.42 * k, y, h * 0.5 * k), tree(s, w / 2 + w * 0.42 * k, y, h * 0.5 * k));
    out.push(
      `<ellipse cx="${n(w / 2 - w * 0.3 * k)}" cy="${n(y)}" rx="${n(w * 0.08 * k)}" ry="${n(h * 0.03 * k)}" fill="${shade(s.palette.accent, 0.1)}"/>`,
    );
  }
  return out.join('');
}

/** Trees along water (a riverside, a canal, willows): the far bank and its trees, the water, the near bank. */
function waterTrees(s: Scene): string {
  const { w, h } = s;
  const hy = h * 0.38;
  const out = [sky(w, h, s.light, s.style.step, w * 0.45), hills(s, hy, h * 0.05)];
  const bank = mix(s.tones.green, '#8fa374', 0.35);
  out.push(rect(0, hy, w, h * 0.08, `fill="${bank}"`));
  const water = mix('#5f8fa3', s.light.skyTop, 0.35);
  out.push(rect(0, hy + h * 0.08, w, h * 0.5, `fill="${water}"`));
  for (let i = 0; i < 14; i++) {
    const y = hy + h * (0.1 + s.rng.range(0, 0.3));
    const x = s.rng.range(0, w * 0.9);
    out.push(rect(x, y, w * s.rng.range(0.03, 0.1), 2, `fill="${mix(water, '#ffffff', 0.35)}"`));
  }
  for (let i = 0; i < 7; i++)
    out.push(tree(s, w * (0.04 + i * 0.15 + s.rng.range(-0.03, 0.03)), hy + h * 0.07, h * s.rng.range(0.16, 0.26)));
  const near = mix(s.tones.green, '#6f8758', 0.3);
  out.push(`<polygon points="0,${n(h * 0.8)} ${n(w)},${n(h * 0.86)} ${n(w)},${n(h)} 0,${n(h)}" fill="${near}"/>`);
  out.push(tree(s, w * 0.12, h * 0.98, h * 0.62), tree(s, w * 0.86, h * 0.99, h * 0.55));
  return out.join('');
}

/** A landscape: layered ridges under the sky, trees in the foreground. */
function landscape(s: Scene): string {
  const { w, h } = s;
  const out = [sky(w, h, s.light, s.style.step, w * 0.6)];
  const base = s.place.region === 'japan' ? '#3f5a45' : s.place.region === 'arid' ? '#a7835c' : '#5e7458';
  for (let layer = 0; layer < 4; layer++) {
    const y = h * (0.38 + layer * 0.13);
    const pts = [`0,${n(h)}`];
    for (let i = 0; i <= 10; i++)
      pts.push(`${n((i * w) / 10)},${n(y - h * 0.12 * Math.abs(Math.sin(i * 0.7 + layer * 1.7 + (s.seed % 5))))}`);
    pts.push(`${n(w)},${n(h)}`);
    out.push(`<polygon points="${pts.join(' ')}" fill="${mix(base, s.light.haze, 0.6 - layer * 0.18)}"/>`);
  }
  for (let i = 0; i < 5; i++) out.push(tree(s, w * (0.05 + i * 0.22), h * 0.98, h * 0.3));
  return out.join('');
}

/** Garden or landscape view, by motif and region. */
export function drawGarden(s: Scene): string {
  if (s.shot.motif === 'landscape') return landscape(s);
  if (s.shot.motif === 'moss') return drawMossGarden(s);
  if (/river|willow|canal|waterside|water's edge|lake|embankment|bank/i.test(s.shot.subject)) return waterTrees(s);
  if (s.shot.motif === 'trees') return courtGarden(s);
  return s.place.region === 'japan' || s.place.region === 'china' ? zen(s) : courtGarden(s);
}
