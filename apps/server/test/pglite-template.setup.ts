import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpPgliteDatabase } from '../src/adapters/db/pglite.js';
import { createTestApp } from './helpers.js';
import { createTestDatabase, PGLITE_TEMPLATE_ENV } from './test-database.js';

/**
 * Vitest's global setup for the server tests on PGlite: builds the app once on an empty
 * in-memory database (better-auth's tables and every migration), keeps that data folder as a
 * tarball, and names it in the environment the test processes inherit. Each test app then starts
 * from a copy (`createTestDatabase({ migrated: true })`): no initdb, no migration run per app.
 * On the PostgreSQL leg (TEST_DATABASE_URL) there is nothing to do.
 */
export async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const folder = mkdtempSync(join(tmpdir(), 'loci-pglite-template-'));
  const database = await createTestDatabase();
  const test = await createTestApp({}, { database });
  const dump = await dumpPgliteDatabase(database);
  await test.close();
  await database.close();
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = path;
  return () => rmSync(folder, { recursive: true, force: true });
}
