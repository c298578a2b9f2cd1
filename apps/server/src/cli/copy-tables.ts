import { type Kysely, sql } from 'kysely';
import type { TableInfo } from './table-graph.js';

const BATCH = 500;

export interface TableCounts {
  table: string;
  source: number;
  /** Rows this run inserted (rows already there are left as they are). */
  copied: number;
  target: number;
}

/** Rows per table, for the emptiness check and the closing counts. */
export async function countRows(db: Kysely<unknown>, table: string): Promise<number> {
  const result = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Copies one table's rows from `source` to `target` in pages ordered by primary key. Each page
 * travels as one JSON document: `to_jsonb(row)` on the source, `jsonb_populate_recordset` on the
 * target, so every column type (timestamps, jsonb, arrays) round-trips through PostgreSQL's own
 * text forms. `on conflict do nothing` makes a re-run skip rows that are already there.
 */
export async function copyTable(source: Kysely<unknown>, target: Kysely<unknown>, table: TableInfo): Promise<TableCounts> {
  const order = table.primaryKey.length ? sql.join(table.primaryKey.map((c) => sql.ref(`t.${c}`))) : sql`t.ctid`;
  let copied = 0;
  for (let offset = 0; ; offset += BATCH) {
    const page = await sql<{ row: Record<string, unknown> }>`
      select to_jsonb(t) as row from ${sql.table(table.name)} t order by ${order} limit ${BATCH} offset ${offset}`.execute(source);
    if (page.rows.length === 0) break;
    const rows = page.rows.map((r) => r.row);
    // Self-references are written once every row of the table is there (a parent may come later).
    const first = rows.map((row) => withoutColumns(row, table.selfReferences));
    const inserted = await sql`
      insert into ${sql.table(table.name)} overriding system value
      select * from jsonb_populate_recordset(null::${sql.table(table.name)}, ${JSON.stringify(first)}::jsonb)
      on conflict do nothing`.execute(target);
    copied += Number(inserted.numAffectedRows ?? 0);
    if (page.rows.length < BATCH) break;
  }
  if (table.selfReferences.length) await copySelfReferences(source, target, table);
  await resetSequences(target, table.name);
  return { table: table.name, source: await countRows(source, table.name), copied, target: await countRows(target, table.name) };
}

/** Second pass: sets the self-referencing columns from the source, page by page. */
async function copySelfReferences(source: Kysely<unknown>, target: Kysely<unknown>, table: TableInfo): Promise<void> {
  if (!table.primaryKey.length) throw new Error(`"${table.name}" references itself but has no primary key`);
  const order = sql.join(table.primaryKey.map((c) => sql.ref(`t.${c}`)));
  for (let offset = 0; ; offset += BATCH) {
    const page = await sql<{ row: Record<string, unknown> }>`
      select to_jsonb(t) as row from ${sql.table(table.name)} t order by ${order} limit ${BATCH} offset ${offset}`.execute(source);
    if (page.rows.length === 0) break;
    const set = sql.join(table.selfReferences.map((c) => sql`${sql.id(c)} = s.${sql.id(c)}`));
    const match = sql.join(
      table.primaryKey.map((c) => sql`t.${sql.id(c)} = s.${sql.id(c)}`),
      sql` and `,
    );
    const changed = sql.join(
      table.selfReferences.map((c) => sql`t.${sql.id(c)} is distinct from s.${sql.id(c)}`),
      sql` or `,
    );
    await sql`
      update ${sql.table(table.name)} t set ${set}
      from jsonb_populate_recordset(null::${sql.table(table.name)}, ${JSON.stringify(page.rows.map((r) => r.row))}::jsonb) s
      where ${match} and (${changed})`.execute(target);
    if (page.rows.length < BATCH) break;
  }
}

/** Serial and identity columns continue after the copied ids (none today; kept for future tables). */
async function resetSequences(target: Kysely<unknown>, table: string): Promise<void> {
  const columns = await sql<{ column: string }>`
    select column_name as column from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(target);
  for (const { column } of columns.rows) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), greatest(coalesce((select max(${sql.id(column)}) from ${sql.table(table)}), 0), 1))`.execute(
      target,
    );
  }
}

function withoutColumns(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  if (!columns.length) return row;
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}
