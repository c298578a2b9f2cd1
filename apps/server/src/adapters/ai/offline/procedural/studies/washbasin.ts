import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';
import { texture, textureOf } from './swatches.js';

/** The counter's material: the shot's first material (a hinoki top, a granite slab), else stone. */
function counterSurface(s: Scene): [ReturnType<typeof textureOf>[0], string] {
  const [tex, color] = textureOf(s.shot.materials[0] ?? 'stone');
  return [tex, mix(color, s.palette.base, 0.12)];
}

function tap(s: Scene, x: number, y: number, size: number): string {
  const metal = mix('#b8954a', s.palette.dark, 0.15);
  const stroke = `stroke="${metal}" stroke-width="${n(size * 0.16)}" fill="none" stroke-linecap="round"`;
  return [
    rect(x - size * 0.12, y - size * 0.9, size * 0.24, size * 0.9, `fill="${metal}"`),
    `<path d="M${n(x)} ${n(y - size * 0.85)}Q${n(x)} ${n(y - size * 1.5)} ${n(x + size * 0.9)} ${n(y - size * 1.35)}L${n(x + size * 0.9)} ${n(y - size * 1.1)}" ${stroke}/>`,
    rect(x - size * 0.4, y - size * 0.55, size * 0.28, size * 0.1, `fill="${shade(metal, -0.2)}"`),
  ].join('');
}

/** A washbasin counter seen square on: splashback, mirror and lamp, the counter slab, a vessel basin, its tap, bottles. */
export function drawWashbasinCounter(s: Scene): string {
  const { w, h } = s;
  const wall = mix(s.tones.wall, s.light.warm, 0.15);
  const top = h * s.rng.range(0.55, 0.62);
  const [tex, color] = counterSurface(s);
  const out = [rect(0, 0, w, h, `fill="${wall}"`)];
  // Splashback of small tiles behind the counter, then the mirror and a wall lamp.
  const tile = w / 18;
  for (let x = 0; x < w; x += tile)
    for (let y = top - h * 0.2; y < top; y += tile * 0.5)
      out.push(rect(x + 1, y + 1, tile - 2, tile * 0.5 - 2, `fill="${shade(s.tones.wall2, s.rng.range(-0.06, 0.04))}"`));
  const mirror = { x: w * s.rng.range(0.28, 0.36), y: h * 0.08, w: w * 0.34, h: top - h * 0.32 };
  out.push(
    `<ellipse cx="${n(mirror.x + mirror.w / 2)}" cy="${n(mirror.y + mirror.h / 2)}" rx="${n(mirror.w / 2)}" ry="${n(mirror.h / 2)}" fill="${mix(s.tones.glass, '#ffffff', 0.45)}" stroke="${s.tones.trim}" stroke-width="${n(w * 0.008)}"/>`,
  );
  out.push(
    `<circle cx="${n(mirror.x + mirror.w + w * 0.1)}" cy="${n(h * 0.2)}" r="${n(w * 0.035)}" fill="${s.light.lamp}" fill-opacity="0.9"/>`,
  );
  // The counter slab and its front, in the counter's material.
  out.push(texture(tex, color, { x: w * 0.06, y: top, w: w * 0.88, h: h * 0.06 }, s.rng));
  out.push(rect(w * 0.06, top + h * 0.06, w * 0.88, h * 0.26, `fill="${shade(color, -0.22)}" ${s.style.stroke}`));
  out.push(rect(w * 0.06, top + h * 0.06, w * 0.88, h * 0.012, 'fill="#000000" fill-opacity="0.18"'));
  out.push(rect(0, top + h * 0.32, w, h, `fill="${s.tones.floor}"`));
  // A vessel basin on the slab, its tap behind it, soap bottles beside.
  const bx = mirror.x + mirror.w / 2;
  const bowl = mix('#f4f1ea', s.palette.light, 0.2);
  out.push(
    `<path d="M${n(bx - w * 0.16)} ${n(top)}Q${n(bx)} ${n(top + h * 0.02)} ${n(bx + w * 0.16)} ${n(top)}L${n(bx + w * 0.13)} ${n(top - h * 0.08)}Q${n(bx)} ${n(top - h * 0.1)} ${n(bx - w * 0.13)} ${n(top - h * 0.08)}Z" fill="${bowl}" ${s.style.stroke}/>`,
    `<ellipse cx="${n(bx)}" cy="${n(top - h * 0.085)}" rx="${n(w * 0.13)}" ry="${n(h * 0.018)}" fill="${shade(bowl, -0.18)}"/>`,
  );
  out.push(tap(s, bx - w * 0.05, top - h * 0.1, w * 0.08));
  for (let i = 0; i < 3; i++) {
    const x = bx + w * (0.22 + i * 0.05);
    const bh = h * (0.08 + (i % 2) * 0.03);
    out.push(rect(x, top - bh, w * 0.035, bh, `fill="${mix('#8a5a22', s.palette.accent, 0.2)}" ${s.style.stroke}`));
    out.push(rect(x + w * 0.01, top - bh - h * 0.02, w * 0.015, h * 0.02, `fill="${s.tones.trim}"`));
  }
  // A folded towel at the end of the counter.
  out.push(rect(w * 0.1, top - h * 0.05, w * 0.14, h * 0.05, `fill="${s.tones.fabric}" ${s.style.stroke}`));
  return out.join('');
}

/** Taps close-up: a spout and its lever over the basin's rim, water running into the bowl. */
export function drawTapsCloseUp(s: Scene): string {
  const { w, h } = s;
  const [tex, color] = counterSurface(s);
  const out = [rect(0, 0, w, h, `fill="${mix(s.tones.wall2, s.light.warm, 0.2)}"`)];
  out.push(texture(tex, color, { x: 0, y: h * 0.72, w, h: h * 0.28 }, s.rng));
  const bowl = mix('#f4f1ea', s.palette.light, 0.2);
  out.push(
    `<ellipse cx="${n(w * 0.55)}" cy="${n(h * 0.78)}" rx="${n(w * 0.42)}" ry="${n(h * 0.12)}" fill="${bowl}" ${s.style.stroke}/>`,
    `<ellipse cx="${n(w * 0.55)}" cy="${n(h * 0.8)}" rx="${n(w * 0.34)}" ry="${n(h * 0.08)}" fill="${shade(bowl, -0.2)}"/>`,
  );
  const metal = mix('#b8954a', s.palette.dark, 0.1);
  const x = w * s.rng.range(0.22, 0.3);
  out.push(
    rect(x - w * 0.04, h * 0.25, w * 0.08, h * 0.5, `fill="${metal}" ${s.style.stroke}`),
    rect(x - w * 0.025, h * 0.25, w * 0.015, h * 0.5, 'fill="#ffffff" fill-opacity="0.35"'),
    `<path d="M${n(x)} ${n(h * 0.27)}Q${n(x)} ${n(h * 0.12)} ${n(x + w * 0.3)} ${n(h * 0.16)}L${n(x + w * 0.3)} ${n(h * 0.24)}" fill="none" stroke="${metal}" stroke-width="${n(w * 0.05)}" stroke-linecap="round"/>`,
    rect(x - w * 0.16, h * 0.36, w * 0.14, h * 0.035, `fill="${shade(metal, -0.15)}"`),
  );
  // The stream of water and its ripples.
  out.push(
    rect(x + w * 0.285, h * 0.25, w * 0.03, h * 0.53, `fill="${mix(s.tones.glass, '#ffffff', 0.5)}" fill-opacity="0.75"`),
    `<ellipse cx="${n(x + w * 0.3)}" cy="${n(h * 0.8)}" rx="${n(w * 0.08)}" ry="${n(h * 0.015)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
  );
  return out.join('');
}
