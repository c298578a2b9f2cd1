import type { SnapshotKind, SnapshotPage } from '@loci/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { linkAsset } from '../assets/index.js';
import { historyDb, type ProjectSnapshotTable } from './history.tables.js';

type Db = Kysely<DatabaseSchema>;
export type SnapshotRow = Selectable<ProjectSnapshotTable>;
export type SnapshotHead = Omit<SnapshotRow, 'pages'>;

/** The project_asset role that keeps every image a snapshot references while its project exists. */
export const SNAPSHOT_ROLE = 'snapshot';

const HEAD = ['id', 'n', 'project_id', 'kind', 'round', 'name', 'created_by', 'created_at'] as const;

/** Every image a page list references (slot images and alternatives). */
export function pageShas(pages: SnapshotPage[]): string[] {
  const shas = new Set<string>();
  for (const p of pages) for (const s of p.slots) for (const sha of [s.image, ...s.alternativeImages]) if (sha) shas.add(sha);
  return [...shas];
}

/** Stores a snapshot and links its images to the project, so the orphan sweep keeps them. */
export async function insertSnapshot(
  db: Db,
  s: { projectId: string; kind: SnapshotKind; round: number; name?: string; pages: SnapshotPage[]; by: string | null },
): Promise<SnapshotRow> {
  return db.transaction().execute(async (trx) => {
    const row = await historyDb(trx)
      .insertInto('project_snapshot')
      .values({ project_id: s.projectId, kind: s.kind, round: s.round, name: s.name ?? '', pages: JSON.stringify(s.pages), created_by: s.by })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const sha of pageShas(s.pages)) await linkAsset(trx, { projectId: s.projectId, sha256: sha, role: SNAPSHOT_ROLE });
    return row;
  });
}

/** A project's snapshots without their pages, newest first, with each one's page count. */
export async function listSnapshots(db: Db, projectId: string): Promise<(SnapshotHead & { page_count: number })[]> {
  const rows = await historyDb(db)
    .selectFrom('project_snapshot')
    .select([...HEAD, (eb) => eb.fn<number>('jsonb_array_length', [eb.ref('pages')]).as('page_count')])
    .where('project_id', '=', projectId)
    .orderBy('n', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, page_count: Number(r.page_count) }));
}

/** One snapshot of the project's, or undefined (another project's snapshot is not found). */
export function findSnapshot(db: Db, projectId: string, id: string): Promise<SnapshotRow | undefined> {
  return historyDb(db).selectFrom('project_snapshot').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/** Whether the project has a snapshot of a review round. */
export async function hasRoundSnapshot(db: Db, projectId: string, round: number): Promise<boolean> {
  const row = await historyDb(db)
    .selectFrom('project_snapshot')
    .select('id')
    .where('project_id', '=', projectId)
    .where('kind', '=', 'round')
    .where('round', '=', round)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
