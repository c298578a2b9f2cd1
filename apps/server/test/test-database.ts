import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/adapters/db/database.port.js';
import { createPgliteDatabase } from '../src/adapters/db/pglite.js';
import { createPostgresDatabase } from '../src/adapters/db/postgres.js';

/**
 * Where the test run's migrated PGlite data folder is kept (`pglite-template.setup.ts`, run once
 * per Vitest run): a test app's database starts as a copy of it instead of running initdb and
 * every migration again.
 */
export const PGLITE_TEMPLATE_ENV = 'LOCI_TEST_PGLITE_TEMPLATE';

let template: Blob | undefined;

/** The run's migrated template, read once per test process; undefined without one. */
function pgliteTemplate(): Blob | undefined {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!template && path && existsSync(path)) template = new Blob([readFileSync(path)]);
  return template;
}

/**
 * A fresh database for one test app: in-memory PGlite by default, or — for the PostgreSQL leg — a
 * new database on the server at TEST_DATABASE_URL, dropped on close. `migrated`: on PGlite, a copy
 * of the run's migrated template when there is one (the app's own migrations then find nothing to
 * do); otherwise empty.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createPgliteDatabase(undefined, migrated ? pgliteTemplate() : undefined);
  const name = `loci_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await createPostgresDatabase(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A database that outlives the apps opened on it, for restart tests: a PGlite folder under
 * `dataDir` by default, or a new database on TEST_DATABASE_URL. `url` is what a child process
 * needs (`DATABASE_URL`); undefined on PGlite, where the folder is found through DATA_DIR.
 */
export async function createPersistentTestDatabase(
  dataDir: string,
): Promise<{ url?: string; open(): Promise<Database>; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { open: () => createPgliteDatabase(join(dataDir, 'db')), drop: async () => undefined };
  const name = `loci_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  const target = new URL(admin);
  target.pathname = `/${name}`;
  const url = target.toString();
  return { url, open: () => createPostgresDatabase(url), drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
