import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseSchema } from '../adapters/db/schema.js';

/**
 * What copying a project does with one column of a table it copies: `copy` the value as it is,
 * `set` it from the copy's own values (its new key, who made it), an SQL expression of the source
 * row, or `skip: why` (the column takes its default in the copy). Every column of every copied
 * table has one (typed against the table, and checked against the live schema by
 * test/copy-coverage.test.ts): a new column cannot be dropped from copies without a decision.
 */
export type CopyRule = 'copy' | 'set' | `skip: ${string}` | RawBuilder<unknown>;
export type CopyColumns<Table> = { [Column in keyof Table]-?: CopyRule };

type Db = Kysely<DatabaseSchema>;

/**
 * `insert into <table> (…) select … from <table> where <match>`: copies the matching rows by their
 * table's copy rules; `set` gives the values of the `set` columns. Returns the new rows' `returning`
 * column when one is named.
 */
export async function copyRows<T extends keyof DatabaseSchema & string>(
  db: Db,
  spec: {
    table: T;
    columns: CopyColumns<DatabaseSchema[T]>;
    match: Record<string, unknown>;
    set?: Record<string, unknown>;
    returning?: string;
  },
): Promise<string[]> {
  const targets: string[] = [];
  const values: RawBuilder<unknown>[] = [];
  for (const [column, rule] of Object.entries(spec.columns) as [string, CopyRule][]) {
    if (typeof rule === 'string' && rule.startsWith('skip:')) continue;
    targets.push(column);
    if (rule === 'copy') values.push(sql.ref(column));
    else if (rule === 'set') {
      if (!spec.set || !(column in spec.set)) throw new Error(`copyRows(${spec.table}): no value for ${column}`);
      values.push(sql`${spec.set[column]}`);
    } else values.push(rule as RawBuilder<unknown>);
  }
  const where = sql.join(
    Object.entries(spec.match).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );
  const returning = spec.returning ? sql` returning ${sql.ref(spec.returning)}` : sql``;
  const result = await sql<Record<string, string>>`insert into ${sql.table(spec.table)} (${sql.join(targets.map((c) => sql.ref(c)))})
    select ${sql.join(values)} from ${sql.table(spec.table)} where ${where}${returning}`.execute(db);
  return spec.returning ? result.rows.map((row) => row[spec.returning as string]) : [];
}
