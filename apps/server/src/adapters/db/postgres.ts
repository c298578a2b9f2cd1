import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.port.js';
import type { DatabaseSchema } from './schema.js';

/** A PostgreSQL server reached through `pg`'s pool. */
export async function createPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
