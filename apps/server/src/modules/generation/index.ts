/** The generation module's public entry for other modules (the app composes it through generation.module.ts). */
export { countSlotsByStatus, GENERATION_SECTION_FILE, GENERATION_SLOT_FILE } from './generation.repository.js';
