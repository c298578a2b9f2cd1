import { defineModule } from '../../app-module.js';
import {
  createMoodboards,
  createSpaces,
  moodboardImageRestorer,
  moodboardPageRestorer,
  renderRestorer,
  spaceRoutes,
} from './moodboards.js';
import { moodboardRoutes } from './moodboards.routes.js';

/** Moodboards and renders, "Your space" with its render queue, and how their images and pages are restored from history. */
export const moodboardsModule = defineModule({
  name: 'moodboards',
  needs: ['ai', 'assets', 'projects', 'spend'],
  gives: ['moodboards', 'spaces', 'moodboardRestore'],
  async register({ app, env, adapters, db }, { ai, assets, projects, spend }) {
    const deps = {
      db,
      assets,
      projects,
      // Each text call on a paid model is priced to the member and project it is for.
      ai: { ...ai, text: spend.meterText(ai.text) },
      geocoder: adapters.geocoder,
      dailyQuota: { user: env.GENERATION_DAILY_QUOTA, workspace: env.WORKSPACE_DAILY_QUOTA, spend },
      limits: { maxBytes: env.UPLOAD_MAX_BYTES, maxPixels: env.UPLOAD_MAX_PIXELS },
    };
    const moodboards = createMoodboards(deps);
    const spaces = createSpaces({ ...deps, onError: (err) => app.log.error({ err }, 'space render worker error') });
    await app.register(moodboardRoutes, { moodboards });
    await app.register(spaceRoutes, { spaces: spaces.service });
    const moodboardRestore = {
      image: moodboardImageRestorer({ db, assets }),
      render: renderRestorer({ db, assets }),
      page: moodboardPageRestorer({ db, assets }),
    };
    return { moodboards, spaces, moodboardRestore };
  },
  startWorkers(_ctx, { spaces }) {
    return [spaces.startWorker()];
  },
});
