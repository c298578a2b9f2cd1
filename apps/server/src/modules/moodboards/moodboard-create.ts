import { createMoodboardFromLists } from './moodboard-create-lists.js';
import { createMoodboardMetadata } from './moodboard-create-metadata.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';

/** Moodboard creation: metadata first (POST /generate_moodboard_metadata/), and the creation call. */
export function createMoodboardCreation(deps: MoodboardServiceDeps) {
  return { ...createMoodboardMetadata(deps), ...createMoodboardFromLists(deps) };
}
