import { gunzipSync, gzipSync } from 'node:zlib';
import type { SnapshotKind, SnapshotPage } from '@loci/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { linkAsset } from '../assets/index.js';
import { lockProjectRow } from '../projects/index.js';
import { historyDb, type ProjectSnapshotTable } from './history.tables.js';

type Db = Kysely<DatabaseSchema>;
export type SnapshotHead = Omit<Selectable<ProjectSnapshotTable>, 'pages'>;
export type SnapshotRow = SnapshotHead & { pages: SnapshotPage[] };

/** The project_asset role that keeps every image a snapshot references while its project exists. */
export const SNAPSHOT_ROLE = 'snapshot';

const HEAD = ['id', 'n', 'project_id', 'kind', 'round', 'name', 'page_count', 'created_by', 'created_at'] as const;

/** The stored form of a page list: gzipped JSON. */
export const encodePages = (pages: SnapshotPage[]): Uint8Array => gzipSync(JSON.stringify(pages));
const decodePages = (stored: Uint8Array): SnapshotPage[] => JSON.parse(gunzipSync(stored).toString('utf8'));

/** Every image a page list references (slot images and alternatives). */
export function pageShas(pages: SnapshotPage[]): string[] {
  const shas = new Set<string>();
  for (const p of pages) for (const s of p.slots) for (const sha of [s.image, ...s.alternativeImages]) if (sha) shas.add(sha);
  return [...shas];
}

type SnapshotInput = { projectId: string; kind: SnapshotKind; round: number; name?: string; pages: SnapshotPage[]; by: string | null };

/** Stores a snapshot and links its images to the project, so the orphan sweep keeps them. */
export async function insertSnapshot(db: Db, s: SnapshotInput): Promise<SnapshotRow> {
  return db.transaction().execute((trx) => insertIn(trx, s));
}

/**
 * Stores a round's snapshot unless the round has one, holding the project row while it looks, so two
 * workers settling a round's last images at once keep it once. True when this call stored it.
 */
export async function insertRoundSnapshotOnce(db: Db, s: Omit<SnapshotInput, 'kind' | 'name'>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockProjectRow(trx, s.projectId);
    if (await hasRoundSnapshot(trx, s.projectId, s.round)) return false;
    await insertIn(trx, { ...s, kind: 'round' });
    return true;
  });
}

async function insertIn(trx: Db, s: SnapshotInput): Promise<SnapshotRow> {
  const head = await historyDb(trx)
    .insertInto('project_snapshot')
    .values({
      project_id: s.projectId,
      kind: s.kind,
      round: s.round,
      name: s.name ?? '',
      pages: encodePages(s.pages),
      page_count: s.pages.length,
      created_by: s.by,
    })
    .returning(HEAD)
    .executeTakeFirstOrThrow();
  for (const sha of pageShas(s.pages)) await linkAsset(trx, { projectId: s.projectId, sha256: sha, role: SNAPSHOT_ROLE });
  return { ...head, pages: s.pages };
}

/** A project's snapshots without their pages, newest first, with each one's page count. */
export function listSnapshots(db: Db, projectId: string): Promise<SnapshotHead[]> {
  return historyDb(db).selectFrom('project_snapshot').select(HEAD).where('project_id', '=', projectId).orderBy('n', 'desc').execute();
}

/** One snapshot of the project's, or undefined (another project's snapshot is not found). */
export async function findSnapshot(db: Db, projectId: string, id: string): Promise<SnapshotRow | undefined> {
  const row = await historyDb(db)
    .selectFrom('project_snapshot')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, pages: decodePages(row.pages) };
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
