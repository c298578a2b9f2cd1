import { EMPTY_PROJECT_DATA, type ProjectData } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';

/** What later modules add to a project's read model (boards, moodboards). */
export interface ProjectDataSource {
  getData(projectId: string): Promise<ProjectData>;
  countMoodboards(projectIds: string[]): Promise<Map<string, number>>;
  /** Copies what the owning modules keep of a project (boards, moodboards) into its copy, inside the copy's transaction. */
  copyBoards?(db: Kysely<DatabaseSchema>, from: string, to: string): Promise<void>;
}

export const emptyProjectData: ProjectDataSource = {
  getData: async () => EMPTY_PROJECT_DATA,
  countMoodboards: async () => new Map(),
};

export interface ProjectServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  data: ProjectDataSource;
}
