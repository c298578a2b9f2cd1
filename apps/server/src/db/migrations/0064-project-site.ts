import type { Kysely } from 'kysely';

/**
 * A project's site (issue #49): a point pinned on the map inside or near its place. Its
 * coordinates drive the sun figures and the place facts; the place keeps its own point.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').addColumn('site_lat', 'double precision').addColumn('site_lng', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').dropColumn('site_lng').dropColumn('site_lat').execute();
}
