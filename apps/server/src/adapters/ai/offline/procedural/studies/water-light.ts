import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';

/** The river's light: low sun on moving water, glints in broken bands, the far bank and its trees dark against it. */
export function drawWaterLight(s: Scene): string {
  const { w, h } = s;
  const sky = mix(s.light.skyTop, s.light.warm, 0.35);
  const bank = h * s.rng.range(0.3, 0.38);
  const out = [rect(0, 0, w, bank, `fill="${sky}"`)];
  // The far bank: a low line of trees and roofs.
  const dark = mix(s.tones.green, s.palette.dark, 0.45);
  for (let x = -w * 0.05; x < w; x += w * s.rng.range(0.05, 0.09))
    out.push(`<circle cx="${n(x)}" cy="${n(bank - h * 0.02)}" r="${n(w * s.rng.range(0.03, 0.06))}" fill="${dark}"/>`);
  out.push(rect(0, bank - h * 0.015, w, h * 0.03, `fill="${shade(dark, -0.2)}"`));
  const water = mix(s.tones.glass, s.palette.dark, 0.35);
  out.push(rect(0, bank + h * 0.015, w, h - bank, `fill="${water}"`));
  // The sun's path on the water: bands of glints, wider and brighter toward the viewer.
  const cx = w * (s.light.sun[0] < 0 ? 0.35 : 0.65);
  const glint = mix(s.light.warm, '#ffffff', 0.45);
  for (let y = bank + h * 0.03; y < h; y += h * 0.022) {
    const t = (y - bank) / (h - bank);
    for (let k = 0; k < 3; k++) {
      const gw = w * (0.02 + t * 0.12) * s.rng.range(0.4, 1.2);
      const x = cx + (s.rng.next() - 0.5) * w * (0.1 + t * 0.5);
      out.push(rect(x - gw / 2, y, gw, h * 0.006 + t * h * 0.006, `fill="${glint}" fill-opacity="${n(0.35 + t * 0.5)}"`));
    }
  }
  // The near bank's stepping stones in silhouette.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.1 + i * 0.22);
    out.push(`<ellipse cx="${n(x)}" cy="${n(h * 0.9)}" rx="${n(w * 0.07)}" ry="${n(h * 0.025)}" fill="${shade(s.tones.floor, -0.45)}"/>`);
  }
  return out.join('');
}
