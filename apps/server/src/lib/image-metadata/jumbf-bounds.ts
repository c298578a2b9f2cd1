import { checkCbor } from './cbor-bounds.js';
import type { ParseBudget } from './parse-budget.js';

/** A run of boxes to read: [at, end) at a nesting depth. */
interface Run {
  at: number;
  end: number;
  depth: number;
}

/**
 * Walks a JUMBF box tree (a C2PA manifest store) without recursion, before any library parses it:
 * box sizes must fit their parent, nesting, box count and total size stay in the budget, and each
 * box is charged its size at every level (what a parser that copies each superbox's content
 * would copy). CBOR content boxes are walked too (see `checkCbor`).
 * @throws MetadataBoundsError
 */
export function checkJumbf(bytes: Uint8Array, budget: ParseBudget): void {
  budget.bytes('JUMBF', bytes.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const runs: Run[] = [{ at: 0, end: bytes.length, depth: 0 }];
  while (runs.length > 0) {
    const run = runs[runs.length - 1];
    if (run.at >= run.end) {
      runs.pop();
      continue;
    }
    if (run.end - run.at < 8) budget.malformed('JUMBF');
    const size = view.getUint32(run.at);
    const type = String.fromCharCode(bytes[run.at + 4], bytes[run.at + 5], bytes[run.at + 6], bytes[run.at + 7]);
    if (size < 8 || size > run.end - run.at) budget.malformed('JUMBF');
    budget.item('JUMBF', run.depth, size);
    const start = run.at + 8;
    const end = run.at + size;
    run.at = end;
    if (type === 'jumb') runs.push({ at: start, end, depth: run.depth + 1 });
    else if (type === 'jumd') pushPrivateBoxes(bytes, { at: start, end, depth: run.depth + 1 }, runs, budget);
    else if (type === 'cbor') checkCbor(bytes.subarray(start, end), budget, run.depth + 1);
  }
}

/** A description box's private boxes (toggle 16), after its UUID, toggles, label, id and hash. */
function pushPrivateBoxes(bytes: Uint8Array, run: Run, runs: Run[], budget: ParseBudget): void {
  let at = run.at + 16;
  if (at >= run.end) return;
  const toggles = bytes[at++];
  if (!(toggles & 16)) return;
  if (toggles & 2) {
    const nul = bytes.indexOf(0, at);
    if (nul < 0 || nul >= run.end) budget.malformed('JUMBF');
    at = nul + 1;
  }
  if (toggles & 4) at += 4;
  if (toggles & 8) at += 32;
  if (at > run.end) budget.malformed('JUMBF');
  runs.push({ at, end: run.end, depth: run.depth });
}
