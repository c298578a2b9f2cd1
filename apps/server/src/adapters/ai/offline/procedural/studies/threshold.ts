import { mix, shade } from '../color.js';
import { tiles } from '../micro-patterns.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';

/** Threshold: a doorway seen square on, its step, the lighter room beyond, and the place's way of marking an entrance. */
export function drawThreshold(s: Scene): string {
  const { w, h } = s;
  const facade = s.place.region === 'japan' ? '#5b4636' : mix(s.tones.wall2, s.palette.base, 0.2);
  const out = [rect(0, 0, w, h, `fill="${facade}"`)];
  if (s.place.region === 'iberia') out.push(`<g opacity="0.9">${tiles({ ...s, w, h })}</g>`);
  if (s.place.region === 'japan')
    for (let x = 0; x < w; x += w * 0.025) out.push(rect(x, 0, w * 0.008, h * 0.85, `fill="${shade(facade, -0.3)}"`));
  const [dx, dw, top] = [w * 0.3, w * 0.4, h * 0.14];
  const step = h * 0.84;
  // The room beyond: a warm interior with a floor line and a far opening.
  out.push(rect(dx, top, dw, step - top, `fill="${mix(s.tones.wall, s.light.warm, 0.35)}"`));
  out.push(rect(dx, step - h * 0.2, dw, h * 0.2, `fill="${s.tones.floor}"`));
  out.push(rect(dx + dw * 0.35, top + h * 0.2, dw * 0.3, h * 0.44, `fill="${shade(s.tones.wall, 0.25)}"`));
  const frame = s.place.region === 'japan' ? '#3a2c22' : s.tones.trim;
  out.push(
    `<rect x="${n(dx)}" y="${n(top)}" width="${n(dw)}" height="${n(step - top)}" fill="none" stroke="${frame}" stroke-width="${n(w * 0.03)}"/>`,
  );
  // An open leaf on one side, in perspective.
  out.push(
    `<polygon points="${n(dx)},${n(top)} ${n(dx + dw * 0.22)},${n(top + h * 0.05)} ${n(dx + dw * 0.22)},${n(step - h * 0.03)} ${n(dx)},${n(step)}" fill="${shade(s.tones.wood, -0.15)}" ${s.style.stroke}/>`,
  );
  if (s.place.region === 'japan') {
    // A noren across the head of the opening.
    for (let p = 0; p < 3; p++)
      out.push(rect(dx + (p * dw) / 3 + 2, top, dw / 3 - 4, h * 0.22, `fill="${p === 1 ? '#2f3f6b' : '#33436f'}"`));
  } else {
    out.push(
      `<path d="M${n(dx - w * 0.04)} ${n(top)}A${n(dw / 2 + w * 0.04)} ${n(h * 0.1)} 0 0 1 ${n(dx + dw + w * 0.04)} ${n(top)}Z" fill="${shade(facade, -0.15)}"/>`,
    );
  }
  // The threshold stone and the step.
  const stone = mix('#b8b0a2', s.palette.base, 0.1);
  out.push(
    rect(dx - w * 0.06, step, dw + w * 0.12, h * 0.05, `fill="${stone}" ${s.style.stroke}`),
    rect(0, step + h * 0.05, w, h * 0.11, `fill="${shade(stone, -0.2)}"`),
  );
  // A plant and a lamp by the door.
  out.push(
    `<rect x="${n(dx + dw + w * 0.07)}" y="${n(step - h * 0.1)}" width="${n(w * 0.08)}" height="${n(h * 0.1)}" fill="${shade(s.palette.accent, -0.1)}"/><circle cx="${n(dx + dw + w * 0.11)}" cy="${n(step - h * 0.16)}" r="${n(w * 0.07)}" fill="${s.tones.green}"/>`,
  );
  out.push(
    `<rect x="${n(dx - w * 0.1)}" y="${n(top + h * 0.1)}" width="${n(w * 0.04)}" height="${n(h * 0.07)}" fill="${s.light.lamp}" fill-opacity="0.85" stroke="${frame}" stroke-width="2"/>`,
  );
  return out.join('');
}
