import { defineModule } from '../../app-module.js';
import { brandKitRoutes } from './brand-kits.routes.js';
import { createBrandKitService } from './brand-kits.service.js';

/** A studio's brand kits and studio kit (issue #48); the projects module says what a kit's deletion leaves its projects. */
export const brandKitsModule = defineModule({
  name: 'brand-kits',
  needs: ['assets', 'workspaces', 'projects'],
  gives: [],
  async register({ app, db }, { assets, projects }) {
    const kits = createBrandKitService({ db, assets, detachKit: projects.detachKit });
    await app.register(brandKitRoutes, { kits });
    return {};
  },
});
