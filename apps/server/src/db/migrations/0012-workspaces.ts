import { type Kysely, sql } from 'kysely';

/**
 * Studios. Every project lives in a workspace; each person has a personal one (`personal_of`)
 * and may belong to studios with a role (owner, editor, viewer). Existing users get their
 * personal workspace here and their projects move into it, nothing else changes.
 * Invitations store only the SHA-256 of their token (256 random bits), like review links.
 * `workspace_usage` counts generated images per workspace, member and UTC day (quota and usage).
 * `started_by` records who queued a board slot or made a moodboard; `updated_by` who last changed a project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('personal_of', 'text', (c) => c.unique().references('user.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('workspace_member')
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('workspace_member_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_member_user_idx').on('workspace_member').column('user_id').execute();

  await db.schema
    .createTable('workspace_invite')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('workspace_invite_workspace_idx').on('workspace_invite').column('workspace_id').execute();

  await db.schema
    .createTable('workspace_usage')
    .addColumn('workspace_id', 'uuid', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('workspace_usage_pk', ['workspace_id', 'day', 'user_id'])
    .execute();

  await db.schema
    .alterTable('project')
    .addColumn('workspace_id', 'uuid', (c) => c.references('workspace.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('project')
    .addColumn('updated_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('generation_slot')
    .addColumn('started_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('moodboard')
    .addColumn('started_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();

  // Everyone who has an account gets their personal workspace; their projects move into it.
  await sql`insert into workspace (name, personal_of, created_by) select 'Personal', id, id from "user"`.execute(db);
  await sql`insert into workspace_member (workspace_id, user_id, role) select id, personal_of, 'owner' from workspace where personal_of is not null`.execute(
    db,
  );
  await sql`update project set workspace_id = w.id, updated_by = project.owner_id from workspace w where w.personal_of = project.owner_id`.execute(
    db,
  );
  await sql`alter table project alter column workspace_id set not null`.execute(db);
  await db.schema.createIndex('project_workspace_created_idx').on('project').columns(['workspace_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_workspace_created_idx').execute();
  await db.schema.alterTable('moodboard').dropColumn('started_by').execute();
  await db.schema.alterTable('generation_slot').dropColumn('started_by').execute();
  await db.schema.alterTable('project').dropColumn('updated_by').execute();
  await db.schema.alterTable('project').dropColumn('workspace_id').execute();
  await db.schema.dropTable('workspace_usage').execute();
  await db.schema.dropTable('workspace_invite').execute();
  await db.schema.dropTable('workspace_member').execute();
  await db.schema.dropTable('workspace').execute();
}
