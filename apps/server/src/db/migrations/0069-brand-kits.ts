import { type Kysely, sql } from 'kysely';

/**
 * Brand kits (issue #48). A studio keeps brand kits (`brand_kit`: a brand's name, definition,
 * palette, fonts, keywords and logo) and one studio kit (`studio_kit`: its own logo, colours, fonts
 * and the contact lines of the deck's closing slide). A project may pick one of its studio's kits
 * (`brand_kit_id`); `brand_overrides` lists the brand fields that stay the project's own. Logos are
 * assets named by hash, like a project's. Existing projects pick no kit: nothing changes for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_kit')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('palette', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('heading_font', 'text', (c) => c.notNull().defaultTo('Fraunces'))
    .addColumn('body_font', 'text', (c) => c.notNull().defaultTo('Inter'))
    .addColumn('keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo_sha', 'text')
    .addColumn('updated_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('brand_kit_workspace_idx').on('brand_kit').column('workspace_id').execute();

  await db.schema
    .createTable('studio_kit')
    .addColumn('workspace_id', 'uuid', (c) => c.primaryKey().references('workspace.id').onDelete('cascade'))
    .addColumn('logo_sha', 'text')
    .addColumn('palette', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('heading_font', 'text', (c) => c.notNull().defaultTo('Fraunces'))
    .addColumn('body_font', 'text', (c) => c.notNull().defaultTo('Inter'))
    .addColumn('contact_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('project')
    .addColumn('brand_kit_id', 'uuid', (c) => c.references('brand_kit.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('project')
    .addColumn('brand_overrides', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex('project_brand_kit_idx').on('project').column('brand_kit_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').dropColumn('brand_overrides').execute();
  await db.schema.alterTable('project').dropColumn('brand_kit_id').execute();
  await db.schema.dropTable('studio_kit').execute();
  await db.schema.dropTable('brand_kit').execute();
}
