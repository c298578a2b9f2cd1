import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { createMoodboardImageReview } from './moodboard-image-review.js';
import { createMoodboardImageScratchEdit } from './moodboard-image-scratch-edit.js';
import { createMoodboardImageSingle } from './moodboard-image-single.js';
import { createMoodboardImageUpdate } from './moodboard-image-update.js';

/** Moodboard images: generated one at a time, edited with the sliders, or made without a project. */
export function createMoodboardImages(deps: MoodboardServiceDeps) {
  return {
    ...createMoodboardImageSingle(deps),
    ...createMoodboardImageUpdate(deps),
    ...createMoodboardImageScratchEdit(deps),
    ...createMoodboardImageReview(deps),
  };
}
