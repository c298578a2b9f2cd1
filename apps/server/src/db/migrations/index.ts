import type { Migration } from 'kysely/migration';

/**
 * Versioned migrations, applied in key order at start-up. better-auth's own tables
 * (user, session, account, verification) are created by its migrator before these run.
 * Add new ones with the next number; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {};
