import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createPostgresDatabase } from './postgres.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function terminateOthers(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('the PostgreSQL pool', () => {
  it('survives the server closing its idle connections, and the next query works', async () => {
    const scratch = await createTestDatabase();
    cleanups.push(() => scratch.close());
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(scratch.db);
    const name = rows[0]?.name ?? '';
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    const idleErrors: Error[] = [];
    const database = await createPostgresDatabase(url.toString(), { onIdleError: (error) => idleErrors.push(error) });
    cleanups.unshift(() => database.close());
    // One idle connection: with several, the next query could be handed one whose end the pool
    // has not heard of yet (it learns of each asynchronously), which no pool can avoid.
    await database.ping();

    expect(await terminateOthers(name)).toBeGreaterThan(0);
    await expect.poll(() => idleErrors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((idleErrors[0] as Error & { code?: string }).code).toBe('57P01');

    await database.ping();
    const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(after.rows[0]?.one).toBe(1);
  });
});

describe('listening for changes', () => {
  it('tells the listener of a notice, that notices may be lost when its connection dies, and again once it listens anew', async () => {
    const scratch = await createTestDatabase();
    cleanups.push(() => scratch.close());
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(scratch.db);
    const name = rows[0]?.name ?? '';
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await createPostgresDatabase(url.toString());
    cleanups.unshift(() => database.close());
    const told: string[] = [];
    const stop = await database.listen('loci_test_channel', {
      changed: () => told.push('changed'),
      lost: () => told.push('lost'),
      restored: () => told.push('restored'),
    });
    cleanups.unshift(stop);

    await sql`select pg_notify('loci_test_channel', '')`.execute(scratch.db);
    await expect.poll(() => told).toEqual(['changed']);
    // An administrator (or a failover) ends every connection: the listener is told, then listens again.
    expect(await terminateOthers(name)).toBeGreaterThan(0);
    await expect.poll(() => told, { timeout: 10_000 }).toEqual(['changed', 'lost', 'restored']);
    await sql`select pg_notify('loci_test_channel', '')`.execute(scratch.db);
    await expect.poll(() => told).toEqual(['changed', 'lost', 'restored', 'changed']);
  });
});
