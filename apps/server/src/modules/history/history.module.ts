import { defineModule } from '../../app-module.js';
import { historyRoutes } from './history.routes.js';
import { createHistory } from './history.service.js';
import { snapshotRoutes } from './snapshots.routes.js';
import { createSnapshots } from './snapshots.service.js';

/** Slot history and project snapshots (a regenerated round kept as its last image settles); restoring goes back through the module that owns the slot or page. */
export const historyModule = defineModule({
  name: 'history',
  needs: ['projectData', 'generation', 'slotSettled', 'boardRestore', 'moodboardRestore'],
  gives: ['snapshots'],
  async register({ app, db }, { projectData, generation, slotSettled, boardRestore, moodboardRestore }) {
    const restore = { board: boardRestore.slot, moodboard: moodboardRestore.image, render: moodboardRestore.render };
    await app.register(historyRoutes, { history: createHistory({ db, restore, candidate: generation.candidate }) });
    const snapshots = createSnapshots({
      db,
      data: projectData,
      restorePage: { board: boardRestore.page, moodboard: moodboardRestore.page },
    });
    await app.register(snapshotRoutes, { snapshots });
    // A round started by "Regenerate" is kept once its last new image is made.
    slotSettled.listen(({ projectId }) => snapshots.slotSettled(projectId));
    return { snapshots };
  },
});
