import { type Kysely, sql } from 'kysely';

/** Bookkeeping tables of the migrators: the target's own migration run fills them. */
const SKIPPED = new Set(['loci_migration', 'loci_migration_lock']);

export interface TableInfo {
  name: string;
  /** Primary-key columns (paging order and the join of the self-reference pass). */
  primaryKey: string[];
  /** Columns referencing the table itself (render.previous_render_id): filled in a second pass. */
  selfReferences: string[];
}

/** The public tables of a database, parents before children along their foreign keys. */
export async function readTables(db: Kysely<unknown>): Promise<TableInfo[]> {
  const tables = await sql<{ name: string; pk: string[] | null }>`
    select c.relname as name,
      (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`.execute(db);
  const keys = await sql<{ child: string; parent: string; columns: string[] }>`
    select cl.relname as child, pr.relname as parent,
      (select json_agg(a.attname) from pg_attribute a where a.attrelid = con.conrelid and a.attnum = any(con.conkey)) as columns
    from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_class pr on pr.oid = con.confrelid
      join pg_namespace n on n.oid = cl.relnamespace
    where con.contype = 'f' and n.nspname = 'public'`.execute(db);
  const infos = tables.rows
    .filter((t) => !SKIPPED.has(t.name))
    .map((t) => ({
      name: t.name,
      primaryKey: t.pk ?? [],
      selfReferences: keys.rows.filter((k) => k.child === t.name && k.parent === t.name).flatMap((k) => k.columns),
    }));
  return orderByForeignKeys(infos, keys.rows);
}

/** Topological order: a table comes after every other table it references. */
export function orderByForeignKeys(tables: TableInfo[], keys: { child: string; parent: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visit = (table: TableInfo) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`foreign keys form a cycle through "${table.name}"`);
    visiting.add(table.name);
    for (const key of keys) {
      const parent = byName.get(key.parent);
      if (key.child === table.name && key.parent !== table.name && parent) visit(parent);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
