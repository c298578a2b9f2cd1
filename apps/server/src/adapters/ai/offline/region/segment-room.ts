import { maskCoverage, type RenderRegion, selectSimilarColour } from '@loci/shared';

/** One part of a picture: a byte a pixel (255 inside), the picture's size. */
export interface RegionMask {
  name: RenderRegion;
  mask: Uint8Array;
  coverage: number;
}

export interface Picture {
  rgba: Uint8Array;
  width: number;
  height: number;
}

// A render's planes are flat or softly lit: a fill follows one plane and stops at the anti-aliased edge of the next.
const TOLERANCE = 12;
const STEP = 6;
/** Planes smaller than this share of the picture are left out (a chair leg, a frame). */
const MIN_PLANE = 0.003;
/** Seeds every this many pixels, over the whole picture. */
const GRID = 12;

/** One flat plane of the picture, its extent as shares of the width and height. */
interface Plane {
  mask: Uint8Array;
  coverage: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  luminance: number;
  /** Mean colour, RGB. */
  colour: [number, number, number];
}

function describe(p: Picture, mask: Uint8Array): Plane {
  let [n, top, bottom, left, right] = [0, p.height, 0, p.width, 0];
  const colour: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const [x, y] = [i % p.width, Math.floor(i / p.width)];
    n++;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    if (x < left) left = x;
    if (x > right) right = x;
    for (let c = 0; c < 3; c++) colour[c] += p.rgba[i * 4 + c];
  }
  const [w, h] = [p.width - 1 || 1, p.height - 1 || 1];
  const mean = colour.map((c) => (n ? c / n : 0)) as [number, number, number];
  const luminance = 0.299 * mean[0] + 0.587 * mean[1] + 0.114 * mean[2];
  return { mask, coverage: n / mask.length, top: top / h, bottom: bottom / h, left: left / w, right: right / w, luminance, colour: mean };
}

/** The picture cut into flat planes: a fill from every seed of a grid that no plane holds yet. */
function planes(p: Picture): Plane[] {
  const taken = new Uint8Array(p.width * p.height);
  const found: Plane[] = [];
  for (let y = GRID / 2; y < p.height; y += GRID) {
    for (let x = GRID / 2; x < p.width; x += GRID) {
      if (taken[y * p.width + x]) continue;
      const mask = selectSimilarColour(p.rgba, p, { x, y }, { tolerance: TOLERANCE, step: STEP, blocked: taken });
      let n = 0;
      for (let i = 0; i < mask.length; i++) {
        if (!mask[i]) continue;
        taken[i] = 1;
        n++;
      }
      if (n / mask.length >= MIN_PLANE) found.push(describe(p, mask));
    }
  }
  return found;
}

/** Whether two colours differ in brightness only (their channels in the same proportions, within a little). */
function sameHue(a: [number, number, number], b: [number, number, number]): boolean {
  const [sa, sb] = [a[0] + a[1] + a[2] || 1, b[0] + b[1] + b[2] || 1];
  const ratio = sb / sa;
  return ratio > 0.6 && ratio < 1.6 && a.every((c, i) => Math.abs(c / sa - b[i] / sb) < 0.015);
}

/**
 * Closes the gaps in a part no wider than `r` pixels (a joint between floor boards, a skirting's
 * hairline): a dilation, then an erosion, each `r` steps of the 8 neighbours.
 */
export function closeGaps(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const step = (from: Uint8Array, grow: boolean) => {
    const out = from.slice();
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (grow ? from[i] : !from[i]) continue;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [x + dx, y + dy];
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            if (grow ? from[ny * width + nx] : !from[ny * width + nx]) out[i] = grow ? 255 : 0;
          }
      }
    return out;
  };
  let out = mask;
  for (let k = 0; k < r; k++) out = step(out, true);
  for (let k = 0; k < r; k++) out = step(out, false);
  return out;
}

function union(size: number, parts: Plane[]): Uint8Array {
  const out = new Uint8Array(size);
  for (const part of parts) for (let i = 0; i < size; i++) if (part.mask[i]) out[i] = 255;
  return out;
}

/**
 * The ceiling: in each column, the run of a plane hanging from the head of the picture, when it
 * ends above 70 % of the height (a plane that runs on down that column is a wall of the same colour).
 */
function ceilingOf(p: Picture, hanging: Plane[]): Uint8Array {
  const out = new Uint8Array(p.width * p.height);
  const limit = Math.floor(p.height * 0.7);
  for (let x = 0; x < p.width; x++) {
    const start = hanging.find((s) => s.mask[x] || s.mask[p.width + x]);
    if (!start) continue;
    let y = start.mask[x] ? 0 : 1;
    while (y < p.height && start.mask[y * p.width + x]) y++;
    if (y >= limit) continue;
    for (let k = 0; k < y; k++) out[k * p.width + x] = 255;
  }
  return out;
}

/**
 * The floor, walls, ceiling and openings of a room seen at eye level, found by colour and position
 * (the offline segmenter, issue #46). The picture is cut into flat planes; the floor is the planes
 * standing on the foot of the picture below the horizon, the ceiling those hanging from its head
 * above it; at mid-height the largest planes are walls and the tall, narrow ones clearly lighter
 * than the walls are openings (windows onto daylight). A heuristic, not a model: a part it cannot
 * find is left out, and a designer can paint any part by hand.
 */
export function segmentRoom(p: Picture): RegionMask[] {
  const all = planes(p);
  const footed = all.filter((s) => s.bottom > 0.97 && s.top > 0.3);
  // Further off, the floor is the planes below the horizon of a colour the floor at the foot has.
  // Sun patches and shade on the floor are its colour, lighter or darker: the same hue, another brightness.
  const floorLike = (s: Plane) => footed.some((f) => sameHue(f.colour, s.colour));
  const floor = [...footed, ...all.filter((s) => !footed.includes(s) && s.top > 0.5 && floorLike(s))];
  const hanging = all.filter((s) => s.top < 0.03 && !floor.includes(s));
  const ceilingMask = ceilingOf(p, hanging);
  const middle = all.filter((s) => !floor.includes(s) && s.coverage >= 0.01 && s.top < 0.55 && s.bottom > 0.45);
  const wall = [...middle].sort((a, b) => b.coverage - a.coverage)[0];
  const isOpening = (s: Plane) =>
    wall !== undefined && s !== wall && s.luminance > wall.luminance + 6 && s.bottom - s.top > 0.25 && s.right - s.left < 0.2;
  const size = p.width * p.height;
  const parts: [RenderRegion, Plane[]][] = [
    ['floor', floor],
    ['walls', middle.filter((s) => !isOpening(s))],
    ['ceiling', []],
    ['openings', middle.filter(isOpening)],
  ];
  return parts
    .map(([name, found]) => {
      const mask =
        name === 'ceiling' ? ceilingMask : name === 'floor' ? closeGaps(union(size, found), p.width, p.height, 2) : union(size, found);
      if (name === 'walls') for (let i = 0; i < size; i++) if (ceilingMask[i]) mask[i] = 0;
      return { name, mask, coverage: maskCoverage(mask) };
    })
    .filter((r) => r.coverage >= MIN_PLANE);
}
