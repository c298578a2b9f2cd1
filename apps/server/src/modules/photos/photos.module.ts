import { defineModule } from '../../app-module.js';
import { photoRoutes } from './photos.routes.js';
import { createPhotoService } from './photos.service.js';

/** Photos a designer uploads or picks for a slot. */
export const photosModule = defineModule({
  name: 'photos',
  needs: ['assets', 'projects'],
  gives: [],
  async register({ app, db }, { assets, projects }) {
    await app.register(photoRoutes, { photos: createPhotoService({ db, assets, projects }) });
    return {};
  },
});
