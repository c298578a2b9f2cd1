import { defineModule } from '../../app-module.js';
import { createBrandFiles } from './brand-files.js';
import { registerProjectScope } from './project-scope.js';
import { projectRoutes } from './projects.routes.js';
import { createProjectService } from './projects.service.js';
import { seedRoutes } from './seed.routes.js';

/** Projects, the project guard every route after it uses, and (for the end-to-end suite only) its seed route. */
export const projectsModule = defineModule({
  name: 'projects',
  needs: ['listing', 'assets', 'projectData'],
  gives: ['projects'],
  async register({ app, env, adapters, db }, { listing, assets, projectData }) {
    const projects = createProjectService({ db, assets, data: projectData });
    registerProjectScope(app, projects, db);
    const brandFiles = createBrandFiles({
      assets,
      storage: adapters.storage,
      documents: adapters.documents,
      maxBytes: env.UPLOAD_MAX_BYTES,
    });
    await app.register(projectRoutes, { projects, brandFiles, storage: adapters.storage, listing });
    if (env.LOCI_E2E_SEED) await app.register(seedRoutes, { assets });
    return { projects };
  },
});
