import type { Moodboard } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { toMoodboardDto } from './moodboard-dto.js';
import { countMoodboards, listImages, listMoodboards, listRenders, type MoodboardRow } from './moodboards.repository.js';
import type { MoodboardReads } from './project-data.js';

type Db = Kysely<DatabaseSchema>;

/** Moodboard rows → §3 DTOs, with their images and render histories (three queries in all). */
export async function toMoodboards(db: Db, rows: MoodboardRow[]): Promise<Moodboard[]> {
  const ids = rows.map((r) => r.id);
  const [images, renders] = await Promise.all([listImages(db, ids), listRenders(db, ids)]);
  return rows.map((row) =>
    toMoodboardDto(
      row,
      images.filter((i) => i.moodboard_id === row.id),
      renders.filter((r) => r.moodboard_id === row.id),
    ),
  );
}

/** The read side the project data source needs; only the database (no ownership: the caller checked it). */
export function createMoodboardReads(db: Db): MoodboardReads {
  return {
    listForProject: async (projectId) => toMoodboards(db, await listMoodboards(db, projectId)),
    countByProject: (projectIds) => countMoodboards(db, projectIds),
  };
}
