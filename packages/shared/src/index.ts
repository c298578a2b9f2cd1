export * from './errors.js';
export * from './constants.js';
export * from './health.schema.js';
export * from './projects.schema.js';
export * from './geo.schema.js';
export * from './generation.schema.js';
export * from './export.schema.js';
export * from './moodboards.schema.js';
