import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, rect } from '../svg.js';
import { drawFloor } from './floor.js';

/**
 * A room seen toward its screens: the floor in perspective (tatami in Japan) and, filling the back
 * wall, sliding shoji of paper in a timber lattice lit from behind, or a carved lattice screen elsewhere.
 */
export function drawScreensRoom(s: Scene): string {
  const { w, h } = s;
  const far = h * 0.3 + (w * 0.9 * 1.5) / 12;
  const out = [drawFloor(s)];
  const wood = s.place.region === 'japan' ? '#6b4a32' : mix('#5a3d2b', s.palette.base, 0.1);
  const paper = mix('#f4eee2', s.light.warm, 0.35);
  out.push(rect(0, 0, w, far, `fill="${wood}"`));
  const panels = 4;
  const pw = w / panels;
  const shoji = s.place.roof === 'eaves';
  for (let p = 0; p < panels; p++) {
    const [x, y, iw, ih] = [p * pw + pw * 0.06, far * 0.06, pw * 0.88, far * 0.88];
    out.push(rect(x, y, iw, ih, `fill="${shoji ? paper : shade(wood, -0.35)}"`));
    if (shoji) {
      for (let i = 1; i < 3; i++) out.push(rect(x + (iw * i) / 3 - 1.5, y, 3, ih, `fill="${wood}"`));
      for (let j = 1; j < 6; j++) out.push(rect(x, y + (ih * j) / 6 - 1.5, iw, 3, `fill="${wood}"`));
    } else {
      const k = iw / 4;
      for (let i = 0; i < 4; i++)
        for (let j = 0; j * k < ih; j++)
          out.push(
            `<polygon points="${n(x + i * k + k / 2)},${n(y + j * k)} ${n(x + (i + 1) * k)},${n(y + j * k + k / 2)} ${n(x + i * k + k / 2)},${n(y + (j + 1) * k)} ${n(x + i * k)},${n(y + j * k + k / 2)}" fill="${paper}" fill-opacity="0.8"/>`,
          );
    }
  }
  // One panel slid open: the garden beyond.
  const open = s.rng.int(0, panels - 1);
  out.push(rect(open * pw + pw * 0.06, far * 0.06, pw * 0.44, far * 0.88, `fill="${s.tones.green}"`));
  return out.join('');
}
