import { mix, shade } from '../color.js';
import type { Scene } from '../scene.js';
import { n, polygon, rect } from '../svg.js';

/** Sun through a window: a plain wall and floor in shade, the window's bright patches falling across both. */
function windowLight(s: Scene): string {
  const { w, h } = s;
  const wall = shade(s.tones.wall, -0.25);
  const floorY = h * 0.72;
  const out = [rect(0, 0, w, floorY, `fill="${wall}"`), rect(0, floorY, w, h - floorY, `fill="${shade(s.tones.floor, -0.3)}"`)];
  const warm = mix(s.light.warm, '#ffffff', 0.25);
  const panes = s.place.region === 'japan' ? 4 : 2;
  const skew = (s.light.sun[0] < 0 ? 1 : -1) * w * 0.18;
  const [x0, y0, pw, ph] = [w * 0.18, h * 0.12, w * 0.42, h * 0.42];
  for (let i = 0; i < panes; i++)
    for (let j = 0; j < 2; j++) {
      const [x, y] = [x0 + (i * pw) / panes, y0 + (j * ph) / 2];
      const [cw, ch] = [pw / panes - w * 0.015, ph / 2 - h * 0.015];
      out.push(
        polygon(
          [
            [x, y],
            [x + cw, y],
            [x + cw + skew * 0.3, y + ch],
            [x + skew * 0.3, y + ch],
          ],
          `fill="${warm}" fill-opacity="0.8"`,
        ),
      );
    }
  out.push(
    polygon(
      [
        [x0 + skew * 0.5, floorY],
        [x0 + pw + skew * 0.5, floorY],
        [x0 + pw + skew * 1.4, h],
        [x0 + skew * 1.4, h],
      ],
      `fill="${warm}" fill-opacity="0.55"`,
    ),
  );
  const leaf = `<g fill="${wall}" fill-opacity="0.45">${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${n(x0 + pw * s.rng.range(0.3, 1))}" cy="${n(y0 + ph * s.rng.range(0, 0.5))}" rx="${n(w * 0.03)}" ry="${n(h * 0.012)}" transform="rotate(${n(i * 40)} ${n(x0 + pw / 2)} ${n(y0)})"/>`).join('')}</g>`;
  return out.join('') + leaf;
}

/** Lanterns after dark: glowing paper lanterns (or pendants) in a row, their halos on a dark wall. */
function lanterns(s: Scene): string {
  const { w, h } = s;
  const out = [rect(0, 0, w, h, `fill="#1a1714"`)];
  out.push(
    `<defs><radialGradient id="halo"><stop offset="0" stop-color="${s.light.lamp}" stop-opacity="0.55"/><stop offset="1" stop-color="${s.light.lamp}" stop-opacity="0"/></radialGradient></defs>`,
  );
  const count = s.rng.int(3, 5);
  const paper = s.place.region === 'japan' || s.place.region === 'china';
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.5) / count);
    const y = h * s.rng.range(0.35, 0.5);
    const r = w * 0.07;
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#halo)"/>`, rect(x - 0.75, 0, 1.5, y - r, 'fill="#3a332b"'));
    if (paper) {
      out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.35)}" fill="${mix(s.light.lamp, s.palette.accent, 0.2)}"/>`);
      for (let k = -2; k <= 2; k++)
        out.push(
          `<line x1="${n(x - r * Math.sqrt(1 - (k / 2.7) ** 2))}" y1="${n(y + (k * r * 1.35) / 2.7)}" x2="${n(x + r * Math.sqrt(1 - (k / 2.7) ** 2))}" y2="${n(y + (k * r * 1.35) / 2.7)}" stroke="#8a5a2a" stroke-opacity="0.5"/>`,
        );
      out.push(
        rect(x - r * 0.5, y - r * 1.45, r, r * 0.15, 'fill="#2a2420"'),
        rect(x - r * 0.5, y + r * 1.3, r, r * 0.15, 'fill="#2a2420"'),
      );
    } else {
      out.push(
        `<path d="M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.8)} 0 0 1 ${n(x + r)} ${n(y)}Z" fill="${mix(s.palette.accent, '#b5913f', 0.5)}"/>`,
        `<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(r * 0.6)}" ry="${n(r * 0.15)}" fill="${s.light.lamp}"/>`,
      );
      out.push(
        polygon(
          [
            [x - r * 0.6, y],
            [x + r * 0.6, y],
            [x + r * 2.4, h],
            [x - r * 2.4, h],
          ],
          `fill="${s.light.lamp}" fill-opacity="0.06"`,
        ),
      );
    }
  }
  out.push(rect(0, h * 0.85, w, h * 0.15, `fill="#2a241e"`));
  return out.join('');
}

/** Facade shadows: a sunlit wall with balconies or eaves casting long diagonal shadows. */
function facadeShadows(s: Scene): string {
  const { w, h } = s;
  const wall = mix(s.tones.wall, s.light.warm, 0.25);
  const shadowC = shade(s.tones.wall, -0.35);
  const out = [rect(0, 0, w, h, `fill="${wall}"`)];
  const dx = (s.light.sun[0] < 0 ? 1 : -1) * w * 0.12;
  const dy = h * (s.light.time === 'noon' ? 0.16 : 0.08);
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const [x, y, ww, wh] = [w * (0.1 + col * 0.3), h * (0.08 + row * 0.32), w * 0.16, h * 0.2];
      out.push(
        polygon(
          [
            [x, y],
            [x + ww, y],
            [x + ww + dx, y + dy],
            [x + ww + dx, y + wh + dy],
            [x + dx, y + wh + dy],
            [x, y + wh],
          ],
          `fill="${shadowC}" fill-opacity="0.55"`,
        ),
      );
      out.push(rect(x, y, ww, wh, `fill="${shade(s.tones.glass, -0.35)}" ${s.style.stroke}`));
      out.push(rect(x - w * 0.02, y + wh, ww + w * 0.04, h * 0.02, `fill="${s.tones.trim}"`));
      if (s.place.roof !== 'eaves')
        for (let b = 0; b < 6; b++) out.push(rect(x + (ww * b) / 5 - 1, y + wh * 0.6, 2, wh * 0.4, `fill="${s.tones.metal}"`));
    }
  return out.join('');
}

/** Lighting study: window light by day, lanterns at night, or cast shadows on a facade. */
export function drawLighting(s: Scene): string {
  if (s.shot.motif === 'lantern' || s.shot.time === 'night') return lanterns(s);
  if (s.shot.motif === 'shadow') return facadeShadows(s);
  return windowLight(s);
}
