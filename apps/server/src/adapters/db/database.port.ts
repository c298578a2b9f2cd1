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
  /**
   * Calls `notice.changed` for every notification on `channel` (PostgreSQL's LISTEN/NOTIFY, sent at
   * commit by any process). `lost` is called when notifications may have been missed (the listening
   * connection dropped) and `restored` once listening again. Resolves to a stop function.
   */
  listen(channel: string, notice: ChangeNotice): Promise<() => Promise<void>>;
  /** Closes the engine (PGlite must be closed to flush its folder). */
  close(): Promise<void>;
}

/** The channel on which the database announces a committed change to what a Projects listing shows (migration 0013). */
export const LISTING_CHANNEL = 'loci_listing';

/** The channel on which the database announces a project created, changed, moved or deleted, with its studio (migration 0066). */
export const STUDIO_CHANNEL = 'loci_studio';

/** What a listener is told (see `Database.listen`). */
export interface ChangeNotice {
  /** A notification arrived; `payload` is what it carried ('' when nothing). */
  changed(payload?: string): void;
  lost(): void;
  restored(): void;
}
