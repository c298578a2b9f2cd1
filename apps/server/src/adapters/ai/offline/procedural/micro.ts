import { mix, shade } from './color.js';
import { bricks, tiles, weave } from './micro-patterns.js';
import type { Scene } from './scene.js';
import { n, polygon, rect } from './svg.js';

/** Timber boards with staggered joints and flowing grain, laid along or across the frame. */
function timber(s: Scene): string {
  // Boards stand upright, as cladding and screens are seen: their joints read even in a thumbnail.
  const across = s.rng.next() < 0.85;
  const [W, H] = across ? [s.h, s.w] : [s.w, s.h];
  const planks = s.rng.int(4, 8);
  const ph = H / planks;
  const wood = mix('#a67c4e', s.palette.base, s.rng.range(0.05, 0.3));
  const out: string[] = [];
  for (let p = 0; p < planks; p++) {
    for (let x = -s.rng.range(0, W * 0.6); x < W; ) {
      const len = s.rng.range(W * 0.5, W * 1.1);
      const tone = shade(wood, s.rng.range(-0.12, 0.1));
      out.push(rect(x, p * ph, len - 2, ph - 2, `fill="${tone}" ${s.style.stroke}`));
      x += len;
    }
    for (let g = 0; g < 6; g++) {
      const y = p * ph + ((g + 0.5) * ph) / 6;
      const [amp, k] = [s.rng.range(1, ph / 10), s.rng.range(3, 9)];
      const pts = Array.from({ length: 13 }, (_, i) => `${n((i * W) / 12)},${n(y + Math.sin((i / 12) * k + g) * amp)}`);
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${shade(wood, -0.35)}" stroke-opacity="0.3" stroke-width="${n(s.rng.range(0.8, 2.2))}"/>`,
      );
    }
  }
  const body = out.join('');
  return across ? `<g transform="rotate(90 ${n(s.w / 2)} ${n(s.w / 2)})">${body}</g>` : body;
}

/** Stone: coursed ashlar with varied course heights, or random flagstone paving. */
function stone(s: Scene): string {
  const base = mix(mix(s.tones.wall2, '#cfc6b6', 0.6), s.palette.base, 0.1);
  const out = [rect(0, 0, s.w, s.h, `fill="${shade(base, -0.3)}"`)];
  const ashlar = s.rng.next() < 0.55;
  let y = 0;
  while (y < s.h) {
    const ch = s.h * s.rng.range(0.12, 0.22);
    let x = -s.rng.range(0, s.w * 0.2);
    while (x < s.w) {
      const bw = ashlar ? ch * s.rng.range(1.4, 2.6) : ch * s.rng.range(0.8, 1.4);
      const g = ashlar ? 3 : ch * 0.05;
      const j = () => (ashlar ? 0 : s.rng.range(-ch * 0.06, ch * 0.06));
      const pts = [
        [x + g + j(), y + g + j()],
        [x + bw - g + j(), y + g + j()],
        [x + bw - g + j(), y + ch - g + j()],
        [x + g + j(), y + ch - g + j()],
      ] as const;
      out.push(polygon(pts, `fill="${shade(base, s.rng.range(-0.1, 0.08))}" ${s.style.stroke}`));
      x += bw;
    }
    y += ch;
  }
  return out.join('');
}

/** Terrazzo: a calm ground scattered with angular chips in three or four tones. */
function terrazzo(s: Scene): string {
  const ground = mix(s.palette.light, '#ebe5da', 0.5);
  const chips = [s.tones.accent, s.tones.wall2, shade(s.tones.floor, -0.2), mix(s.palette.base, '#ffffff', 0.3)];
  const out = [rect(0, 0, s.w, s.h, `fill="${ground}"`)];
  const count = s.style.step === 2 ? 160 : 380;
  for (let i = 0; i < count; i++) {
    const [cx, cy, r] = [s.rng.range(0, s.w), s.rng.range(0, s.h), s.w * s.rng.range(0.008, 0.028)];
    const a = s.rng.range(0, 6.3);
    const pts = [0, 1.3, 2.5, 3.8, 5].map((k): readonly [number, number] => [
      cx + Math.cos(a + k) * r * s.rng.range(0.6, 1),
      cy + Math.sin(a + k) * r * s.rng.range(0.6, 1),
    ]);
    out.push(polygon(pts, `fill="${s.rng.pick(chips)}"`));
  }
  return out.join('');
}

/** Lime plaster: soft mottling with a patch of window light falling across it. */
function plaster(s: Scene): string {
  const base = mix(s.palette.light, s.tones.wall2, s.rng.range(0.35, 0.6));
  const out = [rect(0, 0, s.w, s.h, `fill="${base}"`)];
  for (let i = 0; i < 10; i++) {
    const [cx, cy, r] = [s.rng.range(0, s.w), s.rng.range(0, s.h), s.rng.range(s.w * 0.1, s.w * 0.35)];
    out.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * s.rng.range(0.4, 1))}" fill="${shade(base, s.rng.range(-0.08, 0.06))}" fill-opacity="${s.style.step === 2 ? 1 : 0.5}"/>`,
    );
  }
  const [x0, w, skew] = [s.w * s.rng.range(0.15, 0.45), s.w * s.rng.range(0.25, 0.4), s.w * s.rng.range(-0.3, 0.3)];
  const warm = mix(s.light.warm, '#ffffff', 0.2);
  out.push(rect(0, 0, s.w, s.h, 'fill="#2b2620" fill-opacity="0.12"'));
  out.push(
    polygon(
      [
        [x0, 0],
        [x0 + w, 0],
        [x0 + w + skew, s.h],
        [x0 + skew, s.h],
      ],
      `fill="${warm}" fill-opacity="${s.style.step === 2 ? 0.7 : 0.5}"`,
    ),
  );
  out.push(
    polygon(
      [
        [x0 + w * 0.48, 0],
        [x0 + w * 0.52, 0],
        [x0 + w * 0.52 + skew, s.h],
        [x0 + w * 0.48 + skew, s.h],
      ],
      `fill="${base}" fill-opacity="0.8"`,
    ),
  );
  return out.join('');
}

/** Raking light across a photographic close-up, from the sun's side (a flat wash costs PNG bytes elsewhere). */
function raking(s: Scene): string {
  if (s.style.step !== 0) return '';
  const k = 0.2;
  const [x1, x2] = s.light.sun[0] < 0 ? [0, 1] : [1, 0];
  return `<defs><linearGradient id="rake" x1="${x1}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="#fff8ea" stop-opacity="${k}"/><stop offset="1" stop-color="#1a1814" stop-opacity="${k * 1.3}"/></linearGradient></defs>${rect(0, 0, s.w, s.h, 'fill="url(#rake)"')}`;
}

const painters: Record<string, (s: Scene) => string> = { tiles, timber, stone, terrazzo, weave, brick: bricks, plaster };

/** microMacro 0: a material close-up in the composition's material family. */
export function drawMaterial(s: Scene): string {
  return (painters[s.comp.family] ?? plaster)(s) + raking(s);
}
