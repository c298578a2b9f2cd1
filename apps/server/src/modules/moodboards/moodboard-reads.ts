import type { Moodboard } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { userNames } from '../workspaces/index.js';
import { toMoodboardDto } from './moodboard-dto.js';
import { countMoodboards, listImages, listMoodboards, listRenders, type MoodboardRow } from './moodboards.repository.js';
import type { MoodboardReads } from './project-data.js';

type Db = Kysely<DatabaseSchema>;

/** Moodboard rows → §3 DTOs, with their images and render histories (three queries in all). */
export async function toMoodboards(db: Db, rows: MoodboardRow[]): Promise<Moodboard[]> {
  const ids = rows.map((r) => r.id);
  const [images, renders, names] = await Promise.all([
    listImages(db, ids),
    listRenders(db, ids),
    userNames(
      db,
      rows.map((r) => r.started_by),
    ),
  ]);
  return rows.map((row) => ({
    ...toMoodboardDto(
      row,
      images.filter((i) => i.moodboard_id === row.id),
      renders.filter((r) => r.moodboard_id === row.id),
    ),
    started_by: row.started_by ? (names.get(row.started_by) ?? null) : null,
  }));
}

/** The read side the project data source needs; only the database (no ownership: the caller checked it). */
export function createMoodboardReads(db: Db): MoodboardReads {
  return {
    listForProject: async (projectId) => toMoodboards(db, await listMoodboards(db, projectId)),
    countByProject: (projectIds) => countMoodboards(db, projectIds),
  };
}
