import type { ParseBudget } from './parse-budget.js';

/** A container being read: how many items it still holds (-1: indefinite, until a break). */
interface Open {
  left: number;
}

/**
 * Walks CBOR (RFC 8949) without building it, charging the budget an item at a time: nesting
 * (arrays, maps, tags), item count, and declared lengths and counts that the bytes cannot hold
 * (a 4-billion-item array in 5 bytes) are refused before a decoder would allocate for them.
 * @throws MetadataBoundsError
 */
export function checkCbor(bytes: Uint8Array, budget: ParseBudget, baseDepth = 0): void {
  if (bytes.length === 0) return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stack: Open[] = [];
  let pos = 0;
  const need = (n: number) => {
    if (n > bytes.length - pos || n < 0) budget.malformed('CBOR');
  };
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : budget.malformed('CBOR');
    need(size);
    const value =
      size === 1
        ? view.getUint8(pos)
        : size === 2
          ? view.getUint16(pos)
          : size === 4
            ? view.getUint32(pos)
            : Number(view.getBigUint64(pos));
    pos += size;
    return value;
  };
  // One top-level item, then whatever the containers it opens still hold.
  let top = 1;
  while (top > 0 || stack.length > 0) {
    need(1);
    const initial = bytes[pos++];
    const major = initial >> 5;
    const info = initial & 31;
    budget.item('CBOR', baseDepth + stack.length);
    if (major === 7 && info === 31) {
      const open = stack.pop();
      if (!open || open.left !== -1) budget.malformed('CBOR');
      settle();
      continue;
    }
    if (info === 31) {
      if (major < 2 || major > 5) budget.malformed('CBOR');
      stack.push({ left: -1 });
      continue;
    }
    const arg = major === 7 ? (info < 24 ? 0 : skipSimple(info)) : argument(info);
    if (major === 2 || major === 3) {
      need(arg);
      pos += arg;
    } else if (major === 4 || major === 5 || major === 6) {
      const items = major === 5 ? arg * 2 : major === 6 ? 1 : arg;
      // Each item takes at least a byte: a count the rest cannot hold is a lie.
      need(items);
      if (items > 0) {
        stack.push({ left: items });
        continue;
      }
    }
    settle();
  }

  function skipSimple(info: number): number {
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : budget.malformed('CBOR');
    need(size);
    pos += size;
    return 0;
  }

  /** An item is complete: count it against its container, closing every container it fills. */
  function settle(): void {
    if (stack.length === 0) {
      top--;
      return;
    }
    const open = stack[stack.length - 1];
    if (open.left === -1) return;
    open.left--;
    if (open.left === 0) {
      stack.pop();
      settle();
    }
  }
}
