import { type Kysely, sql } from 'kysely';
import { STUDIO_CHANNEL } from '../../adapters/db/database.port.js';

/**
 * The live Projects page (issue #45): every committed insert, change, move and delete of a project
 * row is announced on `loci_studio` with its studio, the project and what happened, by the trigger
 * in the writer's own transaction. PostgreSQL delivers it at commit, to every process listening,
 * whoever wrote it (a request, the worker, another process, a script); a rolled-back change says
 * nothing. A move is told to both studios. Payload: `{"w": workspace, "p": project, "k": kind}`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function loci_studio_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform pg_notify(${sql.lit(STUDIO_CHANNEL)}, json_build_object('w', new.workspace_id, 'p', new.id, 'k', 'created')::text);
      elsif tg_op = 'DELETE' then
        perform pg_notify(${sql.lit(STUDIO_CHANNEL)}, json_build_object('w', old.workspace_id, 'p', old.id, 'k', 'deleted')::text);
      elsif old.workspace_id is distinct from new.workspace_id then
        perform pg_notify(${sql.lit(STUDIO_CHANNEL)}, json_build_object('w', old.workspace_id, 'p', old.id, 'k', 'moved')::text);
        perform pg_notify(${sql.lit(STUDIO_CHANNEL)}, json_build_object('w', new.workspace_id, 'p', new.id, 'k', 'moved')::text);
      else
        perform pg_notify(${sql.lit(STUDIO_CHANNEL)}, json_build_object('w', new.workspace_id, 'p', new.id, 'k', 'changed')::text);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger loci_studio_changed after insert or delete on project
    for each row execute function loci_studio_changed()`.execute(db);
  // Only a change the listing can show: a save that changed nothing says nothing.
  await sql`
    create trigger loci_studio_updated after update on project
    for each row when (old.* is distinct from new.*) execute function loci_studio_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists loci_studio_updated on project`.execute(db);
  await sql`drop trigger if exists loci_studio_changed on project`.execute(db);
  await sql`drop function if exists loci_studio_changed()`.execute(db);
}
