/** Product constants from the specification (§9). */
export const PASSWORD_MIN_LENGTH = 6;
export const REGISTER_REDIRECT_MS = 3000;
export const PROJECT_CARD_IMAGE_LIMIT = 6;
export const SECTIONS = ['historical', 'social', 'physical'] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_TITLES: Record<Section, string> = { historical: 'Historical', social: 'Social', physical: 'Physical' };

/** The section named by `value` (any case), or null. */
export function asSection(value: unknown): Section | null {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return SECTIONS.find((s) => s === word) ?? null;
}

/** The two boards of a section, in sidebar order: its Context page and its Topics page. */
export const GENERATION_KINDS = ['context', 'topics'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];
export const GENERATION_KIND_TITLES: Record<GenerationKind, string> = { context: 'Context', topics: 'Topics' };

/** Images on a section's Context page and Topics page (two topics grow from each context label). */
export const CONTEXT_SLOT_COUNT = 4;
export const TOPICS_SLOT_COUNT = 8;

/** The fixed number of image slots of a board. */
export function slotCount(kind: GenerationKind): number {
  return kind === 'context' ? CONTEXT_SLOT_COUNT : TOPICS_SLOT_COUNT;
}

export const PROGRAMMATIC_AREAS = ['New Area', 'Lounge'] as const;
export type ProgrammaticArea = (typeof PROGRAMMATIC_AREAS)[number];
export const DEFAULT_PROGRAMMATIC_AREA: ProgrammaticArea = 'Lounge';
/** Slider steps: 0, 1, 2; default 1. realSourced: 0 generated, 1 sourced. */
export const SLIDER_STEPS = [0, 1, 2] as const;
export const DEFAULT_SLIDER = 1;
export const DEFAULT_MAP_CENTER = { lat: 40.7128, lng: -74.006 } as const;
export const DEFAULT_MAP_ZOOM = 14;
export const HEX_RINGS = 7;
