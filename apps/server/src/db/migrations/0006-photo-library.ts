import { type Kysely, sql } from 'kysely';

/**
 * The user's own reference photos (uploaded with a credit and an optional licence): kept in the
 * user's library (project_id null, offered in every project) or in one project. Offline sourcing
 * draws only from these. Slots remember whether the user chose or edited them, so "Regenerate
 * page" can keep that work.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('library_photo')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.references('project.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull().references('asset.sha256').onDelete('cascade'))
    .addColumn('credit', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('library_photo_owner_idx').on('library_photo').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('library_photo_sha_idx').on('library_photo').column('sha256').execute();
  await db.schema
    .alterTable('generation_slot')
    .addColumn('user_edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_slot').dropColumn('user_edited').execute();
  await db.schema.dropTable('library_photo').execute();
}
