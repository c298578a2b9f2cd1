import { defineModule } from '../app-module.js';
import { copyCanvas } from './canvas/index.js';
import { createGenerationDataSource } from './generation/generation.js';
import { createMoodboardReads, withMoodboards } from './moodboards/moodboards.js';

/** The project read model's data: boards from the generation module, moodboards from the moodboards module (a copy takes the Canvas board too). */
export const projectDataModule = defineModule({
  name: 'project-data',
  needs: [],
  gives: ['projectData'],
  async register({ db }) {
    const data = withMoodboards(createGenerationDataSource(db), createMoodboardReads(db));
    // The Canvas board names those pages and moodboards by id: it is copied with them.
    const copyBoards: typeof data.copyBoards = async (trx, from, to) => {
      await data.copyBoards?.(trx, from, to);
      await copyCanvas(trx, from, to);
    };
    return { projectData: { ...data, copyBoards } };
  },
});
