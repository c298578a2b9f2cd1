import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { type Adapters, createAdapters } from '../adapters/index.js';
import { buildApp } from '../app.js';
import { type Env, loadEnv } from '../config/env.js';
import { copyObjects, hasObjects, type ObjectCounts } from './copy-objects.js';
import { copyTable, countRows, type TableCounts } from './copy-tables.js';
import { readTables } from './table-graph.js';

/**
 * `npm run migrate:to-postgres`: copies the embedded default (PGlite in DATA_DIR/db, files in
 * DATA_DIR/assets) into PostgreSQL (DATABASE_URL) and the configured storage (STORAGE=s3 + S3_*,
 * or STORAGE=fs with --target-dir). docs/running-for-a-team.md › Moving from the embedded default.
 */
const USAGE = `Usage: DATA_DIR=./data DATABASE_URL=postgres://… STORAGE=s3 S3_BUCKET=… npm run migrate:to-postgres [-- --resume] [-- --target-dir <folder>]`;

/** Migrations only: the key is never used to sign anything, and no secret file is written. */
const MIGRATION_ONLY_SECRET = 'migrate-to-postgres-migrate-to-postgres';

interface MigrationReport {
  tables: TableCounts[];
  objects: ObjectCounts;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { resume: { type: 'boolean', default: false }, 'target-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return void console.info(USAGE);
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error(`DATABASE_URL: required (the PostgreSQL database to copy into)\n${USAGE}`);
  const sourceDir = resolve(env.DATA_DIR);
  if (!existsSync(join(sourceDir, 'db', 'PG_VERSION'))) throw new Error(`DATA_DIR: ${sourceDir} holds no embedded database (db/)`);
  const targetDir = resolve(values['target-dir'] ?? env.DATA_DIR);
  if (env.STORAGE === 'fs' && targetDir === sourceDir) {
    throw new Error(
      `--target-dir: required with STORAGE=fs, and not DATA_DIR itself (the files would be copied onto themselves)\n${USAGE}`,
    );
  }
  const report = await migrateToPostgres({ env, targetDir, resume: values.resume ?? false });
  printReport(report);
}

/** Opens both sides (each migrated by the app's own code), refuses a used target unless resuming, copies. */
async function migrateToPostgres(opts: { env: Env; targetDir: string; resume: boolean }): Promise<MigrationReport> {
  const sourceEnv: Env = { ...opts.env, DATABASE_URL: undefined, STORAGE: 'fs', METRICS_TOKEN: undefined };
  const targetEnv: Env = { ...opts.env, DATA_DIR: opts.targetDir, METRICS_TOKEN: undefined };
  const source = await openMigrated(sourceEnv);
  try {
    const target = await openMigrated(targetEnv);
    try {
      const tables = await readTables(target.database.db as Kysely<unknown>);
      if (!opts.resume)
        await refuseUsedTarget(
          target,
          tables.map((t) => t.name),
        );
      // Objects first: a copied row never points at an object the target does not have.
      console.info('Copying stored objects…');
      const objects = await copyObjects(source.storage, target.storage);
      const counts: TableCounts[] = [];
      for (const table of tables) {
        counts.push(await copyTable(source.database.db as Kysely<unknown>, target.database.db as Kysely<unknown>, table));
      }
      return { tables: counts, objects };
    } finally {
      await closeAdapters(target);
    }
  } finally {
    await closeAdapters(source);
  }
}

/** Adapters for one side, its database brought to the latest schema by building the app once (no listen, no worker). */
async function openMigrated(env: Env): Promise<Adapters> {
  const adapters = await createAdapters(env, undefined, { authSecret: MIGRATION_ONLY_SECRET });
  try {
    const app = await buildApp({ env, adapters });
    await app.close();
  } catch (err) {
    await closeAdapters(adapters);
    throw err;
  }
  return adapters;
}

async function refuseUsedTarget(target: Adapters, tables: string[]): Promise<void> {
  const used: string[] = [];
  for (const table of tables) {
    const rows = await countRows(target.database.db as Kysely<unknown>, table);
    if (rows > 0) used.push(`${table} (${rows} rows)`);
  }
  if (await hasObjects(target.storage)) used.push('the storage holds objects');
  if (used.length) {
    throw new Error(
      `The target is not empty: ${used.join(', ')}.\nPass --resume to continue a copy that stopped (rows and objects already there are kept, the rest are added).`,
    );
  }
}

async function closeAdapters(adapters: Adapters): Promise<void> {
  adapters.storage.close?.();
  await adapters.database.close();
}

function printReport(report: MigrationReport): void {
  const width = Math.max(...report.tables.map((t) => t.table.length), 'objects'.length);
  console.info(`${'table'.padEnd(width)}  source  copied  target`);
  for (const t of report.tables) {
    console.info(`${t.table.padEnd(width)}  ${pad(t.source)}  ${pad(t.copied)}  ${pad(t.target)}`);
  }
  const o = report.objects;
  console.info(`${'objects'.padEnd(width)}  ${pad(o.source)}  ${pad(o.copied)}  ${pad(o.copied + o.present)}`);
  const short = report.tables.filter((t) => t.target < t.source).map((t) => t.table);
  if (short.length) throw new Error(`The target has fewer rows than the source in: ${short.join(', ')}`);
  console.info(
    'Done. Start Loci with the same DATABASE_URL and storage settings, and AUTH_SECRET set to the contents of DATA_DIR/auth-secret (if you never set one) so sessions stay valid.',
  );
}

function pad(n: number): string {
  return String(n).padStart(6);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
