import { createBoardImageEdit } from './board-image-edit.js';
import { createBoardRelabel } from './board-relabel.js';
import type { GenerationServiceDeps } from './service-deps.js';

/** Image edits (popup GENERATE / SOURCE) and label updates (hover "+ Add"), spec §4 and §7: one operation per file. */
export function createBoardEdits(deps: GenerationServiceDeps) {
  return { ...createBoardImageEdit(deps), ...createBoardRelabel(deps) };
}

export type BoardEdits = ReturnType<typeof createBoardEdits>;
