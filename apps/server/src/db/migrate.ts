import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { DatabaseSchema } from '../adapters/db/schema.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** Applies every pending versioned migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  // Migrations are written against an untyped database: they describe what the schema becomes.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider,
    migrationTableName: 'loci_migration',
    migrationLockTableName: 'loci_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
