import { defineModule } from '../../app-module.js';
import { createExports } from './export.js';
import { exportRoutes } from './export.routes.js';

/** Decks (PDF, PPTX) with their credits and Content Credentials. */
export const exportModule = defineModule({
  name: 'export',
  needs: ['assets', 'projects', 'canvasBoard'],
  gives: ['exports'],
  async register({ app, adapters, db }, { assets, projects, canvasBoard }) {
    const exports = createExports({
      db,
      assets,
      projects,
      canvas: canvasBoard,
      writers: adapters.deckWriters,
      credentials: adapters.credentials,
    });
    await app.register(exportRoutes, { exports });
    return { exports };
  },
});
