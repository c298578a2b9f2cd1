/** What other modules read of moodboards: how a project file carries them (issue #51). */
export { MOODBOARD_FILE, MOODBOARD_IMAGE_FILE, RENDER_FILE } from './moodboards.repository.js';
export { MOODBOARD_SPACE_FILE } from './space.repository.js';
