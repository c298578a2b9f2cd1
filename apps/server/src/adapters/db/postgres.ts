import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.port.js';
import type { DatabaseSchema } from './schema.js';

export type PostgresOptions = {
  /** Told when an idle pooled connection dies (server restart, admin termination); the pool drops it. */
  onIdleError?: (error: Error) => void;
};

/** A PostgreSQL server reached through `pg`'s pool. */
export async function createPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection's error is thrown as an uncaught exception and ends
  // the process; the pool already discards that connection and opens a new one on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<DatabaseSchema>({ dialect });
  return {
    db,
    dialect,
    engine: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
    },
  };
}
