import type { GenerationKind } from '@loci/shared';

// Slot counts and the kinds of board are the project model's (`@loci/shared`: slotCount, GENERATION_KINDS).
export type { GenerationKind };

/** The project_asset role of a slot's image, and of its alternatives. */
export function slotRole(kind: GenerationKind, alternative = false): string {
  return alternative ? `${kind}-alternative` : kind;
}
