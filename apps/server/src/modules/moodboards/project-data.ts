import type { Moodboard } from '@loci/shared';
import type { ProjectDataSource } from '../projects/index.js';
import { copyMoodboards } from './moodboards.repository.js';

/** What the project read model needs from the moodboards module. */
export interface MoodboardReads {
  /** A project's moodboards in the §3 shape, page order. */
  listForProject(projectId: string): Promise<Moodboard[]>;
  /** moodboards_count per project. */
  countByProject(projectIds: string[]): Promise<Map<string, number>>;
}

/**
 * Composes a project data source (the generation module's boards) with this module's
 * moodboards: `data.moodboards` and `moodboards_count` come from here, the rest from `source`.
 */
export function withMoodboards(source: ProjectDataSource, moodboards: MoodboardReads): ProjectDataSource {
  return {
    getData: async (projectId) => {
      const [data, list] = await Promise.all([source.getData(projectId), moodboards.listForProject(projectId)]);
      return { ...data, moodboards: list };
    },
    countMoodboards: (projectIds) => moodboards.countByProject(projectIds),
    // Boards by their module, then moodboards by this one (each copies its own tables).
    copyBoards: async (db, from, to) => {
      await source.copyBoards?.(db, from, to);
      await copyMoodboards(db, from, to);
    },
  };
}
