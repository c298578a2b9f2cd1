import type { Dialect, Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/** The database port: one SQL dialect (PostgreSQL), two engines (PGlite embedded, PostgreSQL server). */
export interface Database {
  /** Query builder over the product's tables. */
  db: Kysely<DatabaseSchema>;
  /** The dialect, shared with better-auth so accounts live in the same database. */
  dialect: Dialect;
  /** Which engine is behind the dialect. */
  engine: 'pglite' | 'postgres';
  /** Cheap liveness check used by /api/health/. */
  ping(): Promise<void>;
  /** Closes the engine (PGlite must be closed to flush its folder). */
  close(): Promise<void>;
}
