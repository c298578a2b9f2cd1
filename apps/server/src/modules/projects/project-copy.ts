import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { copyProjectAssets } from '../assets/index.js';
import { copyKitInto } from '../brand-kits/index.js';
import { copyProjectRow, type ProjectRow } from './projects.repository.js';

type Db = Kysely<DatabaseSchema>;

/** The kit a project uses in a studio: its own beside it, a copy of it in another studio (kits belong to their studio). */
export async function kitIn(
  db: Db,
  source: Pick<ProjectRow, 'brand_kit_id' | 'workspace_id'>,
  workspaceId: string,
  userId: string,
): Promise<string | null> {
  if (!source.brand_kit_id || source.workspace_id === workspaceId) return source.brand_kit_id;
  return copyKitInto(db, source.brand_kit_id, workspaceId, userId);
}

/** The copy's name: "<name> (copy)", within the 500 characters a name may have. */
export function copyName(name: string): string {
  return `${name.slice(0, 490)} (copy)`;
}

/**
 * Copies a project into a workspace (inside the caller's transaction): its instructions, logo and
 * brand book always (and its brand kit: the same one beside it, a copy in another studio); with `includeBoards`, its Context and Topics boards, moodboards and renders
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
    brand_kit_id: await kitIn(db, s, opts.workspaceId, opts.userId),
  });
  const from = s.id;
  await copyProjectAssets(db, from, to, { logoOnly: !opts.includeBoards });
  if (!opts.includeBoards) return to;
  await opts.copyBoards?.(db, from, to);

  return to;
}
