import { anyColor, mentions, type Scene } from './scene.js';
import { n, type Point, polygon, rect } from './svg.js';

function hexGrid(s: Scene): string {
  const r = s.w / s.rng.int(8, 14);
  const dx = r * Math.sqrt(3);
  const out: string[] = [rect(0, 0, s.w, s.h, `fill="${s.palette.dark}"`)];
  for (let row = -1; row * r * 1.5 < s.h + r; row++) {
    for (let col = -1; col * dx < s.w + dx; col++) {
      const cx = col * dx + (row % 2 ? dx / 2 : 0);
      const cy = row * r * 1.5;
      const pts = Array.from(
        { length: 6 },
        (_, k): Point => [
          cx + r * 0.92 * Math.cos((Math.PI / 3) * k + Math.PI / 6),
          cy + r * 0.92 * Math.sin((Math.PI / 3) * k + Math.PI / 6),
        ],
      );
      out.push(polygon(pts, `fill="${s.rng.next() < 0.15 ? s.palette.accent : anyColor(s)}" ${s.style.stroke}`));
    }
  }
  return out.join('');
}

function blocks(s: Scene): string {
  const cell = s.w / s.rng.int(5, 9);
  const street = cell * s.rng.range(0.12, 0.22);
  const angle = s.rng.range(-25, 25);
  const out: string[] = [];
  for (let x = -s.w * 0.5; x < s.w * 1.5; x += cell) {
    for (let y = -s.h * 0.5; y < s.h * 1.5; y += cell) {
      const green = s.rng.next() < 0.12;
      const fill = green ? '#5e8c4e' : anyColor(s);
      out.push(rect(x + street / 2, y + street / 2, cell - street, cell - street, `fill="${fill}" ${s.style.stroke}`));
      if (!green && s.style.shaded)
        out.push(rect(x + street / 2 + cell * 0.08, y + street / 2 + cell * 0.08, cell * 0.5, cell * 0.4, 'fill="#000" opacity="0.12"'));
      if (green) out.push(`<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.2)}" fill="#3f6b3a"/>`);
    }
  }
  return `${rect(0, 0, s.w, s.h, `fill="${s.palette.light}"`)}<g transform="rotate(${n(angle)} ${s.w / 2} ${s.h / 2})">${out.join('')}</g>`;
}

function water(s: Scene): string {
  const y0 = s.h * s.rng.range(0.55, 0.8);
  const wave = s.h * 0.08;
  const d = `M0 ${n(y0)} C${n(s.w * 0.3)} ${n(y0 - wave)} ${n(s.w * 0.6)} ${n(y0 + wave)} ${s.w} ${n(y0 - wave / 2)} L${s.w} ${s.h} L0 ${s.h} Z`;
  const fill = s.style.shaded ? '#2f6f8f' : '#3a7fb0';
  return `<path d="${d}" fill="${fill}" ${s.style.stroke}/>`;
}

/** microMacro 2: an aerial plan — block grid or hex plan, with water when the prompt mentions it. */
export function drawAerial(s: Scene): string {
  const hex = mentions(s, 'hex', 'hexagon', 'plan', 'grid') || s.rng.next() < 0.25;
  const wet = mentions(
    s,
    'water',
    'river',
    'sea',
    'bay',
    'estuary',
    'canal',
    'coast',
    'coastal',
    'harbour',
    'nile',
    'tagus',
    'dyke',
    'beach',
  );
  return `${hex ? hexGrid(s) : blocks(s)}${wet ? water(s) : ''}`;
}
