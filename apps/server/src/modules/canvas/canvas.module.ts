import { defineModule } from '../../app-module.js';
import { canvasRoutes } from './canvas.routes.js';
import { createCanvas } from './canvas.service.js';
import { canvasDb } from './canvas.tables.js';

/** The Canvas board (issue #47): saved positions, notes, groups and links, per project. */
export const canvasModule = defineModule({
  name: 'canvas',
  needs: ['projectData'],
  gives: [],
  async register({ app, db }, { projectData }) {
    const canvas = createCanvas({ db: canvasDb(db), data: projectData });
    await app.register(canvasRoutes, { canvas });
    return {};
  },
});
