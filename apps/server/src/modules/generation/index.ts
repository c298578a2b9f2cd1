/** The generation module's public entry for other modules (the app composes it through generation.module.ts). */
export { countSlotsByStatus } from './generation.repository.js';
