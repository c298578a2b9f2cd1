import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { copyProjectAssets } from '../assets/index.js';
import { copyProjectRow, type ProjectRow } from './projects.repository.js';

type Db = Kysely<DatabaseSchema>;

/** The copy's name: "<name> (copy)", within the 500 characters a name may have. */
export function copyName(name: string): string {
  return `${name.slice(0, 490)} (copy)`;
}

/**
 * Copies a project into a workspace (inside the caller's transaction): its instructions, logo and
 * brand book always; with `includeBoards`, its Context and Topics boards, moodboards and renders
 * too. Each module copies its own rows by its tables' copy rules (db/copy-rows.ts). Images are
 * content-addressed, so the copy names the same files (nothing is duplicated on disk). Slots that
 * were queued or running start again as not generated; review links and client feedback stay
 * with the original.
 */
export async function copyProject(
  db: Db,
  opts: {
    source: ProjectRow;
    workspaceId: string;
    userId: string;
    includeBoards: boolean;
    /** The boards' modules' copy (the project data source's). */
    copyBoards?: (db: Db, from: string, to: string) => Promise<void>;
  },
): Promise<string> {
  const { source: s } = opts;
  const to = await copyProjectRow(db, s.id, {
    owner_id: opts.userId,
    workspace_id: opts.workspaceId,
    updated_by: opts.userId,
    name: copyName(s.name),
  });
  const from = s.id;
  await copyProjectAssets(db, from, to, { logoOnly: !opts.includeBoards });
  if (!opts.includeBoards) return to;
  await opts.copyBoards?.(db, from, to);

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
