import { mix, shade } from '../color.js';
import { sky } from '../light.js';
import { mentions, type Scene } from '../scene.js';
import { n, rect } from '../svg.js';

/** A maple: a slim leaning trunk and a layered crown of red or orange leaf clusters. */
function maple(s: Scene, x: number, base: number, size: number): string {
  const leaf = s.rng.pick(['#b8432f', '#c9622c', '#a83a2a', '#d07a2e']);
  const out = [
    `<path d="M${n(x)} ${n(base)}Q${n(x + size * 0.12)} ${n(base - size * 0.45)} ${n(x - size * 0.04)} ${n(base - size * 0.8)}" stroke="#4a3a30" stroke-width="${n(size * 0.035)}" fill="none"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const cx = x + s.rng.range(-size * 0.32, size * 0.32);
    const cy = base - size * s.rng.range(0.62, 1.0);
    out.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(size * s.rng.range(0.1, 0.17))}" ry="${n(size * s.rng.range(0.05, 0.09))}" fill="${shade(leaf, s.rng.range(-0.15, 0.12))}" fill-opacity="0.92"/>`,
    );
  }
  return out.join('');
}

/**
 * A moss garden: a carpet of moss in soft mounds under maples, a line of stepping stones
 * winding from the foreground, a temple veranda's timber edge and eaves at the back.
 */
export function drawMossGarden(s: Scene): string {
  const { w, h } = s;
  const hy = h * 0.42;
  const out = [sky(w, h, s.light, s.style.step, w * 0.25)];
  // The hall at the back: a raised timber veranda under a deep dark eave.
  const wood = mix('#6b4a32', s.palette.base, 0.1);
  out.push(rect(w * 0.45, hy - h * 0.2, w * 0.6, h * 0.2, `fill="${mix('#d8cbb0', s.light.haze, 0.2)}"`));
  for (let x = w * 0.48; x < w; x += w * 0.07) out.push(rect(x, hy - h * 0.2, w * 0.012, h * 0.2, `fill="${wood}"`));
  out.push(
    `<polygon points="${n(w * 0.38)},${n(hy - h * 0.2)} ${n(w * 1.05)},${n(hy - h * 0.31)} ${n(w * 1.05)},${n(hy - h * 0.19)}" fill="#33383a"/>`,
  );
  out.push(rect(w * 0.42, hy - h * 0.03, w * 0.63, h * 0.03, `fill="${shade(wood, 0.1)}"`));
  const moss = mix('#5f7d3a', s.tones.green, 0.3);
  out.push(rect(0, hy, w, h - hy, `fill="${moss}"`));
  // Mounds of moss, lighter where the light falls.
  for (let i = 0; i < 26; i++) {
    const y = hy + (h - hy) * s.rng.next() ** 0.8;
    const k = (y - hy) / (h - hy);
    out.push(
      `<ellipse cx="${n(s.rng.range(0, w))}" cy="${n(y)}" rx="${n(w * (0.04 + k * 0.12))}" ry="${n(h * (0.01 + k * 0.03))}" fill="${shade(moss, s.rng.range(-0.12, 0.14))}"/>`,
    );
  }
  // Stepping stones winding toward the veranda, smaller as they recede.
  const stone = mix('#8e8a80', s.palette.base, 0.1);
  for (let i = 0; i < 8; i++) {
    const t = i / 8;
    const y = h - (h - hy) * (1 - (1 - t) ** 1.6) - h * 0.05;
    const x = w * (0.42 + 0.16 * Math.sin(t * 5 + (s.seed % 3)));
    const k = 1 - t * 0.8;
    out.push(
      `<ellipse cx="${n(x + w * 0.006)}" cy="${n(y + h * 0.01 * k)}" rx="${n(w * 0.07 * k)}" ry="${n(h * 0.028 * k)}" fill="${shade(moss, -0.3)}"/>`,
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.07 * k)}" ry="${n(h * 0.025 * k)}" fill="${shade(stone, s.rng.range(-0.06, 0.08))}" ${s.style.stroke}/>`,
    );
  }
  // A stone lantern when the words ask for one; maples frame the view (other trees when maples are not named).
  if (mentions(s, 'lantern', 'toro')) out.push(rect(w * 0.2, hy + h * 0.02, w * 0.03, h * 0.12, `fill="${stone}"`));
  const maples = mentions(s, 'maple', 'momiji') || s.place.region === 'japan';
  for (const [x, base, size] of [
    [w * 0.12, h * 0.95, h * 0.75],
    [w * 0.86, h * 0.78, h * 0.55],
    [w * 0.3, hy + h * 0.06, h * 0.3],
  ] as const)
    out.push(maples ? maple(s, x, base, size) : maple(s, x, base, size).replace(/#(?:b8432f|c9622c|a83a2a|d07a2e)/g, '#4f6b3a'));
  return out.join('');
}

/** A bamboo fence close-up: upright culms with their nodes, split-bamboo rails tied with black cord, a stone foot. */
export function drawBambooFence(s: Scene): string {
  const { w, h } = s;
  const bamboo = mix('#b59a5e', s.palette.base, 0.12);
  const out = [rect(0, 0, w, h, `fill="${mix('#4d5e3c', s.tones.green, 0.3)}"`)];
  const pole = w * 0.045;
  for (let x = -pole * 0.3; x < w; x += pole * 1.02) {
    const c = shade(bamboo, s.rng.range(-0.1, 0.08));
    out.push(rect(x, 0, pole, h * 0.9, `fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="1"`));
    out.push(rect(x + pole * 0.15, 0, pole * 0.18, h * 0.9, `fill="${shade(c, 0.15)}" fill-opacity="0.6"`));
    for (let y = h * s.rng.range(0.08, 0.2); y < h * 0.88; y += h * s.rng.range(0.2, 0.26))
      out.push(rect(x, y, pole, h * 0.01, `fill="${shade(c, -0.25)}"`));
  }
  const cord = '#1f1c1a';
  for (const y of [h * 0.22, h * 0.55]) {
    out.push(rect(0, y, w, h * 0.035, `fill="${shade(bamboo, -0.18)}" ${s.style.stroke}`));
    for (let x = pole * 0.5; x < w; x += pole * 2.04)
      out.push(
        `<path d="M${n(x - pole * 0.3)} ${n(y - h * 0.012)}L${n(x + pole * 0.3)} ${n(y + h * 0.047)}M${n(x + pole * 0.3)} ${n(y - h * 0.012)}L${n(x - pole * 0.3)} ${n(y + h * 0.047)}" stroke="${cord}" stroke-width="${n(w * 0.005)}"/>`,
      );
  }
  out.push(rect(0, h * 0.9, w, h * 0.1, `fill="${mix('#8e8a80', s.palette.base, 0.1)}"`));
  return out.join('');
}

/**
 * Metal fittings on timber (Japanese kanamono and their kin): a dark timber door of vertical boards,
 * black or brass plates at its corners and rails with domed nail covers, and a ring pull.
 */
export function drawFittings(s: Scene): string {
  const { w, h } = s;
  const timber = mix('#5a3d28', s.palette.dark, 0.2);
  const metal = mentions(s, 'brass', 'gold', 'bronze', 'copper') ? '#b08a3e' : mix('#2a2a2a', s.palette.dark, 0.2);
  const out = [rect(0, 0, w, h, `fill="${timber}"`)];
  for (let x = 0; x < w; x += w * 0.125) out.push(rect(x, 0, w * 0.004, h, `fill="${shade(timber, -0.35)}"`));
  for (let i = 0; i < 40; i++)
    out.push(
      rect(s.rng.range(0, w), s.rng.range(0, h), w * 0.002, h * s.rng.range(0.05, 0.2), `fill="${shade(timber, 0.12)}" fill-opacity="0.5"`),
    );
  const stud = (x: number, y: number, r: number) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${metal}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="${shade(metal, 0.35)}"/>`;
  for (const y of [h * 0.18, h * 0.78]) {
    out.push(rect(0, y, w, h * 0.06, `fill="${metal}" ${s.style.stroke}`));
    for (let x = w * 0.06; x < w; x += w * 0.125) out.push(stud(x, y + h * 0.03, w * 0.013));
  }
  // Corner plates with a cut edge, and the ring pull on its round back plate.
  for (const [x, y] of [
    [0, 0],
    [w * 0.82, 0],
  ] as const)
    out.push(rect(x, y, w * 0.18, h * 0.12, `fill="${metal}"`));
  out.push(`<circle cx="${n(w * 0.62)}" cy="${n(h * 0.5)}" r="${n(w * 0.06)}" fill="${metal}" ${s.style.stroke}/>`);
  out.push(
    `<circle cx="${n(w * 0.62)}" cy="${n(h * 0.58)}" r="${n(w * 0.045)}" fill="none" stroke="${shade(metal, 0.2)}" stroke-width="${n(w * 0.01)}"/>`,
  );
  return out.join('');
}
