import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { ProjectRow } from './projects.repository.js';

type Db = Kysely<DatabaseSchema>;

/** The copy's name: "<name> (copy)", within the 500 characters a name may have. */
export function copyName(name: string): string {
  return `${name.slice(0, 490)} (copy)`;
}

/**
 * Copies a project into a workspace (inside the caller's transaction): its instructions, logo and
 * brand book always; with `includeBoards`, its Context and Topics boards, moodboards and renders
 * too. Images are content-addressed, so the copy names the same files (nothing is duplicated on
 * disk). Slots that were queued or running start again as not generated; review links and client
 * feedback stay with the original.
 */
export async function copyProject(
  db: Db,
  opts: { source: ProjectRow; workspaceId: string; userId: string; includeBoards: boolean },
): Promise<string> {
  const { source: s } = opts;
  const created = await db
    .insertInto('project')
    .values({
      owner_id: opts.userId,
      workspace_id: opts.workspaceId,
      updated_by: opts.userId,
      name: copyName(s.name),
      location: s.location,
      location_lat: s.location_lat,
      location_lng: s.location_lng,
      location_h3: s.location_h3,
      brand_name: s.brand_name,
      website: s.website,
      contextual_insights: s.contextual_insights,
      keywords: JSON.stringify(s.keywords),
      prompts: JSON.stringify(s.prompts),
      logo_sha: s.logo_sha,
      brand_palette: JSON.stringify(s.brand_palette),
      brand_book_sha: s.brand_book_sha,
      brand_book_name: s.brand_book_name,
      brand_book_text: s.brand_book_text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const to = created.id;
  const from = s.id;
  const roles = opts.includeBoards ? sql`` : sql`and role = 'logo'`;
  await sql`insert into project_asset (project_id, sha256, role, position)
            select ${to}, sha256, role, position from project_asset where project_id = ${from} ${roles}`.execute(db);
  if (!opts.includeBoards) return to;

  await sql`insert into generation_section (project_id, section, kind, description, status)
            select ${to}, section, kind, description, status from generation_section where project_id = ${from}`.execute(db);
  await sql`insert into generation_slot (project_id, section, kind, idx, label, prompt, alternative_labels, alternative_shas,
              micro_macro, photo_styled, real_sourced, prompt_usage, asset_sha, status, error, user_edited, started_by)
            select ${to}, section, kind, idx, label, prompt, alternative_labels, alternative_shas,
              micro_macro, photo_styled, real_sourced, prompt_usage, asset_sha,
              case when status in ('queued', 'running') then 'pending' else status end, error, user_edited, started_by
            from generation_slot where project_id = ${from}`.execute(db);

  const moodboards = await db.selectFrom('moodboard').selectAll().where('project_id', '=', from).orderBy('created_at').execute();
  for (const m of moodboards) {
    const copy = await db
      .insertInto('moodboard')
      .values({
        project_id: to,
        title: m.title,
        section: m.section,
        programmatic_area: m.programmatic_area,
        area_description: m.area_description,
        selected_sha: m.selected_sha,
        status: 'ready',
        started_by: m.started_by,
        created_at: m.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into moodboard_image (moodboard_id, idx, label, prompt, asset_sha, micro_macro, photo_styled, status)
              select ${copy.id}, idx, label, prompt, asset_sha, micro_macro, photo_styled,
                case when status = 'pending' then 'failed' else status end
              from moodboard_image where moodboard_id = ${m.id}`.execute(db);
    const renders = await db
      .selectFrom('render')
      .selectAll()
      .where('moodboard_id', '=', m.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const renderIds = new Map<string, string>();
    for (const r of renders) {
      const row = await db
        .insertInto('render')
        .values({
          moodboard_id: copy.id,
          prompt: r.prompt,
          asset_sha: r.asset_sha,
          previous_render_id: r.previous_render_id ? (renderIds.get(r.previous_render_id) ?? null) : null,
          created_at: r.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      renderIds.set(r.id, row.id);
    }
  }
  return to;
}
