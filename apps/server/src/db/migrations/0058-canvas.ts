import { type Kysely, sql } from 'kysely';

/**
 * The Canvas board's items (the canvas module's table, issue #47): a generated node's saved position
 * (`kind` node, its id the node's stable id), and the notes, groups and links drawn on the board.
 * One row per project and item id; `version` grows with each change (stale changes are refused).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('canvas_item')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('x', 'double precision')
    .addColumn('y', 'double precision')
    .addColumn('width', 'double precision')
    .addColumn('height', 'double precision')
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text')
    .addColumn('source', 'text')
    .addColumn('target', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('canvas_item_pk', ['project_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('canvas_item').execute();
}
