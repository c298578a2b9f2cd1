import { anyColor, mentions, type Scene } from './scene.js';
import { noiseOverlay } from './style.js';
import { n, polygon, rect } from './svg.js';

type Texture = 'tile' | 'wood' | 'stone' | 'weave' | 'brick' | 'plaster' | 'leaf';

function chooseTexture(s: Scene): Texture {
  if (mentions(s, 'tile', 'azulejo', 'zellige', 'talavera', 'terrazzo', 'delft', 'ceramic')) return 'tile';
  if (mentions(s, 'timber', 'oak', 'wood', 'cedar', 'grain', 'joinery', 'walnut', 'machiya')) return 'wood';
  if (mentions(s, 'stone', 'paving', 'marble', 'travertine', 'limestone', 'bluestone', 'calçada', 'cobbled', 'granite', 'rock'))
    return 'stone';
  if (mentions(s, 'textile', 'cloth', 'weave', 'linen', 'rattan', 'fabric', 'textiles', 'beadwork')) return 'weave';
  if (mentions(s, 'brick', 'bricks', 'mudéjar')) return 'brick';
  if (mentions(s, 'planting', 'leaf', 'garden', 'canopy', 'botanical', 'moss', 'forest', 'fynbos', 'gardens')) return 'leaf';
  if (mentions(s, 'plaster', 'clay', 'earth', 'earthen', 'tadelakt', 'whitewashed', 'wall', 'walls')) return 'plaster';
  return s.rng.pick(['tile', 'wood', 'stone', 'weave', 'brick', 'plaster', 'leaf'] as const);
}

function tiles(s: Scene): string {
  const cells = s.rng.int(5, 9);
  const size = Math.max(s.w, s.h) / cells;
  const [bg, ink] = [s.palette.light, s.palette.base];
  const motif = s.rng.int(0, 2);
  const out: string[] = [];
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const [x, y, c] = [i * size, j * size, size / 2];
      out.push(rect(x, y, size, size, `fill="${bg}" ${s.style.stroke || `stroke="${s.palette.dark}" stroke-width="2"`}`));
      if (motif === 0)
        out.push(
          `<circle cx="${n(x + c)}" cy="${n(y + c)}" r="${n(size * 0.32)}" fill="none" stroke="${ink}" stroke-width="${n(size * 0.08)}"/>`,
        );
      if (motif === 1)
        out.push(
          polygon(
            [
              [x + c, y + 4],
              [x + size - 4, y + c],
              [x + c, y + size - 4],
              [x + 4, y + c],
            ],
            `fill="${ink}"`,
          ),
        );
      if (motif === 2)
        out.push(
          `<path d="M${n(x)} ${n(y + c)}Q${n(x + c)} ${n(y)} ${n(x + size)} ${n(y + c)}Q${n(x + c)} ${n(y + size)} ${n(x)} ${n(y + c)}Z" fill="${ink}" opacity="0.85"/>`,
        );
      out.push(`<circle cx="${n(x + c)}" cy="${n(y + c)}" r="${n(size * 0.08)}" fill="${s.palette.accent}"/>`);
    }
  }
  return out.join('');
}

function wood(s: Scene): string {
  const planks = s.rng.int(4, 8);
  const ph = s.h / planks;
  const out: string[] = [];
  for (let p = 0; p < planks; p++) {
    out.push(rect(0, p * ph, s.w, ph, `fill="${p % 2 ? s.palette.base : anyColor(s)}" ${s.style.stroke}`));
    for (let g = 0; g < 9; g++) {
      const y = p * ph + ((g + 0.5) * ph) / 9;
      const amp = s.rng.range(2, ph / 8);
      const k = s.rng.range(0.004, 0.012);
      const pts = Array.from({ length: 17 }, (_, i) => `${n((i * s.w) / 16)},${n(y + Math.sin((i * s.w * k) / 16 + g) * amp)}`);
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${s.palette.dark}" stroke-opacity="0.35" stroke-width="${n(s.rng.range(1, 3))}"/>`,
      );
    }
  }
  if (s.style.shaded) out.push(noiseOverlay({ kind: 'wood', seed: s.seed % 8, w: s.w, h: s.h, tile: 256, opacity: 0.25 }));
  return out.join('');
}

function stones(s: Scene): string {
  const cols = s.rng.int(4, 8);
  const size = s.w / cols;
  const rows = Math.ceil(s.h / size) + 1;
  const out = [rect(0, 0, s.w, s.h, `fill="${s.palette.dark}"`)];
  const j = () => s.rng.range(-size * 0.12, size * 0.12);
  for (let r = 0; r < rows; r++) {
    for (let c = -1; c < cols + 1; c++) {
      const x = c * size + (r % 2 ? size / 2 : 0);
      const y = r * size;
      const g = size * 0.06;
      const pts = [
        [x + g + j(), y + g + j()],
        [x + size - g + j(), y + g + j()],
        [x + size - g + j(), y + size - g + j()],
        [x + g + j(), y + size - g + j()],
      ] as const;
      out.push(polygon(pts, `fill="${anyColor(s)}" ${s.style.stroke}`));
    }
  }
  if (s.style.shaded) out.push(noiseOverlay({ kind: 'stone', seed: s.seed % 8, w: s.w, h: s.h, tile: 256, opacity: 0.35 }));
  return out.join('');
}

function weave(s: Scene): string {
  const strands = s.rng.int(10, 18);
  const size = s.w / strands;
  const [a, b] = [s.palette.base, s.palette.accent];
  const out = [rect(0, 0, s.w, s.h, `fill="${s.palette.dark}"`)];
  for (let i = 0; i < strands; i++) {
    for (let j = 0; j < Math.ceil(s.h / size); j++) {
      const over = (i + j) % 2 === 0;
      const [x, y] = [i * size, j * size];
      out.push(
        over
          ? rect(x + size * 0.1, y, size * 0.8, size, `fill="${a}" ${s.style.stroke}`)
          : rect(x, y + size * 0.1, size, size * 0.8, `fill="${b}" ${s.style.stroke}`),
      );
    }
  }
  return out.join('');
}

function bricks(s: Scene): string {
  const bh = s.h / s.rng.int(10, 16);
  const bw = bh * 2.6;
  const out = [rect(0, 0, s.w, s.h, `fill="${s.palette.light}"`)];
  for (let r = 0; r * bh < s.h; r++) {
    for (let x = r % 2 ? -bw / 2 : 0; x < s.w; x += bw) {
      out.push(rect(x + 3, r * bh + 3, bw - 6, bh - 6, `fill="${s.rng.next() < 0.6 ? s.palette.base : anyColor(s)}" ${s.style.stroke}`));
    }
  }
  return out.join('');
}

function plaster(s: Scene): string {
  const out = [rect(0, 0, s.w, s.h, `fill="${s.palette.light}"`)];
  for (let i = 0; i < 14; i++) {
    const [cx, cy, r] = [s.rng.range(0, s.w), s.rng.range(0, s.h), s.rng.range(s.w * 0.1, s.w * 0.4)];
    out.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * s.rng.range(0.4, 1))}" fill="${anyColor(s)}" opacity="${s.style.step === 2 ? 1 : 0.3}" ${s.style.stroke}/>`,
    );
  }
  out.push(noiseOverlay({ kind: 'stone', seed: s.seed % 8, w: s.w, h: s.h, tile: 384, opacity: s.style.step === 2 ? 0.1 : 0.4 }));
  return out.join('');
}

function leaves(s: Scene): string {
  const out = [rect(0, 0, s.w, s.h, `fill="${s.palette.dark}"`)];
  for (let i = 0; i < 90; i++) {
    const [cx, cy, len] = [s.rng.range(0, s.w), s.rng.range(0, s.h), s.rng.range(s.w * 0.05, s.w * 0.16)];
    const fill = s.rng.next() < 0.6 ? s.palette.base : anyColor(s);
    out.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(len)}" ry="${n(len * 0.32)}" transform="rotate(${n(s.rng.range(0, 180))} ${n(cx)} ${n(cy)})" fill="${fill}" ${s.style.stroke}/>`,
    );
  }
  return out.join('');
}

const painters: Record<Texture, (s: Scene) => string> = { tile: tiles, wood, stone: stones, weave, brick: bricks, plaster, leaf: leaves };

/** microMacro 0: a material close-up whose texture follows the prompt's words. */
export function drawMaterial(s: Scene): string {
  return painters[chooseTexture(s)](s);
}
