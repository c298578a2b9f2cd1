import type { ParseBudget } from './parse-budget.js';

/** An XMP packet's most bytes: a JPEG's standard packet holds 64 KB; editors' extended ones stay well under this. */
export const XMP_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Walks an XMP packet's tags without parsing it: element nesting and count stay in the budget, and
 * a DTD (entity expansion, which XMP does not allow) is refused.
 * @throws MetadataBoundsError
 */
export function checkXmp(xmp: Uint8Array, budget: ParseBudget): void {
  budget.bytes('XMP', xmp.length, XMP_MAX_BYTES);
  const text = Buffer.from(xmp.buffer, xmp.byteOffset, xmp.byteLength).toString('latin1');
  let depth = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    const close = text.indexOf('>', at);
    if (close < 0) break;
    const next = text[at + 1];
    if (next === '!') {
      if (/^<!(DOCTYPE|ENTITY)/i.test(text.slice(at, at + 9))) budget.malformed('XMP');
    } else if (next === '/') {
      depth--;
    } else if (next !== '?') {
      budget.item('XMP', depth + 1);
      if (text[close - 1] !== '/') depth++;
    }
    at = text.indexOf('<', close);
  }
}
