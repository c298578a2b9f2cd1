import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { Database } from './database.port.js';
import type { DatabaseSchema } from './schema.js';

/**
 * PostgreSQL's memory settings for the embedded engine. Its defaults (shared_buffers 128 MB) size a
 * server; inside one Node process every buffer is WASM memory that is never given back. A studio's
 * database is small, and the data files stay in the OS page cache anyway.
 */
const SMALL_MEMORY = [
  ['shared_buffers', '16MB'],
  ['work_mem', '2MB'],
  ['maintenance_work_mem', '16MB'],
  ['temp_buffers', '2MB'],
  ['wal_buffers', '1MB'],
];

function options(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, ...SMALL_MEMORY.flatMap(([name, value]) => ['-c', `${name}=${value}`])] };
}

/** The engine behind each embedded database, for `dumpPgliteDatabase`. */
const engines = new WeakMap<Database, PGlite>();

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined means in-memory (tests); `template`, a data
 * folder dumped by `dumpPgliteDatabase`, starts an in-memory database as a copy of it (no initdb).
 */
export async function createPgliteDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // initdb leaves hundreds of MB of WASM memory behind: a new folder is initialised by a throw-away instance.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await new PGlite(dataDir, options()).close();
  }
  const pglite = dataDir ? new PGlite(dataDir, options()) : new PGlite({ ...options(), loadDataDir: template });
  await pglite.waitReady;
  const dialect = new PGliteDialect({ pglite });
  const db = new Kysely<DatabaseSchema>({ dialect });
  const database: Database = {
    db,
    dialect,
    engine: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    // In-process: nothing can be missed while the engine is open.
    listen: async (channel, notice) => {
      const stop = await pglite.listen(channel, (payload) => notice.changed(payload ?? ''));
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
  engines.set(database, pglite);
  return database;
}

/** The data folder of an embedded database as a tarball (`createPgliteDatabase`'s `template`). */
export async function dumpPgliteDatabase(database: Database): Promise<Blob> {
  const pglite = engines.get(database);
  if (!pglite) throw new Error('not an embedded (PGlite) database');
  return pglite.dumpDataDir('none');
}
