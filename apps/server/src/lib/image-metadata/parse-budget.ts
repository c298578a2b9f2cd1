/**
 * A budget for parsing untrusted image metadata (issue #43): how deep, how many boxes or items,
 * how many bytes, and how much work and time a parse may take. Each scanner charges it as it goes
 * and stops at the first bound it crosses, so a hostile file costs at most the budget.
 */

/** Which bound a parse crossed. */
export type BoundReason = 'depth' | 'count' | 'bytes' | 'work' | 'time' | 'malformed';

/** The bounds of one parse. */
export interface ParseLimits {
  /** Nesting (boxes in boxes, CBOR arrays in maps, XMP elements, EXIF sub-IFDs). */
  maxDepth: number;
  /** Boxes, CBOR items, XML elements, IFD entries or ICC tags, all together. */
  maxCount: number;
  /** Bytes of metadata of one kind (a manifest store, an XMP packet, an ICC profile). */
  maxBytes: number;
  /** Work units: bytes a library would copy or walk (a box's size at every level it sits under) plus items. */
  maxWork: number;
  /** Milliseconds of scanning, checked every few hundred steps. */
  maxMs: number;
}

/** Default bounds: far above what cameras, editors and C2PA tools write; far below what hurts the server. */
export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 24,
  maxCount: 20_000,
  maxBytes: 16 * 1024 * 1024,
  maxWork: 64 * 1024 * 1024,
  maxMs: 250,
};

/** Thrown by a scan that crossed a bound; `work` is what it had charged by then. */
export class MetadataBoundsError extends Error {
  constructor(
    readonly kind: string,
    readonly reason: BoundReason,
    readonly work: number,
  ) {
    super(`${kind} metadata crossed its ${reason} bound`);
    this.name = 'MetadataBoundsError';
  }
}

/** A running parse: charge it as you go; it throws MetadataBoundsError at the first bound crossed. */
export interface ParseBudget {
  readonly limits: ParseLimits;
  /** Work charged so far. */
  readonly work: number;
  /** Items counted so far. */
  readonly count: number;
  /** One more item (box, CBOR item, element, entry, tag) at `depth`, costing `work` units. */
  item(kind: string, depth: number, work?: number): void;
  /** Checks a size against `max` (default `maxBytes`). */
  bytes(kind: string, size: number, max?: number): void;
  /** Fails the parse: the data is not what it claims to be. */
  malformed(kind: string): never;
}

/** A fresh budget; `now` is the clock the time bound reads (tests pass their own). */
export function createParseBudget(limits: Partial<ParseLimits> = {}, now: () => number = performance.now.bind(performance)): ParseBudget {
  const bounds = { ...DEFAULT_PARSE_LIMITS, ...limits };
  const started = now();
  let work = 0;
  let count = 0;
  const fail = (kind: string, reason: BoundReason): never => {
    throw new MetadataBoundsError(kind, reason, work);
  };
  return {
    limits: bounds,
    get work() {
      return work;
    },
    get count() {
      return count;
    },
    item(kind, depth, cost = 1) {
      count++;
      work += cost;
      if (depth > bounds.maxDepth) fail(kind, 'depth');
      if (count > bounds.maxCount) fail(kind, 'count');
      if (work > bounds.maxWork) fail(kind, 'work');
      if (count % 256 === 0 && now() - started > bounds.maxMs) fail(kind, 'time');
    },
    bytes(kind, size, max = bounds.maxBytes) {
      if (size > max) fail(kind, 'bytes');
    },
    malformed(kind) {
      return fail(kind, 'malformed');
    },
  };
}
