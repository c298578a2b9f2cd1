import { defineModule } from '../../app-module.js';
import { projectFileRoutes } from './project-file.routes.js';

/** Project files (`.loci`, issue #51): a project exported as one zip, imported into any studio. */
export const projectFileModule = defineModule({
  name: 'project-file',
  needs: ['assets', 'projects', 'workspaces'],
  gives: [],
  async register({ app, adapters, db, env }, { assets, projects, workspaces }) {
    const files = {
      db,
      storage: adapters.storage,
      assets,
      app: 'Loci 0.1.0',
      limits: { maxBytes: env.UPLOAD_MAX_BYTES },
      projects,
      log: (err: unknown) => app.log.warn({ err }, 'could not make the thumbnails of an imported image'),
    };
    await app.register(projectFileRoutes, {
      files,
      maxFileBytes: env.PROJECT_FILE_MAX_BYTES,
      maxArchiveBytes: env.STUDIO_ARCHIVE_MAX_BYTES,
      studioName: async (userId, workspaceId) => (await workspaces.detail(workspaceId, userId)).workspace.name,
      project: (userId, projectId) => projects.metadata(userId, projectId),
    });
    return {};
  },
});
