import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../adapters/db/schema.js';

/**
 * What a project file (`.loci`, issue #51) does with one column of a table it carries:
 * - `keep`: the value as it is (text, numbers, times, JSON);
 * - `id`: the row's own key: written to the file, replaced by a new one on import;
 * - `project`: the project's id (the imported project's on import);
 * - `{ ref }`: the key of a row of another carried table (or of this one), mapped to that row's new key;
 *   `later`: set once every row is in (a key no constraint checks, or a row of the same table);
 * - `asset` / `assets`: an image's sha256 (a JSON list of them): the image travels in the file by its hash;
 * - `workspace`: the studio the project is imported into;
 * - `importer`: a person: the one who imports (who owns, made or started it in the new instance);
 * - `{ keep }`: the value as the file has it, passed through a function (a job's state that cannot travel);
 * - `skip: why`: not carried; the column takes its default on import (a lock, a person of another instance).
 * Every column of every carried table has one (typed against the table, and checked against the live
 * schema by test/project-file-coverage.test.ts), as with copies (db/copy-rows.ts).
 */
export type FileRule =
  | 'keep'
  | 'id'
  | 'project'
  | 'asset'
  | 'assets'
  | 'workspace'
  | 'importer'
  | { keep: (value: unknown) => unknown }
  | { ref: string; later?: boolean }
  | `skip: ${string}`;
export type FileColumns<Table> = { [Column in keyof Table]-?: FileRule };

/** A table a project file carries: its rules, and how its rows belong to a project. */
export interface FileTable {
  table: string;
  columns: Record<string, FileRule>;
  /** `<column> = :projectId`, or through a parent table's key (`moodboard_id in (moodboards of the project)`). */
  belongs: { column: string; parent?: string };
  /** Columns that order the rows (parents before children within the table). */
  order: string[];
}

type Db = Kysely<DatabaseSchema>;
export type FileRow = Record<string, unknown>;

/** A value as JSON can carry it: bytes as `{ $bytes: base64 }`, times as ISO strings. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  return value;
}

/** A carried table's rows of one project, each with only its carried columns. */
export async function exportRows(db: Db, spec: FileTable, projectId: string): Promise<FileRow[]> {
  const columns = Object.entries(spec.columns).filter(([, rule]) => !(typeof rule === 'string' && rule.startsWith('skip:')));
  const where = spec.belongs.parent
    ? sql`${sql.ref(spec.belongs.column)} in (select id from ${sql.table(spec.belongs.parent)} where project_id = ${projectId})`
    : sql`${sql.ref(spec.belongs.column)} = ${projectId}`;
  // Times keep the database's microseconds (a JS Date would cut them to the millisecond): rows made within one
  // millisecond on PostgreSQL keep their order in the imported project.
  const types = await columnTypes(db, spec.table);
  const select = columns.map(([c]) =>
    types.get(c) === 'timestamp with time zone'
      ? sql`to_char(${sql.ref(c)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${sql.ref(c)}`
      : sql.ref(c),
  );
  const result = await sql<FileRow>`select ${sql.join(select)} from ${sql.table(spec.table)}
    where ${where} order by ${sql.join(spec.order.map((c) => sql.ref(c)))}`.execute(db);
  return result.rows.map((row) => Object.fromEntries(columns.map(([c]) => [c, toJson(row[c])])));
}

/** The sha256s a table's rows name (`asset` and `assets` columns). */
export function rowShas(spec: FileTable, rows: FileRow[]): string[] {
  const shas: string[] = [];
  for (const row of rows)
    for (const [column, rule] of Object.entries(spec.columns)) {
      const value = row[column];
      if (rule === 'asset' && typeof value === 'string') shas.push(value);
      if (rule === 'assets' && Array.isArray(value)) shas.push(...value.filter((v): v is string => typeof v === 'string'));
    }
  return shas;
}

/** Old keys → new keys, per table. */
export type KeyMaps = Map<string, Map<string, string>>;

/** New keys for every `id` column of every carried row, made before any row is written (references may point forward). */
export function newKeys(tables: { spec: FileTable; rows: FileRow[] }[]): KeyMaps {
  const maps: KeyMaps = new Map();
  for (const { spec, rows } of tables) {
    const idColumn = Object.entries(spec.columns).find(([, rule]) => rule === 'id')?.[0];
    if (!idColumn) continue;
    const map = new Map<string, string>();
    for (const row of rows) if (typeof row[idColumn] === 'string') map.set(row[idColumn] as string, randomUUID());
    maps.set(spec.table, map);
  }
  return maps;
}

/** Why a file's rows cannot be written (a reference to a row it does not carry, a missing image). */
export class FileRowsError extends Error {}

/**
 * Writes one carried table's rows into the imported project (inside the caller's transaction).
 * `types` are the live columns' data types (JSON and bytes are written as such). Returns the
 * updates that wait until every table is in (`later` references).
 */
export async function importRows(
  db: Db,
  spec: FileTable,
  rows: FileRow[],
  ctx: { projectId: string; workspaceId: string; importer: string; keys: KeyMaps; types: Map<string, string> },
): Promise<(() => Promise<void>)[]> {
  const later: (() => Promise<void>)[] = [];
  const idColumn = Object.entries(spec.columns).find(([, rule]) => rule === 'id')?.[0];
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    const deferred: Record<string, string> = {};
    for (const [column, rule] of Object.entries(spec.columns)) {
      if (typeof rule === 'string' && rule.startsWith('skip:')) continue;
      const value = row[column];
      if (rule === 'id') values[column] = ctx.keys.get(spec.table)?.get(String(value));
      else if (rule === 'project') values[column] = ctx.projectId;
      else if (rule === 'importer') values[column] = ctx.importer;
      else if (rule === 'workspace') values[column] = ctx.workspaceId;
      else if (typeof rule === 'object' && 'keep' in rule) values[column] = fromJson(rule.keep(value), ctx.types.get(column));
      else if (typeof rule === 'object') {
        if (value === null || value === undefined) values[column] = null;
        else {
          const mapped = ctx.keys.get(rule.ref)?.get(String(value));
          if (!mapped) throw new FileRowsError(`${spec.table}.${column} names a ${rule.ref} the file does not carry.`);
          if (rule.later) {
            values[column] = null;
            deferred[column] = mapped;
          } else values[column] = mapped;
        }
      } else values[column] = fromJson(value, ctx.types.get(column));
    }
    const columns = Object.keys(values);
    await sql`insert into ${sql.table(spec.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values (${sql.join(columns.map((c) => sql`${values[c]}`))})`.execute(db);
    if (Object.keys(deferred).length && idColumn) {
      const key = values[idColumn];
      later.push(async () => {
        for (const [column, value] of Object.entries(deferred))
          await sql`update ${sql.table(spec.table)} set ${sql.ref(column)} = ${value} where ${sql.ref(idColumn)} = ${key}`.execute(db);
      });
    }
  }
  return later;
}

/** A carried value as the column takes it: JSON as its text, bytes from base64. */
function fromJson(value: unknown, type: string | undefined): unknown {
  if (value === undefined) return null;
  if (type === 'jsonb' || type === 'json') return value === null ? null : JSON.stringify(value);
  if (type === 'bytea') {
    const encoded = (value as { $bytes?: unknown } | null)?.$bytes;
    if (typeof encoded !== 'string') throw new FileRowsError('A stored page list is not in the form the file format gives it.');
    return Buffer.from(encoded, 'base64');
  }
  return value;
}

/** The data types of a table's live columns (information_schema, on both engines). */
export async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const result = await sql<{ column_name: string; data_type: string; udt_name: string }>`select column_name, data_type, udt_name
    from information_schema.columns where table_schema = 'public' and table_name = ${table}`.execute(db);
  return new Map(
    result.rows.map((r) => [r.column_name, r.udt_name === 'jsonb' ? 'jsonb' : r.udt_name === 'bytea' ? 'bytea' : r.data_type]),
  );
}
