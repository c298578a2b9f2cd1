/**
 * Where each generated node goes: its saved position if someone placed it, else where the automatic
 * layout puts it — unless that overlaps a node someone placed, then the nearest free place to the
 * right or below, so a new page never lands on the designer's arrangement. Pure (no React).
 */
export type Box = { id: string; x: number; y: number; width: number; height: number };
export type SavedPosition = { x: number; y: number };

/** Space kept between a nudged node and the placed ones. */
export const NUDGE_GAP = 32;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + NUDGE_GAP &&
  b.x < a.x + a.width + NUDGE_GAP &&
  a.y < b.y + b.height + NUDGE_GAP &&
  b.y < a.y + a.height + NUDGE_GAP;

/** The nearest free place for `box` among `taken`: tried in rings of growing distance, right and down first. */
function freePlace(box: Box, taken: Box[]): Box {
  const step = Math.max(box.width, box.height) / 2;
  for (let ring = 1; ring <= 40; ring++) {
    const candidates: Box[] = [];
    for (let i = 0; i <= ring; i++) {
      candidates.push({ ...box, x: box.x + ring * step, y: box.y + i * step });
      candidates.push({ ...box, x: box.x + i * step, y: box.y + ring * step });
    }
    const free = candidates.find((c) => !taken.some((t) => overlaps(c, t)));
    if (free) return free;
  }
  return box;
}

/** Where a new item of this box goes: there if it is free, else the nearest free place to the right or below. */
export function freeSpot(box: Box, taken: Box[]): { x: number; y: number } {
  const spot = taken.some((t) => overlaps(box, t)) ? freePlace(box, taken) : box;
  return { x: Math.round(spot.x), y: Math.round(spot.y) };
}

/**
 * The boxes of the automatic layout with saved positions applied: saved nodes where they were put;
 * unsaved ones where the layout puts them, nudged off any saved box (and off those nudged before them).
 */
export function placeNodes(auto: Box[], saved: ReadonlyMap<string, SavedPosition>, fixed: Box[] = []): Box[] {
  const placed = auto.filter((b) => saved.has(b.id)).map((b) => ({ ...b, ...(saved.get(b.id) as SavedPosition) }));
  const taken: Box[] = [...placed, ...fixed];
  // With nothing saved, the automatic layout stands as it is.
  if (!taken.length) return auto;
  return auto.map((box) => {
    const own = saved.get(box.id);
    if (own) return { ...box, ...own };
    if (!taken.some((t) => overlaps(box, t))) return box;
    const moved = freePlace(box, taken);
    taken.push(moved);
    return moved;
  });
}
