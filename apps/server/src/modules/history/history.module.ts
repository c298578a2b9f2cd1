import { defineModule } from '../../app-module.js';
import { historyRoutes } from './history.routes.js';
import { createHistory } from './history.service.js';
import { snapshotRoutes } from './snapshots.routes.js';
import { createSnapshots } from './snapshots.service.js';

/** Slot history and project snapshots: restoring goes back through the module that owns the slot or page. */
export const historyModule = defineModule({
  name: 'history',
  needs: ['projectData', 'generation', 'boardRestore', 'moodboardRestore'],
  gives: ['snapshots'],
  async register({ app, db }, { projectData, generation, boardRestore, moodboardRestore }) {
    const restore = { board: boardRestore.slot, moodboard: moodboardRestore.image, render: moodboardRestore.render };
    await app.register(historyRoutes, { history: createHistory({ db, restore, candidate: generation.candidate }) });
    const snapshots = createSnapshots({
      db,
      data: projectData,
      restorePage: { board: boardRestore.page, moodboard: moodboardRestore.page },
    });
    await app.register(snapshotRoutes, { snapshots });
    return { snapshots };
  },
});
