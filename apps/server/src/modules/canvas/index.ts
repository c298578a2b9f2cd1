/** The Canvas board: positions, notes, groups and links of a project's board, owned here. */

export { CANVAS_ITEM_COPY, CANVAS_ITEM_FILE, copyCanvas } from './canvas.repository.js';
export { type CanvasService, createCanvas } from './canvas.service.js';
export { canvasDb } from './canvas.tables.js';
