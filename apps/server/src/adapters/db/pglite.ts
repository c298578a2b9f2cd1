import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { Database } from './database.port.js';
import type { DatabaseSchema } from './schema.js';

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in-memory (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  const dialect = new PGliteDialect({ pglite });
  const db = new Kysely<DatabaseSchema>({ dialect });
  return {
    db,
    dialect,
    engine: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
