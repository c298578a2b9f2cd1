import { defineModule } from '../app-module.js';
import { createGenerationDataSource } from './generation/generation.js';
import { createMoodboardReads, withMoodboards } from './moodboards/moodboards.js';

/** The project read model's data: boards from the generation module, moodboards from the moodboards module. */
export const projectDataModule = defineModule({
  name: 'project-data',
  needs: [],
  gives: ['projectData'],
  async register({ db }) {
    return { projectData: withMoodboards(createGenerationDataSource(db), createMoodboardReads(db)) };
  },
});
