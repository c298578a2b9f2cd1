import { CONTEXT_IMAGE_COUNT, TOPICS_IMAGE_COUNT } from '../../adapters/ai/index.js';
import type { GenerationKind } from '../../adapters/db/schema.js';

export type { GenerationKind };

/** Images on a Context page (4) and on a Topics page (8: two topics per context label). */
export const CONTEXT_SLOTS = CONTEXT_IMAGE_COUNT;
export const TOPICS_SLOTS = TOPICS_IMAGE_COUNT;

/** The fixed number of image slots of a board. */
export function slotCount(kind: GenerationKind): number {
  return kind === 'context' ? CONTEXT_SLOTS : TOPICS_SLOTS;
}

/** The project_asset role of a slot's image, and of its alternatives. */
export function slotRole(kind: GenerationKind, alternative = false): string {
  return alternative ? `${kind}-alternative` : kind;
}
