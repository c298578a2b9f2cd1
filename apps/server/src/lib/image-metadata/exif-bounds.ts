import type { ParseBudget } from './parse-budget.js';

/** Tags whose value is the offset of another IFD: Exif, GPS, Interoperability, SubIFDs. */
const POINTER_TAGS = new Set([0x8769, 0x8825, 0xa005, 0x014a]);
/** Bytes a value of each TIFF type takes. */
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };

/**
 * Walks an EXIF block (a TIFF structure) as libexif would: each IFD once (a loop is refused), its
 * entries and sub-IFDs counted and nested within the budget, every value inside the block.
 * @throws MetadataBoundsError
 */
export function checkExif(tiff: Uint8Array, budget: ParseBudget): void {
  budget.bytes('EXIF', tiff.length);
  if (tiff.length < 8) budget.malformed('EXIF');
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = String.fromCharCode(tiff[0], tiff[1]);
  if (order !== 'II' && order !== 'MM') budget.malformed('EXIF');
  const little = order === 'II';
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const seen = new Set<number>();
  const queue: { at: number; depth: number }[] = [{ at: u32(4), depth: 1 }];
  while (queue.length > 0) {
    const { at, depth } = queue.pop() as { at: number; depth: number };
    if (at === 0) continue;
    if (seen.has(at) || at + 2 > tiff.length) budget.malformed('EXIF');
    seen.add(at);
    const entries = u16(at);
    if (at + 2 + entries * 12 + 4 > tiff.length) budget.malformed('EXIF');
    for (let i = 0; i < entries; i++) {
      const entry = at + 2 + i * 12;
      budget.item('EXIF', depth);
      const tag = u16(entry);
      const size = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
      if (size > 4 && u32(entry + 8) + size > tiff.length) budget.malformed('EXIF');
      if (POINTER_TAGS.has(tag)) queue.push({ at: u32(entry + 8), depth: depth + 1 });
    }
    queue.push({ at: u32(at + 2 + entries * 12), depth });
  }
}
