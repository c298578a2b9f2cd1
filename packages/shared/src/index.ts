export * from './errors.js';
export * from './constants.js';
export * from './health.schema.js';
export * from './projects.schema.js';
