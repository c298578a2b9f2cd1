import { defineModule } from '../../app-module.js';
import { assetRoutes } from './assets.routes.js';
import { createAssetService } from './assets.service.js';
import imageWorkPlugin from './image-work.plugin.js';

/** Content-addressed images and their routes; the process's image queue (each request's image work known as its user's). */
export const assetsModule = defineModule({
  name: 'assets',
  needs: [],
  gives: ['assets'],
  async register({ app, env, adapters, db }) {
    await app.register(imageWorkPlugin, {
      concurrency: env.IMAGE_CONCURRENCY,
      maxQueued: env.IMAGE_QUEUE_MAX,
      heavyPerUser: env.UPLOAD_HEAVY_PER_USER,
    });
    const assets = createAssetService({
      db,
      storage: adapters.storage,
      limits: { maxBytes: env.UPLOAD_MAX_BYTES, maxPixels: env.UPLOAD_MAX_PIXELS },
      credentials: adapters.credentials,
    });
    await app.register(assetRoutes, { assets });
    return { assets };
  },
});
