/** The rate-limit adapter's public face: counters kept in the app's database, so they hold across restarts and processes. */
export { createSqlRateLimitStore } from './sql-rate-limit-store.js';
